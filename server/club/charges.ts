// The club_charges rows (migration 005): one per membership and billing date.
import type { ClubBillingCard } from '../../lib/club/types';
import { nowIso, type Trx } from '../db/tx';
import type { DB } from '../db';
import type { ChargeableCard } from '../payments/chargeableCards';
import type { ChargeFacts } from './billingRules';
import type { ClubRow } from './membership';

const toFacts = (r: { billing_date: string; status: 'paid' | 'declined'; amount_cents: number; attempts: number }): ChargeFacts => ({
  billingDate: r.billing_date, status: r.status, amountCents: Number(r.amount_cents), attempts: Number(r.attempts),
});

/** The charge row of one billing date, if there is one. */
export async function chargeOn(db: DB | Trx, membershipId: number, billingDate: string): Promise<ChargeFacts | null> {
  const row = await db
    .selectFrom('club_charges')
    .select(['billing_date', 'status', 'amount_cents', 'attempts'])
    .where('membership_id', '=', membershipId)
    .where('billing_date', '=', billingDate)
    .executeTakeFirst();
  return row ? toFacts(row) : null;
}

/** The membership's latest declined charge: the balance an overdue member owes. */
export async function declinedCharge(db: DB | Trx, membershipId: number): Promise<ChargeFacts | null> {
  const row = await db
    .selectFrom('club_charges')
    .select(['billing_date', 'status', 'amount_cents', 'attempts'])
    .where('membership_id', '=', membershipId)
    .where('status', '=', 'declined')
    .orderBy('billing_date', 'desc')
    .executeTakeFirst();
  return row ? toFacts(row) : null;
}

export type ChargeOutcome =
  | { status: 'paid'; chargeId: string | null; card: ClubBillingCard | null }
  | { status: 'declined'; failure: string; card: ClubBillingCard | null };

/**
 * Writes the outcome of a charge of `billingDate`: a new row, or the date's row updated (a declined
 * charge paid later, or declined again with one more attempt counted).
 */
export async function recordCharge(trx: Trx, row: ClubRow, billingDate: string, amountCents: number, attempt: number, outcome: ChargeOutcome): Promise<void> {
  const now = nowIso();
  const values = {
    amount_cents: amountCents, status: outcome.status, attempts: attempt, updated_at: now,
    gateway_charge_id: outcome.status === 'paid' ? outcome.chargeId : null,
    failure: outcome.status === 'declined' ? outcome.failure : null,
    paid_at: outcome.status === 'paid' ? now : null,
    card_brand: outcome.card?.brand ?? null, last4: outcome.card?.last4 ?? null,
  };
  const updated = await trx.updateTable('club_charges').set(values).where('membership_id', '=', row.id).where('billing_date', '=', billingDate).executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) return;
  await trx
    .insertInto('club_charges')
    .values({ membership_id: row.id, brand_id: row.brand_id, customer_id: row.customer_id, billing_date: billingDate, created_at: now, ...values })
    .execute();
}

/** A card as the page names it (never its token). */
export const publicCard = (c: Pick<ChargeableCard, 'id' | 'brand' | 'last4'>): ClubBillingCard => ({ id: c.id, brand: c.brand, last4: c.last4 });
