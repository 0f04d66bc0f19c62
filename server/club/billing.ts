import { lockCustomer } from '../accounts/customerLock';
import { inTransaction } from '../db/tx';
import type { DB } from '../db';
import { chargeSavedCard, chargeableCards } from '../payments/chargeableCards';
import { MAX_DATES_PER_RUN, billingCardOf, decideBilling, runChargeKey, utcDay } from './billingRules';
import { chargeOn, publicCard, recordCharge } from './charges';
import { queueClubDecline, queueClubReceipt } from './chargeMails';
import { billingFactsOf, loadClubRowById } from './membership';

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
}

type Outcome = { kind: 'notDue' | 'skipped' | 'noCard' | 'declined' } | { kind: 'charged'; cents: number };

/**
 * One billing date of one membership, in one transaction with the membership's row lock (the no-op
 * UPDATE the member's own club actions take, so a skip or cancel at the same moment waits): read
 * again after the lock, decide (billingRules.ts), charge with the date's idempotency key, record the
 * charge (unique per membership and date), move the date on or flag overdue.
 */
async function billOnce(db: DB, membershipId: number, now: Date): Promise<Outcome> {
  return inTransaction(db, async (trx) => {
    const locked = await trx
      .updateTable('club_memberships')
      .set((eb) => ({ status: eb.ref('status') }))
      .where('id', '=', membershipId)
      .executeTakeFirst();
    const row = Number(locked.numUpdatedRows) > 0 ? await loadClubRowById(trx, membershipId) : null;
    if (!row) return { kind: 'notDue' };
    const facts = billingFactsOf(row);
    const date = row.next_billing_date;
    const decision = decideBilling(facts, utcDay(now), date ? await chargeOn(trx, row.id, date) : null);
    const moveOn = (next: string) => trx.updateTable('club_memberships').set({ next_billing_date: next }).where('id', '=', row.id).execute();
    const flagOverdue = () => trx.updateTable('club_memberships').set({ overdue: 1 }).where('id', '=', row.id).execute();

    switch (decision.kind) {
      case 'notDue':
        return { kind: 'notDue' };
      case 'moveOn':
        await moveOn(decision.nextBillingDate);
        return { kind: 'skipped' };
      case 'stillDeclined':
        await flagOverdue();
        return { kind: 'declined' };
      case 'charge': {
        // The customer's lock too, as card changes take it: the default card cannot change mid-charge.
        await lockCustomer(trx, row.brand_id, row.customer_id);
        const card = billingCardOf(await chargeableCards(trx, row.customer_id, now));
        const charged = { billingDate: decision.billingDate, amountCents: decision.amountCents, paused: facts.status === 'paused' };
        if (!card) {
          await recordCharge(trx, row, decision.billingDate, decision.amountCents, 1, { status: 'declined', failure: 'no_card', card: null });
          await flagOverdue();
          await queueClubDecline(trx, row, { ...charged, card: null }, now);
          return { kind: 'noCard' };
        }
        const result = await chargeSavedCard(card, decision.amountCents, runChargeKey(row.id, decision.billingDate));
        if (result.status !== 'succeeded') {
          await recordCharge(trx, row, decision.billingDate, decision.amountCents, 1, { status: 'declined', failure: result.code, card: publicCard(card) });
          await flagOverdue();
          await queueClubDecline(trx, row, { ...charged, card }, now);
          return { kind: 'declined' };
        }
        await recordCharge(trx, row, decision.billingDate, decision.amountCents, 1, { status: 'paid', chargeId: result.chargeId, card: publicCard(card) });
        await moveOn(decision.nextBillingDate);
        await queueClubReceipt(trx, row, { ...charged, card, nextBillingDate: decision.nextBillingDate }, now);
        return { kind: 'charged', cents: decision.amountCents };
      }
    }
  });
}

/**
 * The monthly billing run (`npm run club:bill`): every membership that is due on `now`'s UTC day
 * (active or paused, not overdue, next billing date today or before) is charged its monthly price on
 * its default card, or moved on a month when that month was skipped. A membership whose run was
 * missed is caught up one billing date at a time (at most MAX_DATES_PER_RUN). Safe to run again or
 * twice at once: a billing date is charged once (see billOnce). Each charge queues the member a
 * receipt, each decline a notice (server/club/mails.ts) in email_outbox.
 */
export async function billDueMemberships(db: DB, now = new Date()): Promise<BillingSummary> {
  const summary: BillingSummary = { charged: 0, skipped: 0, declined: 0, noCard: 0, errors: 0, chargedCents: 0 };
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
