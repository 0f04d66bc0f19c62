import { CLUB_MESSAGES, overdueCancelMessage, skipBlockMessage, staleSkipMessage, unskipRefusalMessage } from '../../lib/club/messages';
import { inTransaction, nowIso, type Trx } from '../db/tx';
import type { DB } from '../db';
import { badRequest, notFound } from '../http/errors';
import type { CancelInput } from './input';
import { balanceDue, utcDay } from './billingRules';
import { queueClubChangeMail } from './chargeMails';
import { declinedCharge } from './charges';
import { MEMBER, recordClubEvent, type ClubActor } from './events';
import { clubCancelMail, clubPauseMail, clubResumeMail, clubSkipMail, clubUnskipMail } from './mails';
import { billingFactsOf, factsOf, loadClubRow, type ClubRow } from './membership';
import { decideCancel, decidePause, decideResume, decideSkip, decideUnskip } from './rules';
import { fromCents } from '../../lib/format/money';

/**
 * Takes the row locks of the customer's memberships of this brand (a no-op UPDATE locks the rows on
 * PostgreSQL and takes the write lock on SQLite) and reads the latest one. Every action runs its
 * read-check-write after this in one transaction, so two tabs (or a double click) run one after the
 * other and the second sees what the first did.
 */
export async function lockedMembership(trx: Trx, brandId: string, customerId: number): Promise<ClubRow> {
  const res = await trx
    .updateTable('club_memberships')
    .set((eb) => ({ status: eb.ref('status') }))
    .where('brand_id', '=', brandId)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  const row = Number(res.numUpdatedRows) > 0 ? await loadClubRow(trx, brandId, customerId) : null;
  if (!row) throw notFound(CLUB_MESSAGES.notMember);
  return row;
}

const cancelledRefusal = () => badRequest(`club: ${CLUB_MESSAGES.cancelled}`);

/** POST club/skip: the month now skipped, and whether this call skipped it (false: it already was). */
export async function skipMonth(db: DB, brandId: string, customerId: number, month: string, now = new Date(), by: ClubActor = MEMBER): Promise<{ changed: boolean; month: string }> {
  return inTransaction(db, async (trx) => {
    const row = await lockedMembership(trx, brandId, customerId);
    const facts = factsOf(row);
    const decision = decideSkip(facts, month, now);
    switch (decision.kind) {
      case 'already':
        return { changed: false, month };
      case 'refuse':
        throw badRequest(`${decision.block === 'cancelled' ? 'club' : 'month'}: ${skipBlockMessage(decision.block, facts.nextBillingDate)}`);
      case 'stale':
        throw badRequest(staleSkipMessage(month, decision.next));
      case 'skip':
        await trx
          .updateTable('club_memberships')
          .set({ skipped_json: JSON.stringify(decision.skippedMonths), next_billing_date: decision.nextBillingDate })
          .where('id', '=', row.id)
          .execute();
        await queueClubChangeMail(trx, row, (brand, to) => clubSkipMail(brand, { to, month, nextBillingDate: decision.nextBillingDate }), now);
        await recordClubEvent(trx, row, 'skip', { month, nextBillingDate: decision.nextBillingDate }, by, now);
        return { changed: true, month };
    }
  });
}

/**
 * POST club/unskip: the latest skipped month ahead is billed after all, before its billing date (rules.ts
 * decideUnskip); the billing date moves back to that month's, and the member is mailed.
 */
export async function unskipMonth(db: DB, brandId: string, customerId: number, month: string, now = new Date(), by: ClubActor = MEMBER): Promise<{ changed: boolean; month: string }> {
  return inTransaction(db, async (trx) => {
    const row = await lockedMembership(trx, brandId, customerId);
    const decision = decideUnskip(factsOf(row), month, now);
    if (decision.kind === 'refuse') {
      throw badRequest(`${decision.reason === 'cancelled' ? 'club' : 'month'}: ${unskipRefusalMessage(decision.reason, month, decision.latest)}`);
    }
    await trx
      .updateTable('club_memberships')
      .set({ skipped_json: JSON.stringify(decision.skippedMonths), next_billing_date: decision.nextBillingDate })
      .where('id', '=', row.id)
      .execute();
    const amountCents = row.paused ? (row.pause_price_cents === null ? null : Number(row.pause_price_cents)) : Number(row.amount_cents);
    await queueClubChangeMail(trx, row, (brand, to) => clubUnskipMail(brand, { to, month, nextBillingDate: decision.nextBillingDate, amountCents }), now);
    await recordClubEvent(trx, row, 'unskip', { month, nextBillingDate: decision.nextBillingDate }, by, now);
    return { changed: true, month };
  });
}

