import type { DB } from '../db';

export interface MembershipSummary {
  status: string;
  overdue: boolean;
  paused: boolean;
  discountPercentage: number;
}

/** A paused membership: the status says so, or the flag kept in step with it does. */
export const isPaused = (m: MembershipSummary) => m.status === 'paused' || m.paused;

/** A member in any state but cancelled (paused included): cart.hasClub, GET account's club.member. */
export const isClubMember = (m: MembershipSummary | null): m is MembershipSummary => Boolean(m && m.status !== 'cancelled');

/** The customer's latest club membership of this brand, whatever its state. */
export async function loadMembershipStatus(db: DB, brandId: string, customerId: number): Promise<MembershipSummary | null> {
  const row = await db
    .selectFrom('club_memberships as m')
    .innerJoin('club_plans as p', 'p.id', 'm.plan_id')
    .select(['m.status', 'm.overdue', 'm.paused', 'p.discount_percentage'])
    .where('m.brand_id', '=', brandId)
    .where('m.customer_id', '=', customerId)
    .orderBy('m.id', 'desc')
    .executeTakeFirst();
  if (!row) return null;
  return { status: row.status, overdue: Boolean(row.overdue), paused: Boolean(row.paused), discountPercentage: row.discount_percentage };
}

/**
 * Whether the membership gives member prices, the club discount and the club's perks now: a member
 * in good standing, neither cancelled nor paused nor overdue. A paused member keeps the membership
 * (cart.hasClub, clubPaused) but pays list prices until resuming; an overdue one (a monthly charge
 * failed) pays list prices until the balance is settled (POST club/settle).
 */
export const givesMemberPrices = (m: MembershipSummary | null): m is MembershipSummary => isClubMember(m) && !isPaused(m) && !m.overdue;

/**
 * Whether a club in the cart is bought with this cart: the shopper has no active membership (none,
 * a cancelled one, or a paused one, which buying resumes). An active member, overdue or not, buys
 * nothing: the club in such a cart costs nothing and gives nothing of its own.
 */
export const buysClubInCart = (clubInCart: boolean, m: MembershipSummary | null): boolean => clubInCart && !(isClubMember(m) && !isPaused(m));
