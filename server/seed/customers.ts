import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Brand } from '../../brands/types';
import type { Database } from '../db/types';
import type { SeedItem } from './catalog';
import type { BrandSeed } from './data/types';
import { getGateway } from '../payments';
import { TEST_CARDS } from '../payments/sandbox';
import { insertMany } from './insert';
import { hashPassword } from './password';
import { Rng } from './prng';
import { FREE_SHIPPING_THRESHOLD, STANDARD_SHIPPING_COST } from './settings';
import { quoteFromTable } from '../tax/table';
import { beforeDay, dayFrom, daysBefore, noonOf } from './time';
import { toCents } from '../../lib/format/money';

export const DEMO_PASSWORD = 'demo-password';

/** The demo club membership, counted from the seeding day: next billed this many days after it… */
export const DEMO_CLUB_NEXT_BILLING_IN_DAYS = 14;
/** …and started this many days before it. */
export const DEMO_CLUB_STARTED_DAYS_AGO = 180;
export const DEMO_NAME = 'Demo Shopper';

/** demo@pf.example, demo@ckb.example, … */
export function demoEmail(brandId: string): string {
  return `demo@${brandId}.example`;
}

const ADDRESS = {
  name: DEMO_NAME, company: '', country: 'US', address: '123 Harbor Way', address2: 'Apt 4B', city: 'San Diego', state: 'CA',
  zip: '92101', phone: '(619) 555-0142',
};
const WORK_ADDRESS = {
  name: DEMO_NAME, company: 'Demo Studio', country: 'US', address: '500 Market Street', address2: 'Suite 210', city: 'San Francisco',
  state: 'CA', zip: '94105', phone: '(415) 555-0199',
};

/** { shipping_name, shipping_company, …, shipping_phone } for the customer row (spec: shipping_* fields). */
function prefixed(prefix: string, a: typeof ADDRESS): Record<string, string> {
  return Object.fromEntries(Object.entries(a).map(([k, v]) => [`${prefix}_${k}`, v]));
}

type Status = 'delivered' | 'shipped' | 'processing';

const TRACKING: Record<Status, [string, number][]> = {
  // [description, days after the order]
  delivered: [['Shipping label created', 0], ['Picked up by carrier', 1], ['In transit to destination', 2], ['Out for delivery', 4], ['Delivered', 4]],
  shipped: [['Shipping label created', 0], ['Picked up by carrier', 1], ['In transit to destination', 2]],
  processing: [],
};

/**
 * The demo customer of a brand: login demo@<brand>.example / demo-password, a default US
 * shipping address (plus billing and a second shipping address), a saved Visa ending 4242, three
 * past orders (delivered, shipped, processing) with items, payments and tracking events, a
 * wishlist, a style profile and, for club brands, an active club membership. The orders and the
 * membership are dated from `today`, the seeding day (time.ts seedToday): the orders placed 62, 6
 * and 1 days before it, the membership started 180 days before it and next billed 14 days after
 * it, so the members pages show a billing date still to come and a month to skip, and the order
 * statuses fit their dates.
 *
 * customers.addresses_json holds flat shipping_name … shipping_phone and billing_* fields;
 * orders.addresses_json is { shipping: {name, company, country, address, address2, city, state,
 * zip, phone}, billing: {…}, billingSameAsShipping }, as checkout writes it.
 */