/** POST club/pause: billing goes on at the pause plan's price on the same date; member prices stop. */
export async function pauseMembership(db: DB, brandId: string, customerId: number, by: ClubActor = MEMBER): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const row = await lockedMembership(trx, brandId, customerId);
    const decision = decidePause(factsOf(row));
    if (decision === 'cancelled') throw cancelledRefusal();
    if (decision === 'noPausePlan') throw badRequest(`club: ${CLUB_MESSAGES.noPausePlan}`);
    if (decision === 'already') return false;
    await trx.updateTable('club_memberships').set({ status: 'paused', paused: 1, pause_plan_id: row.pause_plan_id }).where('id', '=', row.id).execute();
    await queueClubChangeMail(trx, row, (brand, to) => clubPauseMail(brand, { to, pausePriceCents: row.pause_price_cents, nextBillingDate: row.next_billing_date }));
    await recordClubEvent(trx, row, 'pause', { pausePriceCents: row.pause_price_cents === null ? null : Number(row.pause_price_cents) }, by);
    return true;
  });
}

/** POST club/resume: back to the main plan's price and member prices. */
export async function resumeMembership(db: DB, brandId: string, customerId: number, by: ClubActor = MEMBER): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const row = await lockedMembership(trx, brandId, customerId);
    const decision = decideResume(factsOf(row));
    if (decision === 'cancelled') throw cancelledRefusal();
    if (decision === 'already') return false;
    await trx.updateTable('club_memberships').set({ status: 'active', paused: 0 }).where('id', '=', row.id).execute();
    await queueClubChangeMail(trx, row, (brand, to) => clubResumeMail(brand, { to, amountCents: row.amount_cents, nextBillingDate: row.next_billing_date }));
    await recordClubEvent(trx, row, 'resume', { amountCents: Number(row.amount_cents) }, by);
    return true;
  });
}

export type CancelOutcome =
  | { kind: 'cancelled'; changed: boolean; trackingNumber: string | null }
  | { kind: 'overdue'; message: string };

/** The tracking number of the customer's latest order of this brand while it is on its way (shipped, not delivered). */
async function trackingOnItsWay(trx: Trx, brandId: string, customerId: number): Promise<string | null> {
  const latest = await trx
    .selectFrom('orders')
    .select(['status', 'tracking_number'])
    .where('brand_id', '=', brandId)
    .where('customer_id', '=', customerId)
    .where('parent_order_id', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return latest?.status === 'shipped' && latest.tracking_number ? latest.tracking_number : null;
}

/**
 * POST club/cancel: active or paused → cancelled, with the reason and comment kept on the
 * membership and the customer marked as having cancelled before. An overdue member is told to
 * settle the balance first; cancelling again changes nothing.
 */
export async function cancelMembership(db: DB, brandId: string, customerId: number, input: CancelInput, by: ClubActor = MEMBER): Promise<CancelOutcome> {
  return inTransaction(db, async (trx) => {
    const row = await lockedMembership(trx, brandId, customerId);
    const facts = factsOf(row);
    const decision = decideCancel(facts);
    if (decision === 'overdue') {
      const due = balanceDue(billingFactsOf(row), await declinedCharge(trx, row.id), utcDay(new Date()));
      return { kind: 'overdue', message: overdueCancelMessage(due ? fromCents(due.amountCents) : null) };
    }
    if (decision === 'cancel') {
      await trx
        .updateTable('club_memberships')
        .set({ status: 'cancelled', paused: 0, next_billing_date: null, cancelled_at: nowIso(), cancel_reason: input.reason, cancel_comment: input.comment })
        .where('id', '=', row.id)
        .execute();
      await trx.updateTable('customers').set({ cancelled_club_before: 1 }).where('id', '=', customerId).where('brand_id', '=', brandId).execute();
      await queueClubChangeMail(trx, row, (brand, to) => clubCancelMail(brand, { to }));
      await recordClubEvent(trx, row, 'cancel', { reason: input.reason, comment: input.comment }, by);
    }
    return { kind: 'cancelled', changed: decision === 'cancel', trackingNumber: await trackingOnItsWay(trx, brandId, customerId) };
  });
}
