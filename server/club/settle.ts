import { SETTLE_MESSAGES, settleDeclinedMessage } from '../../lib/club/messages';
import type { ClubBillingCard } from '../../lib/club/types';
import { lockCustomer } from '../accounts/customerLock';
import { inTransaction } from '../db/tx';
import type { DB } from '../db';
import { badRequest, notFound, paymentRequired } from '../http/errors';
import { chargeSavedCard, chargeableCards } from '../payments/chargeableCards';
import { CARD_MESSAGES } from '../payments/savedCards';
import { lockedMembership } from './actions';
import { billingCardOf, decideSettle, settleChargeKey, utcDay } from './billingRules';
import { declinedCharge, publicCard, recordCharge } from './charges';
import { queueClubReceipt } from './chargeMails';
import { billingFactsOf } from './membership';
import { fromCents } from '../../lib/format/money';

export type SettleOutcome = { changed: false } | { changed: true; cents: number; card: ClubBillingCard | null };

type Attempt = SettleOutcome | { declined: string };

/**
 * POST club/settle: an overdue member pays the balance (the declined monthly charge) now, on the
 * saved card `savedCardId` of theirs or, without one, the default card. Paid: the charge is recorded
 * as paid, the overdue flag cleared and the billing date moved one month past the paid date. Declined:
 * a 402 and the membership as it was (the charge row counts the attempt, so a retry is a new charge
 * for the gateway). Not overdue (a second click, another tab): `changed: false`. Runs under the
 * membership's row lock, as every club action does, and the customer's, as card changes do.
 */
export async function settleBalance(db: DB, brandId: string, customerId: number, savedCardId: number | null, now = new Date()): Promise<SettleOutcome> {
  const attempt = await inTransaction(db, async (trx): Promise<Attempt> => {
    const row = await lockedMembership(trx, brandId, customerId);
    await lockCustomer(trx, brandId, customerId);
    const facts = billingFactsOf(row);
    const decision = decideSettle(facts, facts.overdue ? await declinedCharge(trx, row.id) : null, utcDay(now));
    if (decision.kind === 'notOverdue') return { changed: false };
    const settled = () => trx.updateTable('club_memberships').set({ overdue: 0, next_billing_date: decision.nextBillingDate }).where('id', '=', row.id).execute();
    if (decision.kind === 'clear') {
      await settled();
      return { changed: true, cents: 0, card: null };
    }

    const cards = await chargeableCards(trx, customerId, now);
    const card = savedCardId === null ? billingCardOf(cards) : cards.find((c) => c.id === savedCardId);
    if (savedCardId !== null && !card) throw notFound(CARD_MESSAGES.notFound);
    if (!card) throw badRequest(SETTLE_MESSAGES.noCard);
    if (card.expired) throw badRequest(SETTLE_MESSAGES.expired);

    const { billingDate, amountCents } = decision;
    const result = await chargeSavedCard(card, amountCents, settleChargeKey(row.id, billingDate, decision.attempt));
    if (result.status !== 'succeeded') {
      await recordCharge(trx, row, billingDate, amountCents, decision.attempt, { status: 'declined', failure: result.code, card: publicCard(card) });
      return { declined: settleDeclinedMessage(result.message, fromCents(amountCents)) };
    }
    await recordCharge(trx, row, billingDate, amountCents, decision.attempt, { status: 'paid', chargeId: result.chargeId, card: publicCard(card) });
    await settled();
    await queueClubReceipt(trx, row, { billingDate, amountCents, paused: facts.status === 'paused', card, nextBillingDate: decision.nextBillingDate }, now);
    return { changed: true, cents: amountCents, card: publicCard(card) };
  });
  // Thrown after the transaction, so the declined attempt stays recorded.
  if ('declined' in attempt) throw paymentRequired(attempt.declined);
  return attempt;
}
