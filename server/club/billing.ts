import { lockCustomer } from '../accounts/customerLock';
import { inTransaction, type Trx } from '../db/tx';
import type { DB } from '../db';
import { chargeSavedCard, chargeableCards, type ChargeableCard } from '../payments/chargeableCards';
import { MAX_DATES_PER_RUN, billingCardOf, decideBilling, runChargeKey, utcDay } from './billingRules';
import { chargeOn, publicCard, recordCharge } from './charges';
import { queueClubDecline, queueClubReceipt, queueNoPieceMail, queuePrepaidShipment } from './chargeMails';
import { confirmPiece, releasePiece, reservePiece, type MonthsPieces } from './piece';

type Reserved = { orderId: number; piece: MonthsPieces };
import { billingFactsOf, loadClubRowById, type ClubRow } from './membership';

/** What one billing run did, counted per billing date. */
export interface BillingSummary {
  /** Billing dates charged. */
  charged: number;
  /** Billing dates moved on one month without a charge: a skipped month (or one already paid, or free). */
  skipped: number;
  /** Charges the card declined: the membership is now overdue. */
  declined: number;
  /** No default saved card that has not expired: recorded as declined, the membership is now overdue. */
  noCard: number;
  /** Memberships the run could not finish (logged; left as they were, the next run tries again). */
  errors: number;
  /** Total charged, in cents. */
  chargedCents: number;
  /** Billing dates moved on without a charge because no monthly piece could be picked or shipped (the member is told). */
  noPiece: number;
  /** Prepaid months shipped without a charge. */
  prepaid: number;
}

type Outcome = { kind: 'notDue' | 'skipped' | 'noCard' | 'declined' | 'noPiece' | 'prepaid' } | { kind: 'charged'; cents: number };

/**
 * One billing date of one membership. First, in one transaction with the membership's row lock (the
 * no-op UPDATE the member's own club actions take, so a skip or cancel at the same moment waits):
 * read again after the lock and decide (billingRules.ts); what needs no charge is done there. The
 * charge itself runs after that transaction (a processor is a network call), with the date's
 * idempotency key; then a second locked transaction records it (unique per membership and date) and
 * moves the date on or flags the membership overdue. Two runs at once may both ask the processor,
 * with the same key: one payment, recorded once. A crash after the charge is healed by the next run:
 * the date is still due, the same key answers the same payment, and it is recorded then.
 */
async function billOnce(db: DB, membershipId: number, now: Date): Promise<Outcome> {
  const step = await inTransaction(db, async (trx): Promise<Outcome | { kind: 'charge'; row: ClubRow; decision: ChargeDecision; card: ChargeableCard; piece: Reserved | null }> => {
    const row = await lockedRow(trx, membershipId);
    if (!row) return { kind: 'notDue' };
    const facts = billingFactsOf(row);
    const date = row.next_billing_date;
    const decision = decideBilling(facts, utcDay(now), date ? await chargeOn(trx, row.id, date) : null);
    switch (decision.kind) {
      case 'notDue':
        return { kind: 'notDue' };
      case 'moveOn':
        await moveOn(trx, row.id, decision.nextBillingDate);
        return { kind: 'skipped' };
      case 'stillDeclined':
        await flagOverdue(trx, row.id);
        return { kind: 'declined' };
      case 'prepaid': {
        // Paid ahead: the month's piece ships without a charge and uses one prepaid month. None that
        // can be shipped: the month moves on and the prepaid month is kept for the next one.
        const piece = await reservePiece(trx, row, decision.billingDate);
        if (typeof piece === 'string') {
          await moveOn(trx, row.id, decision.nextBillingDate);
          await queueNoPieceMail(trx, row, { billingDate: decision.billingDate, reason: piece, nextBillingDate: decision.nextBillingDate }, now);
          return { kind: 'noPiece' };
        }
        await recordCharge(trx, row, decision.billingDate, 0, 1, { status: 'paid', chargeId: null, card: null });
        const left = Number(row.prepaid_months) - 1;
        await trx.updateTable('club_memberships')
          .set({ prepaid_months: left, next_prepaid_ship_date: left > 0 ? decision.nextBillingDate : null, next_billing_date: decision.nextBillingDate })
          .where('id', '=', row.id).execute();
        await confirmPiece(trx, piece.orderId, row.id);
        await queuePrepaidShipment(trx, row, { billingDate: decision.billingDate, monthsLeft: left, nextBillingDate: decision.nextBillingDate, piece: { ...piece.piece, orderId: piece.orderId } }, now);
        return { kind: 'prepaid' };
      }
      case 'charge': {
        // The customer's lock too, as card changes take it: the card is read under it.
        await lockCustomer(trx, row.brand_id, row.customer_id);
        const card = billingCardOf(await chargeableCards(trx, row.customer_id, now));
        // Several pieces a month (clubMultiQty): each billed at the monthly price (a paused month pays the pause rate once).
        const perMonth = facts.status === 'paused' ? 1 : Math.max(1, Number(row.pieces ?? 1));
        if (!card) {
          const owed = decision.amountCents * perMonth;
          await recordCharge(trx, row, decision.billingDate, owed, 1, { status: 'declined', failure: 'no_card', card: null });
          await flagOverdue(trx, row.id);
          await queueClubDecline(trx, row, { billingDate: decision.billingDate, amountCents: owed, paused: facts.status === 'paused', card: null }, now);
          return { kind: 'noCard' };
        }
        // An active month ships its piece (a paused one pays the pause rate and ships nothing): reserved
        // now, confirmed once paid. None that can be picked and shipped: no charge for this month.
        if (facts.status === 'paused') return { kind: 'charge', row, decision, card, piece: null };
        const piece = await reservePiece(trx, row, decision.billingDate);
        if (typeof piece === 'string') {
          await moveOn(trx, row.id, decision.nextBillingDate);
          await queueNoPieceMail(trx, row, { billingDate: decision.billingDate, reason: piece, nextBillingDate: decision.nextBillingDate }, now);
          return { kind: 'noPiece' };
        }
        // Only the pieces that ship are charged.
        return { kind: 'charge', row, decision: { ...decision, amountCents: decision.amountCents * (1 + piece.piece.extras.length) }, card, piece };
      }
    }
  });
  if (step.kind !== 'charge') return step;

  const { row, decision, card, piece } = step;
  const result = await chargeSavedCard({ kind: 'club', id: String(row.id), brandId: row.brand_id }, card, decision.amountCents, runChargeKey(row.id, decision.billingDate));

  return inTransaction(db, async (trx): Promise<Outcome> => {
    const again = await lockedRow(trx, membershipId);
    // Another run recorded this date meanwhile (the same payment, by the same key): nothing more to do.
    if (!again || (await chargeOn(trx, row.id, decision.billingDate)) !== null) return { kind: 'notDue' };
    const charged = { billingDate: decision.billingDate, amountCents: decision.amountCents, paused: again.status === 'paused' };
    if (result.status !== 'succeeded') {
      if (piece) await releasePiece(trx, piece.orderId);
      await recordCharge(trx, again, decision.billingDate, decision.amountCents, 1, { status: 'declined', failure: result.code, card: publicCard(card) });
      await flagOverdue(trx, row.id);
      await queueClubDecline(trx, again, { ...charged, card, needsAuthentication: result.code === 'authentication_required' }, now);
      return { kind: 'declined' };
    }
    await recordCharge(trx, again, decision.billingDate, decision.amountCents, 1, { status: 'paid', chargeId: result.chargeId, card: publicCard(card) });
    await moveOn(trx, row.id, decision.nextBillingDate);
    if (piece) await confirmPiece(trx, piece.orderId, row.id);
    await queueClubReceipt(trx, again, { ...charged, card, nextBillingDate: decision.nextBillingDate, piece: piece ? { ...piece.piece, orderId: piece.orderId } : null }, now);
    return { kind: 'charged', cents: decision.amountCents };
  });
}

