// Buying a prepaid plan (issue 36): an active member with nothing paid ahead pays a plan's months at
// once, on the club's billing card, on session (a bank may ask for confirmation: Stripe.js runs it,
// then POST club/prepay again with the payment's id). Recorded once per charge key; the membership's
// prepaid_months and next_prepaid_ship_date then drive billing (nothing charged for those dates).
import type { ClubPrepayOptions } from '../../lib/club/types';
import { fromCents } from '../../lib/format/money';
import { lockCustomer } from '../accounts/customerLock';
import type { DB } from '../db';
import { inTransaction, isUniqueViolation, nowIso } from '../db/tx';
import { badRequest, conflict, paymentRequired } from '../http/errors';
import { chargeableCards } from '../payments/chargeableCards';
import { processorFor } from '../payments/processors';
import { lockedMembership } from './actions';
import { billingCardOf } from './billingRules';
import { queueClubChangeMail } from './chargeMails';
import { publicCard } from './charges';
import { clubPrepaidMail } from './mails';
import { loadClubRow, type ClubRow } from './membership';
import { PREPAID_PLANS, prepaidDates, prepaidPriceCents, unusedPrepaidCents } from './prepaidPlans';
import { chargeMember, memberChargeOf } from './settle';
import { statusOf } from './rules';

export const PREPAY_MESSAGES = {
  months: 'months: choose one of the prepaid plans shown',
  unavailable: 'club: a prepaid plan can’t be bought for your membership right now',
  noCard: 'club: add a card in your payment methods first; a prepaid plan is charged to it',
  payment: 'paymentId: is not the payment of this plan; please press Buy again',
} as const;

function unavailableOf(row: ClubRow | null): ClubPrepayOptions['unavailable'] {
  if (!row) return 'noMembership';
  if (!PREPAID_PLANS[row.brand_id]?.length) return 'noPlans';
  const status = statusOf(row);
  if (status !== 'active') return status;
  if (Number(row.overdue) === 1) return 'overdue';
  if (Number(row.prepaid_months) > 0) return 'prepaid';
  if (!row.next_billing_date) return 'noBillingDate';
  return null;
}

function plansOf(row: ClubRow): ClubPrepayOptions['plans'] {
  return (PREPAID_PLANS[row.brand_id] ?? []).map((p) => {
    const cents = prepaidPriceCents(Number(row.amount_cents) * Math.max(1, Number(row.pieces ?? 1)), p);
    return { months: p.months, percentOff: p.percentOff, price: fromCents(cents), perMonth: fromCents(Math.round(cents / p.months)), shipsOn: prepaidDates(row.next_billing_date!, p.months) };
  });
}

/** GET club/prepay. */
export async function prepayOptions(db: DB, brandId: string, customerId: number, now = new Date()): Promise<ClubPrepayOptions> {
  const row = await loadClubRow(db, brandId, customerId);
  const unavailable = unavailableOf(row);
  const card = billingCardOf(await chargeableCards(db, customerId, now));
  return { plans: unavailable || !row ? [] : plansOf(row), unavailable, monthsLeft: Number(row?.prepaid_months ?? 0), card: card ? publicCard(card) : null };
}

const chargeKey = (row: ClubRow, months: number) => `club-prepay:${row.id}:${row.next_billing_date}:${months}`;

export type PrepayOutcome = { changed: boolean; cents: number } | { action: { clientSecret: string; paymentId: string } };

