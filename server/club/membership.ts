import type { ClubBillingCard, ClubMembership } from '../../lib/club/types';
import type { Trx } from '../db/tx';
import type { DB } from '../db';
import { chargeableCards } from '../payments/chargeableCards';
import { balanceDue, billingCardOf, utcDay, type BillingFacts } from './billingRules';
import { declinedCharge, publicCard } from './charges';
import { MAX_SKIPS_AHEAD, parseSkipped, permissions, statusOf, type MembershipFacts } from './rules';
import { fromCents } from '../../lib/format/money';

/** A membership row with its main plan and its pause plan (the membership's own, else the brand's). */
export interface ClubRow {
  id: number;
  brand_id: string;
  customer_id: number;
  status: string;
  paused: number;
  overdue: number;
  paypal_express: number;
  free_accessory: number;
  bonus_piece: number;
  amount_cents: number;
  next_billing_date: string | null;
  next_prepaid_ship_date: string | null;
  prepaid_months: number;
  /** Pieces a month (clubMultiQty; 1 elsewhere). */
  pieces: number;
  skipped_json: string;
  started_at: string;
  cancelled_at: string | null;
  plan_key: string;
  plan_name: string;
  discount_percentage: number;
  pause_plan_id: number | null;
  pause_plan_key: string | null;
  pause_price_cents: number | null;
}

const clubRows = (db: DB | Trx) =>
  db
    .selectFrom('club_memberships as m')
    .innerJoin('club_plans as p', 'p.id', 'm.plan_id')
    .leftJoin('club_plans as pp', 'pp.id', 'm.pause_plan_id')
    .select([
      'm.id', 'm.brand_id', 'm.customer_id', 'm.status', 'm.paused', 'm.overdue', 'm.paypal_express', 'm.free_accessory', 'm.bonus_piece',
      'm.amount_cents', 'm.next_billing_date', 'm.next_prepaid_ship_date', 'm.prepaid_months', 'm.pieces', 'm.skipped_json', 'm.started_at',
      'm.cancelled_at', 'p.plan_key', 'p.name as plan_name', 'p.discount_percentage', 'pp.id as pause_plan_id',
      'pp.plan_key as pause_plan_key', 'pp.monthly_price_cents as pause_price_cents',
    ]);

/** Memberships started before the brand had a pause plan pause on the brand's. */
async function withPausePlan(db: DB | Trx, row: ClubRow): Promise<ClubRow> {
  if (row.pause_plan_id !== null) return row;
  const pause = await db
    .selectFrom('club_plans')
    .select(['id', 'plan_key', 'monthly_price_cents'])
    .where('brand_id', '=', row.brand_id)
    .where('kind', '=', 'pause')
    .orderBy('id')
    .executeTakeFirst();
  return pause ? { ...row, pause_plan_id: pause.id, pause_plan_key: pause.plan_key, pause_price_cents: pause.monthly_price_cents } : row;
}

/** The customer's latest membership of this brand (the one a new checkout would have started), any status. */
export async function loadClubRow(db: DB | Trx, brandId: string, customerId: number): Promise<ClubRow | null> {
  const row = await clubRows(db).where('m.brand_id', '=', brandId).where('m.customer_id', '=', customerId).orderBy('m.id', 'desc').executeTakeFirst();
  return row ? withPausePlan(db, row) : null;
}

/** One membership by its id (the billing run's), any status. */
export async function loadClubRowById(db: DB | Trx, id: number): Promise<ClubRow | null> {
  const row = await clubRows(db).where('m.id', '=', id).executeTakeFirst();
  return row ? withPausePlan(db, row) : null;
}

export function factsOf(row: ClubRow): MembershipFacts {
  return {
    status: statusOf(row),
    overdue: Number(row.overdue) === 1,
    nextBillingDate: row.next_billing_date,
    skippedMonths: parseSkipped(row.skipped_json),
    hasPausePlan: row.pause_plan_id !== null,
  };
}

export const billingFactsOf = (row: ClubRow): BillingFacts => ({
  ...factsOf(row), amountCents: Number(row.amount_cents), pausePriceCents: row.pause_price_cents === null ? null : Number(row.pause_price_cents),
  prepaidMonths: Number(row.prepaid_months ?? 0),
});

/** What the membership owes and which card pays it (see loadBilling). */
export interface ClubBilling {
  amountDueCents: number | null;
  billingCard: ClubBillingCard | null;
}

const NO_BILLING: ClubBilling = { amountDueCents: null, billingCard: null };

/** The overdue balance (null when not overdue) and the card a charge goes to (none once cancelled). */
export async function loadBilling(db: DB | Trx, row: ClubRow, now: Date): Promise<ClubBilling> {
  const facts = billingFactsOf(row);
  if (facts.status === 'cancelled') return NO_BILLING;
  const card = billingCardOf(await chargeableCards(db, row.customer_id, now));
  const due = facts.overdue ? balanceDue(facts, await declinedCharge(db, row.id), utcDay(now)) : null;
  return { amountDueCents: due?.amountCents ?? null, billingCard: card ? publicCard(card) : null };
}

/** GET club's membership: the stored fields under the spec's names, plus what the member may do at `now`. */
export function toClubMembership(row: ClubRow, now: Date, billing: ClubBilling = NO_BILLING): ClubMembership {
  const facts = factsOf(row);
  const pauseMonthlyPrice = row.pause_price_cents === null ? null : fromCents(row.pause_price_cents);
  const pieces = Math.max(1, Number(row.pieces ?? 1));
  const nextCharge = facts.status === 'cancelled' ? null : facts.status === 'paused' ? pauseMonthlyPrice : fromCents(Number(row.amount_cents) * pieces);
  return {
    piecesPerMonth: pieces,
    status: facts.status,
    paused: facts.status === 'paused',
    overdue: facts.overdue,
    cancelled: facts.status === 'cancelled',
    paypalExpress: Number(row.paypal_express) === 1,
    freeAccessory: Number(row.free_accessory) === 1,
    bonusPiece: Number(row.bonus_piece) === 1,
    planKey: row.plan_key,
    planName: row.plan_name,
    pausePlanKey: row.pause_plan_key,
    amount: fromCents(row.amount_cents),
    pauseMonthlyPrice,
    nextCharge,
    discountPercentage: Number(row.discount_percentage),
    nextBillingDate: row.next_billing_date,
    nextPrepaidShipDate: row.next_prepaid_ship_date,
    prepaidMonths: Number(row.prepaid_months),
    skippedMonths: facts.skippedMonths,
    maxSkipsAhead: MAX_SKIPS_AHEAD,
    ...permissions(facts, now),
    startedAt: row.started_at,
    cancelledAt: row.cancelled_at,
    amountDue: billing.amountDueCents === null ? null : fromCents(billing.amountDueCents),
    billingCard: billing.billingCard,
  };
}

/** The customer's latest membership of this brand as GET club answers it, or null. */
export async function loadClubMembership(db: DB, brandId: string, customerId: number, now = new Date()): Promise<ClubMembership | null> {
  const row = await loadClubRow(db, brandId, customerId);
  return row ? toClubMembership(row, now, await loadBilling(db, row, now)) : null;
}
