import { SETTLE_MESSAGES, settleDeclinedMessage } from '../../lib/club/messages';
import type { ClubBillingCard } from '../../lib/club/types';
import { lockCustomer } from '../accounts/customerLock';
import { inTransaction, type Trx } from '../db/tx';
import type { DB } from '../db';
import { HttpError, badRequest, notFound, paymentRequired } from '../http/errors';
import { chargeSavedCard, chargeableCards, INVALID_SAVED_CARD, type ChargeableCard, type SavedCardCharge } from '../payments/chargeableCards';
import { processorFor } from '../payments/processors';
import { SHOP_CURRENCY, type PaymentReference, type PaymentState } from '../payments/processor';
import { DECLINE_MESSAGES } from '../payments/sandbox';
import { CARD_MESSAGES } from '../payments/savedCards';
import { lockedMembership } from './actions';
import { billingCardOf, decideSettle, settleChargeKey, utcDay } from './billingRules';
import { declinedCharge, publicCard, recordCharge } from './charges';
import { queueClubReceipt, queueNoPieceMail } from './chargeMails';
import { confirmPiece, releasePiece, reservePiece, type MonthsPieces } from './piece';
import { billingFactsOf } from './membership';
import { fromCents } from '../../lib/format/money';

export type SettleOutcome =
  | { changed: false; action?: undefined }
  | { changed: true; cents: number; card: ClubBillingCard | null; action?: undefined }
  /** The member's bank asks them to confirm (3-D Secure, Stripe): Stripe.js runs it, then club/settle again with the payment's id. */
  | { changed: false; action: { clientSecret: string; paymentId: string } };

type Attempt = SettleOutcome | { declined: string };

type MemberCharge = SavedCardCharge | { status: 'requires_action'; paymentId: string; clientSecret: string };

/**
 * POST club/settle: an overdue member pays the balance (the declined monthly charge) now, on the
 * saved card `savedCardId` of theirs or, without one, the default card. Paid: the charge is recorded
 * as paid, the overdue flag cleared and the billing date moved one month past the paid date. Declined:
 * a 402 and the membership as it was (the charge row counts the attempt, so a retry is a new charge
 * for the gateway). Not overdue (a second click, another tab): `changed: false`. Runs under the
 * membership's row lock, as every club action does, and the customer's, as card changes do.
 */
export async function settleBalance(db: DB, brandId: string, customerId: number, savedCardId: number | null, now = new Date(), paymentId: string | null = null): Promise<SettleOutcome> {
  const step = await inTransaction(db, async (trx): Promise<Attempt | ToCharge> => {
    const row = await lockedMembership(trx, brandId, customerId);
    await lockCustomer(trx, brandId, customerId);
    const facts = billingFactsOf(row);
    const decision = decideSettle(facts, facts.overdue ? await declinedCharge(trx, row.id) : null, utcDay(now));
    if (decision.kind === 'notOverdue') return { changed: false };
    if (decision.kind === 'clear') {
      await settled(trx, row.id, decision.nextBillingDate);
      return { changed: true, cents: 0, card: null };
    }
    const cards = await chargeableCards(trx, customerId, now);
    const card = savedCardId === null ? billingCardOf(cards) : cards.find((c) => c.id === savedCardId);
    if (savedCardId !== null && !card) throw notFound(CARD_MESSAGES.notFound);
    if (!card) throw badRequest(SETTLE_MESSAGES.noCard);
    if (card.expired) throw badRequest(SETTLE_MESSAGES.expired);
    // The month's piece ships once the month is paid (server/club/piece.ts): reserved before the charge.
    // None can be picked or shipped: the month is not charged, the balance cleared.
    const piece = row.status === 'paused' ? null : await reservePiece(trx, row, decision.billingDate);
    if (typeof piece === 'string') {
      await settled(trx, row.id, decision.nextBillingDate);
      await queueNoPieceMail(trx, row, { billingDate: decision.billingDate, reason: piece, nextBillingDate: decision.nextBillingDate }, now);
      return { changed: true, cents: 0, card: null };
    }
    return { charge: { ...decision, membershipId: row.id }, card, piece };
  });
  if (!('charge' in step)) return finish(step);

  // The charge runs outside any transaction (a processor is a network call); the attempt's key makes a repeat the same payment.
  const { charge: decision, card, piece } = step;
  const { billingDate, amountCents } = decision;
  const key = settleChargeKey(decision.membershipId, billingDate, decision.attempt);
  const reference = { kind: 'club' as const, id: String(decision.membershipId), brandId };
  const result = paymentId ? await paymentOfThisBalance(brandId, paymentId, key) : await chargeMember(reference, card, amountCents, key);
  if (result.status === 'requires_action') {
    // Nothing is recorded until the member has confirmed: the attempt, and the piece, wait for the payment's id.
    if (piece) await inTransaction(db, (trx) => releasePiece(trx, piece.orderId));
    return { changed: false, action: { clientSecret: result.clientSecret, paymentId: result.paymentId } };
  }

  const attempt = await inTransaction(db, async (trx): Promise<Attempt> => {
    const row = await lockedMembership(trx, brandId, customerId);
    const facts = billingFactsOf(row);
    const again = decideSettle(facts, facts.overdue ? await declinedCharge(trx, row.id) : null, utcDay(now));
    // Settled or tried meanwhile (another tab, with the same payment or another): nothing more to record.
    if (again.kind !== 'settle' || again.billingDate !== billingDate || again.attempt !== decision.attempt) return { changed: false };
    if (result.status !== 'succeeded') {
      if (piece) await releasePiece(trx, piece.orderId);
      await recordCharge(trx, row, billingDate, amountCents, decision.attempt, { status: 'declined', failure: result.code, card: publicCard(card) });
      return { declined: settleDeclinedMessage(result.message, fromCents(amountCents)) };
    }
    await recordCharge(trx, row, billingDate, amountCents, decision.attempt, { status: 'paid', chargeId: result.chargeId, card: publicCard(card) });
    await settled(trx, row.id, decision.nextBillingDate);
    if (piece) await confirmPiece(trx, piece.orderId, row.id);
    await queueClubReceipt(trx, row, { billingDate, amountCents, paused: row.status === 'paused', card, nextBillingDate: decision.nextBillingDate, piece: piece ? { ...piece.piece, orderId: piece.orderId } : null }, now);
    return { changed: true, cents: amountCents, card: publicCard(card) };
  });
  return finish(attempt);
}