/** POST club/prepay: buys the plan of `months` months (paymentId: after the bank's confirmation). */
export async function buyPrepaidPlan(db: DB, brandId: string, customerId: number, months: number, paymentId: string | null, now = new Date()): Promise<PrepayOutcome> {
  const step = await inTransaction(db, async (trx) => {
    const row = await lockedMembership(trx, brandId, customerId);
    await lockCustomer(trx, brandId, customerId);
    const plan = (PREPAID_PLANS[brandId] ?? []).find((p) => p.months === months);
    if (!plan) throw badRequest(PREPAY_MESSAGES.months);
    if (unavailableOf(row)) return { done: true as const };
    const card = billingCardOf(await chargeableCards(trx, customerId, now));
    if (!card || card.expired) throw badRequest(PREPAY_MESSAGES.noCard);
    return { done: false as const, row, card, cents: prepaidPriceCents(Number(row.amount_cents) * Math.max(1, Number(row.pieces ?? 1)), plan), key: chargeKey(row, months) };
  });
  if (step.done) return { changed: false, cents: 0 };

  const { row, card, cents, key } = step;
  const reference = { kind: 'club' as const, id: String(row.id), brandId };
  let result;
  if (paymentId) {
    const payment = await processorFor(brandId).getPayment(paymentId);
    if (!payment || payment.idempotencyKey !== key) throw badRequest(PREPAY_MESSAGES.payment);
    result = memberChargeOf(payment);
  } else {
    result = await chargeMember(reference, card, cents, key);
  }
  if (result.status === 'requires_action') return { action: { clientSecret: result.clientSecret, paymentId: result.paymentId } };
  if (result.status !== 'succeeded') throw paymentRequired(`${result.message.replace(/[.!]$/, '')}, so nothing was charged. Please try another card.`);

  const chargeId = result.chargeId;
  try {
    return await inTransaction(db, async (trx) => {
      const again = await lockedMembership(trx, brandId, customerId);
      await trx.insertInto('club_prepayments').values({ membership_id: again.id, months, amount_cents: cents, charge_id: chargeId, idempotency_key: key, created_at: nowIso() }).execute();
      // Bought meanwhile (another tab) or no longer possible: the payment is recorded and given back below.
      if (unavailableOf(again) || again.next_billing_date !== row.next_billing_date) throw conflict(PREPAY_MESSAGES.unavailable);
      await trx.updateTable('club_memberships').set({ prepaid_months: months, next_prepaid_ship_date: again.next_billing_date }).where('id', '=', again.id).execute();
      await queueClubChangeMail(trx, again, (brand, to) => clubPrepaidMail(brand, { to, months, amountCents: cents, card: publicCard(card), dates: prepaidDates(again.next_billing_date!, months) }), now);
      return { changed: true, cents };
    });
  } catch (err) {
    // The same charge key again (a double click that reached the processor twice): recorded once already.
    if (isUniqueViolation(err)) return { changed: false, cents: 0 };
    if (err instanceof Error && 'status' in err && (err as { status: number }).status === 409) {
      await processorFor(brandId).refundPayment({ paymentId: chargeId, amountCents: cents, idempotencyKey: `${key}:unused`, reason: 'prepaid plan not applied' });
    }
    throw err;
  }
}

/**
 * A membership ended with prepaid months left: their share of the prepayment is refunded (a member
 * is never charged for pieces that do not ship), once. Called after the cancellation is recorded.
 */
export async function refundUnusedPrepaid(db: DB, membershipId: number, monthsLeft: number): Promise<number> {
  if (monthsLeft <= 0) return 0;
  const paid = await db.selectFrom('club_prepayments').selectAll().where('membership_id', '=', membershipId).orderBy('id', 'desc').executeTakeFirst();
  if (!paid || Number(paid.refunded_cents) > 0) return 0;
  const cents = unusedPrepaidCents(Number(paid.amount_cents), Number(paid.months), monthsLeft);
  if (cents <= 0) return 0;
  const membership = await db.selectFrom('club_memberships').select('brand_id').where('id', '=', membershipId).executeTakeFirstOrThrow();
  await processorFor(membership.brand_id).refundPayment({ paymentId: paid.charge_id, amountCents: cents, idempotencyKey: `${paid.idempotency_key}:ended`, reason: 'club canceled with prepaid months left' });
  await db.updateTable('club_prepayments').set({ refunded_cents: cents }).where('id', '=', paid.id).execute();
  await db.updateTable('club_memberships').set({ prepaid_months: 0, next_prepaid_ship_date: null }).where('id', '=', membershipId).execute();
  return cents;
}
