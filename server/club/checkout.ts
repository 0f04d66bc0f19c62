import type { Brand } from '../../brands/types';
import type { Trx } from '../db/tx';
import { nowIso } from '../db/tx';
import { statusOf } from './rules';
import { firstRenewalDate } from '../../lib/club/disclosure';

/**
 * The club membership bought with an order (club in the cart): active from now, billed monthly
 * from next month, on the brand's main plan. An active membership is kept as it is; a paused one
 * (a paused member pays list prices, so the cart lets them buy the club) is resumed. A cancelled
 * one stays as it was and the new membership is a row of its own: the latest row is the one that
 * counts (server/club/membership.ts, server/cart/membership.ts).
 */
export async function startMembership(trx: Trx, brand: Brand, customerId: number, firstMonthCents: number): Promise<number | null> {
  const current = await trx
    .selectFrom('club_memberships')
    .select(['id', 'status', 'paused'])
    .where('brand_id', '=', brand.id)
    .where('customer_id', '=', customerId)
    .where('status', '!=', 'cancelled')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (current) {
    if (statusOf(current) === 'paused') await trx.updateTable('club_memberships').set({ status: 'active', paused: 0 }).where('id', '=', current.id).execute();
    return current.id;
  }
  const plan = await trx.selectFrom('club_plans').selectAll().where('brand_id', '=', brand.id).where('kind', '=', 'main').orderBy('id').executeTakeFirst();
  if (!plan) throw new Error(`brand ${brand.id} sells the club but has no main club plan`);
  const pause = await trx.selectFrom('club_plans').select('id').where('brand_id', '=', brand.id).where('kind', '=', 'pause').orderBy('id').executeTakeFirst();
  const now = new Date();
  const row = await trx
    .insertInto('club_memberships')
    .values({
      brand_id: brand.id, customer_id: customerId, plan_id: plan.id, pause_plan_id: pause?.id ?? null, status: 'active',
      amount_cents: firstMonthCents || plan.monthly_price_cents, next_billing_date: firstRenewalDate(now), started_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
