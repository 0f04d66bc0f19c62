import type { DB } from '../../db';
import { clubEventsOf } from '../../club/events';
import { parseSkipped, statusOf } from '../../club/rules';
import { mailsTo } from '../mails';
import type { AdminCustomerDetail } from '../../../lib/admin/types';
import type { ScopedCustomer } from './scope';

const LIMIT = 200;

async function refundedByCharge(db: DB, chargeIds: number[]): Promise<Map<number, number>> {
  if (!chargeIds.length) return new Map();
  const rows = await db.selectFrom('club_charge_refunds').select(['charge_id', 'amount_cents']).where('charge_id', 'in', chargeIds).execute();
  const out = new Map<number, number>();
  for (const r of rows) out.set(Number(r.charge_id), (out.get(Number(r.charge_id)) ?? 0) + Number(r.amount_cents));
  return out;
}

/** Everything the customer page shows (the caller has checked the brand scope). Newest first, at most 200 of each. */
export async function adminCustomerDetail(db: DB, c: ScopedCustomer): Promise<AdminCustomerDetail> {
  const [orders, addresses, memberships, charges, events, mails] = await Promise.all([
    db.selectFrom('orders').select(['id', 'status', 'total_cents', 'created_at']).where('brand_id', '=', c.brand_id).where('customer_id', '=', c.id)
      .orderBy('id', 'desc').limit(LIMIT).execute(),
    db.selectFrom('addresses').selectAll().where('customer_id', '=', c.id).orderBy('id').limit(LIMIT).execute(),
    db.selectFrom('club_memberships as m').innerJoin('club_plans as p', 'p.id', 'm.plan_id').leftJoin('club_plans as pp', 'pp.id', 'm.pause_plan_id')
      .select(['m.id', 'm.status', 'm.paused', 'm.overdue', 'p.name', 'm.amount_cents', 'pp.monthly_price_cents as pause_cents', 'm.next_billing_date', 'm.skipped_json',
        'm.prepaid_months', 'm.started_at', 'm.cancelled_at', 'm.cancel_reason'])
      .where('m.brand_id', '=', c.brand_id).where('m.customer_id', '=', c.id).orderBy('m.id', 'desc').execute(),
    db.selectFrom('club_charges').selectAll().where('brand_id', '=', c.brand_id).where('customer_id', '=', c.id).orderBy('billing_date', 'desc').orderBy('id', 'desc').limit(LIMIT).execute(),
    clubEventsOf(db, c.brand_id, c.id, LIMIT),
    mailsTo(db, c.brand_id, c.email, { limit: LIMIT }),
  ]);
  const refunded = await refundedByCharge(db, charges.map((ch) => Number(ch.id)));
  return {
    id: c.id, brandId: c.brand_id, email: c.email, name: c.name, createdAt: c.created_at, hasPassword: c.password_hash !== null,
    orders: orders.map((o) => ({ id: Number(o.id), status: o.status, totalCents: Number(o.total_cents), createdAt: o.created_at })),
    addresses: addresses.map((a) => ({
      id: Number(a.id), type: a.type, name: a.name, address: a.address, address2: a.address2, city: a.city, state: a.state, zip: a.zip, country: a.country, phone: a.phone,
      isDefault: Number(a.is_default) === 1,
    })),
    memberships: memberships.map((m) => ({
      id: Number(m.id), status: statusOf(m), overdue: Number(m.overdue) === 1, planName: m.name, amountCents: Number(m.amount_cents),
      pausePriceCents: m.pause_cents === null ? null : Number(m.pause_cents), nextBillingDate: m.next_billing_date, skippedMonths: parseSkipped(m.skipped_json),
      prepaidMonths: Number(m.prepaid_months), startedAt: m.started_at, cancelledAt: m.cancelled_at, cancelReason: m.cancel_reason,
    })),
    charges: charges.map((ch) => ({
      id: Number(ch.id), membershipId: Number(ch.membership_id), billingDate: ch.billing_date, amountCents: Number(ch.amount_cents), status: ch.status, failure: ch.failure,
      card: ch.last4 ? `${ch.card_brand ?? 'Card'} ${ch.last4}` : null, paidAt: ch.paid_at, refundedCents: refunded.get(Number(ch.id)) ?? 0,
    })),
    events,
    mails,
  };
}