export async function seedDemoCustomer(
  db: Kysely<Database>, brand: Brand, seed: BrandSeed, brandNo: number, items: SeedItem[], clubPlanIds: number[], today: string,
): Promise<void> {
  const rng = new Rng(`${brand.id}:demo-customer`);
  const salt = createHash('sha256').update(`seed-demo-salt:${brand.id}`).digest().subarray(0, 16);
  const customer = await db
    .insertInto('customers')
    .values({
      brand_id: brand.id, email: demoEmail(brand.id), name: DEMO_NAME, password_hash: await hashPassword(DEMO_PASSWORD, salt),
      region: ADDRESS.state, city: ADDRESS.city,
      addresses_json: JSON.stringify({ ...prefixed('shipping', ADDRESS), ...prefixed('billing', ADDRESS) }),
      phone_normalized: '+16195550142', cancelled_club_before: 0, created_at: daysBefore(240),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const customerId = Number(customer.id);

  const addressRow = (type: string, a: typeof ADDRESS, isDefault: number) => ({ customer_id: customerId, type, ...a, is_default: isDefault });
  await insertMany(db, 'addresses', [addressRow('shipping', ADDRESS, 1), addressRow('billing', ADDRESS, 1), addressRow('shipping', WORK_ADDRESS, 0)]);
  // A genuine sandbox token (signed with this install's key), so the club's billing run and the
  // checkout can charge the demo card like any card a shopper saved.
  const demoToken = getGateway().tokenize({ number: TEST_CARDS.approve, expMonth: '12', expYear: '2030', cvc: '123', name: DEMO_NAME }).token;
  await insertMany(db, 'payment_methods', [
    { customer_id: customerId, gateway_token: demoToken, card_brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030, is_default: 1, created_at: daysBefore(240) },
  ]);

  // Orders ---------------------------------------------------------------------------------------
  const regular = items.filter((i) => !i.vip);
  // Same shape as server/checkout/place.ts writes: { shipping: {name, company, …}, billing, billingSameAsShipping }.
  const orderAddresses = JSON.stringify({ shipping: ADDRESS, billing: ADDRESS, billingSameAsShipping: true });
  const plan: [Status, number, number, string | null][] = [
    ['delivered', 62, 3, '10First'],
    ['shipped', 6, 2, null],
    ['processing', 1, 1, null],
  ];
  for (const [n, [status, daysAgo, lines, code]] of plan.entries()) {
    const picks = rng.sample(regular, lines);
    const orderLines = picks.map((item) => {
      const size = item.sizes.find((s) => s.stock > 1) ?? item.sizes[0];
      const unit = seed.shop.hasClub && item.clubPriceCents ? item.clubPriceCents : item.priceCents;
      const quantity = rng.chance(0.25) ? 2 : 1;
      return { item, size: size.size, color: item.colors[0].name, unit, quantity };
    });
    const subtotal = orderLines.reduce((s, l) => s + l.unit * l.quantity, 0);
    const discount = code ? Math.round(subtotal * 0.1) : 0;
    const shipping = subtotal - discount >= toCents(FREE_SHIPPING_THRESHOLD) ? 0 : toCents(STANDARD_SHIPPING_COST);
    // US sales tax for the order's address (the built-in state table; CA taxes neither shipping nor, here, a discount).
    const tax = quoteFromTable({ destination: { country: ADDRESS.country, state: ADDRESS.state }, lines: [{ amountCents: subtotal - discount }], shipping, club: 0 }).total;
    const total = subtotal - discount + shipping + tax;
    // Placed from the seeding day, so 'Processing' is yesterday's order and 'Shipped' last week's.
    const createdAt = beforeDay(today, daysAgo, 600 + n * 37);
    const tracking = status === 'processing' ? null : `9400111899223${String(brandNo).padStart(2, '0')}${String(4810 + n * 1337).padStart(7, '0')}`;
    const order = await db
      .insertInto('orders')
      .values({
        brand_id: brand.id, customer_id: customerId, session_id: null, parent_order_id: null, email: demoEmail(brand.id), status,
        subtotal_cents: subtotal, discount_cents: discount, shipping_cents: shipping, tax_cents: tax, total_cents: total,
        discount_code: code, shipping_method: 'Standard', tracking_number: tracking, addresses_json: orderAddresses,
        payment_token: demoToken, idempotency_key: `seed:${brand.id}:order:${n + 1}`, created_at: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const orderId = Number(order.id);
    await insertMany(
      db,
      'order_items',
      orderLines.map((l) => ({
        order_id: orderId, item_id: l.item.id, name: l.item.name, color: l.color, size: l.size, image: l.item.image1, quantity: l.quantity,
        unit_price_cents: l.unit, total_cents: l.unit * l.quantity, discount_class: '', offer_id: null, cancelled: 0,
      })),
    );
    await insertMany(db, 'payments', [
      {
        order_id: orderId, gateway: 'sandbox', charge_id: `ch_seed_${brand.id}_${n + 1}`, token: demoToken, amount_cents: total,
        status: 'captured', card_brand: 'visa', last4: '4242', method: 'card', idempotency_key: `seed:${brand.id}:payment:${n + 1}`,
        created_at: createdAt,
      },
    ]);
    // The sandbox processor's own record of the payment (server/payments/sandboxProcessor.ts), so the demo orders can be refunded.
    await insertMany(db, 'sandbox_payments', [
      {
        id: `ch_seed_${brand.id}_${n + 1}`, idempotency_key: `seed:${brand.id}:payment:${n + 1}`, brand_id: brand.id, reference_kind: 'order',
        reference_id: String(orderId), amount_cents: total, captured_cents: total, refunded_cents: 0, status: 'succeeded', decline_code: null,
        card_brand: 'visa', last4: '4242', wallet: null, created_at: createdAt, updated_at: createdAt,
      },
    ]);
    await insertMany(
      db,
      'tracking_events',
      TRACKING[status].map(([description, after], i) => ({
        order_id: orderId, description, occurred_at: beforeDay(today, daysAgo - after, 600 + n * 37 - 180 * (i + 1)),
      })),
    );
  }

  // Wishlist, style profile, club ----------------------------------------------------------------
  await insertMany(
    db,
    'wishlist_items',
    rng.sample(regular, 4).map((item, i) => ({ customer_id: customerId, item_id: item.id, created_at: daysBefore(30 - i * 5) })),
  );
  await insertMany(
    db,
    'style_profiles',
    Object.entries(seed.styleProfile).map(([field, chosen]) => ({
      brand_id: brand.id, owner_key: `c:${customerId}`, field, chosen, updated_at: daysBefore(200),
    })),
  );
  if (seed.shop.hasClub && clubPlanIds.length >= 2) {
    await insertMany(db, 'club_memberships', [
      {
        brand_id: brand.id, customer_id: customerId, plan_id: clubPlanIds[0], pause_plan_id: clubPlanIds[1], status: 'active',
        overdue: 0, paused: 0, paypal_express: 0, amount_cents: toCents(seed.clubMonthly), next_billing_date: dayFrom(today, DEMO_CLUB_NEXT_BILLING_IN_DAYS),
        next_prepaid_ship_date: null, prepaid_months: 0, free_accessory: 0, bonus_piece: 0, skipped_json: '[]',
        started_at: noonOf(today, -DEMO_CLUB_STARTED_DAYS_AGO), cancelled_at: null,
      },
    ]);
  }
}
