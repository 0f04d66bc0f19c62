import type { DB } from '../../db';
import { inTransaction, isUniqueViolation, nowIso } from '../../db/tx';
import { queueClubChangeMail } from '../../club/chargeMails';
import { clubRefundedMail } from '../../club/mails';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { optionalString } from '../../http/input';
import { rowIdOf } from '../../http/rowId';
import type { Fields } from '../../http/types';
import { processorFor } from '../../payments/processors';
import { formatCents } from '../../../lib/format/money';
import { writeAudit } from '../audit';
import { overLimit, readRefundAsk } from '../orders/refundAmount';
import type { Staff } from '../staffAccounts';
import type { ScopedCustomer } from './scope';

export const CHARGE_NOT_FOUND = 'charge: not found';

export interface ChargeRefundOutcome {
  chargeId: number;
  /** This refund. */
  amountCents: number;
  /** The charge's refunds so far, this one included. */
  refundedCents: number;
  chargedCents: number;
  refundId: string;
  /** An earlier ask's refund answered again (the same ask sent twice from one page): nothing new was refunded. */
  again: boolean;
}

export const CHARGE_REFUND_MESSAGES = {
  seen: 'refundedSeen: must be the cents refunded of this charge as the page showed them',
  moved: (refundedCents: number) => `charge: was refunded since you opened it (${formatCents(refundedCents)} refunded now); reload the customer before refunding more`,
} as const;

/**
 * Refunds a paid monthly club charge of the customer, in full or in part (`amount` in dollars;
 * none: what is left), through the payment layer's refund interface (the brand's processor,
 * `refundPayment`), within a support member's refund limit; one club_charge_refunds row and one
 * audit row. The idempotency key counts the charge's refunds, so a retry answers the same refund
 * and two refunds at the same moment cannot both go through. The page sends what it showed refunded
 * (`refundedSeen`, cents): the same ask sent again after the first was done answers that refund, and
 * an ask from a page the charge has moved past is a 409.
 */
export async function refundClubCharge(db: DB, staff: Staff, c: ScopedCustomer, rawChargeId: string | undefined, f: Fields, ip: string | null, now: Date): Promise<ChargeRefundOutcome> {
  const chargeId = rowIdOf(rawChargeId);
  if (chargeId === null) throw notFound(CHARGE_NOT_FOUND);
  const ask = readRefundAsk(optionalString(f, 'amount', 20), undefined);
  if ('error' in ask) throw badRequest(ask.error);
  if (ask.kind === 'lines') throw badRequest('amount: must be an amount in dollars, such as 12.50');
  const reason = optionalString(f, 'reason', 500)?.trim() ?? '';
  const seenText = optionalString(f, 'refundedSeen', 12);
  if (seenText !== undefined && !/^\d+$/.test(seenText)) throw badRequest(CHARGE_REFUND_MESSAGES.seen);
  const charge = await db.selectFrom('club_charges').selectAll().where('id', '=', chargeId).where('customer_id', '=', c.id).where('brand_id', '=', c.brand_id).executeTakeFirst();
  if (!charge) throw notFound(CHARGE_NOT_FOUND);
  if (charge.status !== 'paid') throw badRequest('charge: was declined; nothing was taken to refund');
  // A prepaid month is recorded as a paid charge of $0.00 with no processor charge: its prepayment is refunded on cancel.
  if (!charge.gateway_charge_id || Number(charge.amount_cents) <= 0) throw badRequest('charge: nothing was charged for this month (a prepaid month)');
  const earlier = await db.selectFrom('club_charge_refunds').select(['amount_cents', 'processor_refund_id']).where('charge_id', '=', chargeId).orderBy('id').execute();
  const refundedBefore = earlier.reduce((s, r) => s + Number(r.amount_cents), 0);
  const chargedCents = Number(charge.amount_cents);
  if (seenText !== undefined && Number(seenText) !== refundedBefore) {
    const seen = Number(seenText);
    if (seen > refundedBefore) throw badRequest(CHARGE_REFUND_MESSAGES.seen);
    // The last refund is this ask's when it took the charge from what the page showed to what it is now.
    const last = earlier[earlier.length - 1];
    const asked = ask.kind === 'amount' ? ask.cents : chargedCents - seen;
    if (last && Number(last.amount_cents) === asked && refundedBefore - asked === seen) {
      return { chargeId, amountCents: asked, refundedCents: refundedBefore, chargedCents, refundId: last.processor_refund_id, again: true };
    }
    throw conflict(CHARGE_REFUND_MESSAGES.moved(refundedBefore));
  }
  const left = chargedCents - refundedBefore;
  if (left <= 0) throw badRequest('charge: everything charged has been refunded already');
  const cents = ask.kind === 'amount' ? ask.cents : left;
  if (cents > left) throw badRequest(`amount: at most ${formatCents(left)} is left to refund on this charge`);
  const limit = staff.role === 'support' ? staff.refundLimitCents : null;
  if (overLimit(cents, limit)) throw forbidden(`amount: ${formatCents(cents)} is above your refund limit of ${formatCents(limit ?? 0)}; ask an owner`);

  const key = `${charge.brand_id}:club-charge-refund:${chargeId}:${earlier.length + 1}`;
  const refund = await processorFor(charge.brand_id).refundPayment({
    paymentId: charge.gateway_charge_id, amountCents: cents, idempotencyKey: key, reason: `back office (${staff.email})${reason ? `: ${reason}` : ''}`,
  });
  const outcome = { chargeId, amountCents: cents, refundedCents: refundedBefore + cents, chargedCents, refundId: refund.id, again: false };
  try {
    // The refund and the member's mail about it are recorded together.
    await inTransaction(db, async (trx) => {
      await trx.insertInto('club_charge_refunds').values({
        charge_id: chargeId, brand_id: charge.brand_id, amount_cents: cents, processor_refund_id: refund.id, idempotency_key: key, reason, staff_id: staff.id, created_at: nowIso(),
      }).execute();
      const card = charge.last4 ? { brand: charge.card_brand ?? '', last4: charge.last4 } : null;
      await queueClubChangeMail(trx, { brand_id: charge.brand_id, customer_id: c.id }, (brand, to) => clubRefundedMail(brand, {
        to, billingDate: charge.billing_date, amountCents: cents, refundedCents: outcome.refundedCents, chargedCents: outcome.chargedCents, card,
      }), now);
    });
  } catch (err) {
    // The same refund recorded by a request at the same moment: one refund, recorded and audited once.
    if (isUniqueViolation(err)) return { ...outcome, again: true };
    throw err;
  }
  await writeAudit(db, {
    staffId: staff.id, action: 'club.refund', recordType: 'customer', recordId: String(c.id), brandId: c.brand_id,
    before: { chargeId, billingDate: charge.billing_date, refundedCents: refundedBefore }, after: { chargeId, refundedCents: outcome.refundedCents, amountCents: cents, reason }, ip,
  }, now);
  return outcome;
}