type ChargeDecision = Extract<ReturnType<typeof decideBilling>, { kind: 'charge' }>;

/** Takes the membership's row lock and reads it; null when it is gone. */
async function lockedRow(trx: Trx, membershipId: number): Promise<ClubRow | null> {
  const locked = await trx.updateTable('club_memberships').set((eb) => ({ status: eb.ref('status') })).where('id', '=', membershipId).executeTakeFirst();
  return Number(locked.numUpdatedRows) > 0 ? (await loadClubRowById(trx, membershipId)) ?? null : null;
}

const moveOn = (trx: Trx, id: number, next: string) => trx.updateTable('club_memberships').set({ next_billing_date: next }).where('id', '=', id).execute();
const flagOverdue = (trx: Trx, id: number) => trx.updateTable('club_memberships').set({ overdue: 1 }).where('id', '=', id).execute();

/**
 * The monthly billing run (`npm run club:bill`): every membership that is due on `now`'s UTC day
 * (active or paused, not overdue, next billing date today or before) is charged its monthly price on
 * its default card, or moved on a month when that month was skipped. A membership whose run was
 * missed is caught up one billing date at a time (at most MAX_DATES_PER_RUN). Safe to run again or
 * twice at once: a billing date is charged once (see billOnce). Each charge queues the member a
 * receipt, each decline a notice (server/club/mails.ts) in email_outbox.
 */
export async function billDueMemberships(db: DB, now = new Date()): Promise<BillingSummary> {
  const summary: BillingSummary = { charged: 0, skipped: 0, declined: 0, noCard: 0, errors: 0, chargedCents: 0, noPiece: 0, prepaid: 0 };
  const due = await db
    .selectFrom('club_memberships')
    .select('id')
    .where('status', '!=', 'cancelled')
    .where('overdue', '=', 0)
    .where('next_billing_date', '<=', utcDay(now))
    .orderBy('id')
    .execute();
  for (const { id } of due) {
    try {
      for (let i = 0; i < MAX_DATES_PER_RUN; i++) {
        const outcome = await billOnce(db, Number(id), now);
        if (outcome.kind === 'notDue') break;
        if (outcome.kind === 'charged') {
          summary.charged++;
          summary.chargedCents += outcome.cents;
        } else summary[outcome.kind]++;
        if (outcome.kind === 'declined' || outcome.kind === 'noCard') break;
      }
    } catch (err) {
      summary.errors++;
      console.error(`[club-billing] membership ${id}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  return summary;
}