/**
 * The member is present: at a processor the saved card is charged on session, so a bank that asks
 * for the member's confirmation gets it (3-D Secure, answered as an action); the sandbox charges it
 * as billing does.
 */
export async function chargeMember(reference: PaymentReference, card: Pick<ChargeableCard, 'token'>, amountCents: number, key: string): Promise<MemberCharge> {
  const processor = processorFor(reference.brandId);
  if (processor.name === 'sandbox') return chargeSavedCard(reference, card, amountCents, key);
  try {
    return memberChargeOf(await processor.createPayment({ amountCents, currency: SHOP_CURRENCY, method: card.token, capture: 'automatic', reference, idempotencyKey: key }));
  } catch (err) {
    if (err instanceof HttpError && err.status === 400) return { status: 'declined', code: 'invalid_card', message: INVALID_SAVED_CARD };
    throw err;
  }
}

/** After the member confirmed: the payment they confirmed, read from the processor; only this balance's (its key) counts. */
async function paymentOfThisBalance(brandId: string, paymentId: string, key: string): Promise<MemberCharge> {
  const payment = await processorFor(brandId).getPayment(paymentId);
  if (!payment || payment.idempotencyKey !== key) throw badRequest(SETTLE_PAYMENT_UNKNOWN);
  return memberChargeOf(payment);
}

export function memberChargeOf(p: PaymentState): MemberCharge {
  if (p.status === 'succeeded') return { status: 'succeeded', chargeId: p.id };
  if (p.status === 'requires_action' && p.clientSecret) return { status: 'requires_action', paymentId: p.id, clientSecret: p.clientSecret };
  return { status: 'declined', code: p.decline?.code ?? p.status, message: p.decline?.message ?? DECLINE_MESSAGES.card_declined };
}

/** club/settle with a paymentId that is not the payment of the balance now due. */
export const SETTLE_PAYMENT_UNKNOWN = 'paymentId: is not the payment of your balance; please press Pay again';

type ToCharge = { charge: Extract<ReturnType<typeof decideSettle>, { kind: 'settle' }> & { membershipId: number }; card: ChargeableCard; piece: { orderId: number; piece: MonthsPieces } | null };

const settled = (trx: Trx, id: number, next: string) => trx.updateTable('club_memberships').set({ overdue: 0, next_billing_date: next }).where('id', '=', id).execute();

function finish(attempt: Attempt): SettleOutcome {
  // Thrown after the transaction, so the declined attempt stays recorded.
  if ('declined' in attempt) throw paymentRequired(attempt.declined);
  return attempt;
}
