import { createHash } from 'node:crypto';
import type { ShopContext } from '../http/types';
import { badRequest, conflict, paymentRequired } from '../http/errors';
import { lockCartOfSession } from '../cart/cartRow';
import { reconcileFreeGift } from '../cart/mutate';
import { priceCart } from '../cart/pricing';
import { assertOrderRules } from '../cart/orderRules';
import { inTransaction, isUniqueViolation, nowIso, type Trx } from '../db/tx';
import { CLUB_TERMS_VERSION, clubDisclosureText, firstRenewalDate } from '../../lib/club/disclosure';
import { processorFor } from '../payments/processors';
import { SHOP_CURRENCY, type PaymentMethodDetails, type PaymentShipping } from '../payments/processor';
import { storeHost } from '../../lib/api/shared';
import { confirmPaidLater, sessionCartOf } from './settleLater';
import { DECLINE_MESSAGES } from '../payments/sandbox';
import { getStoreSettings } from '../settings/store';
import { assertShipsTo } from '../shipping/destination';
import { countryCode } from '../../lib/shipping/zones';
import { describeShopperMethod } from '../payments/holder';
import { chargeTodayCents, checkPaymentMethod, instalmentsOf } from '../payments/methods';
import type { KeptCard } from '../payments/savedCards';
import { abandonOrder, confirmOrder } from './confirm';
import { cardToKeep, type CardKeepingFacts } from './cardKeeping';
import type { CheckoutInput } from './input';
import { findOrCreateCustomer } from './customers';
import { adoptSessionProfile } from './styleProfile';
import { ownsOrder, type OrderRow } from './orders';
import { takeStock } from './stock';
import { fromCents, toCents } from '../../lib/format/money';

export interface PlacedOrder {
  order: OrderRow;
  /** False when the idempotency key named an order placed earlier (nothing new was charged). */
  created: boolean;
  /** What became of the card it was paid with (null: not kept, or an earlier order answered again). */
  card: KeptCard | null;
  /**
   * Set while the order waits for its payer (still 'pending'): a 3-D Secure challenge or a
   * buy-now-pay-later redirect that the browser's Stripe.js completes with this client secret, then
   * POST checkout/complete confirms the order.
   */
  action: { clientSecret: string } | null;
}

const findByKey = (db: ShopContext['db'], brandId: string, key: string) =>
  db.selectFrom('orders').selectAll().where('brand_id', '=', brandId).where('idempotency_key', '=', key).executeTakeFirst();

/**
 * Payment idempotency key of an order: one charge per submit and card, whatever the retries.
 * The token is part of it so that after a decline the same submit may be retried with another card.
 */
export const orderChargeKey = (brandId: string, key: string, token: string) =>
  `${brandId}:order:${key}:${createHash('sha256').update(token).digest('base64url').slice(0, 16)}`;

/**
 * Places the order in three steps, so that no charge runs inside an open transaction:
 * 1. One transaction records the order as 'pending': the cart row is locked, the amounts
 *    re-computed on the server, stock taken per line (409 when a size just sold out), order and
 *    lines written with the payment's idempotency key (orders.charge_key).
 * 2. The brand's processor charges the card with that key (a retry or a second instance answers the
 *    same payment, never a second one).
 * 3. Paid: a second transaction confirms the order (confirm.ts: payment recorded, club started,
 *    card kept, mail queued, cart emptied). Declined: the pending order is removed, its stock given
 *    back, the cart left as it was, and the submit may be retried with another card (a 402).
 * A crash between 2 and 3 leaves a pending order; the reconciliation job (payments-reconcile) asks
 * the processor by the key and confirms or removes it, and a retry of the same submit completes it.
 */
export async function placeOrder(ctx: ShopContext, input: CheckoutInput): Promise<PlacedOrder> {
  const processor = processorFor(ctx.brand.id);
  // A typed card must be this session's (payments/holder.ts); a saved card's (the account's) and the last order's (this
  // session's) were read on the server by the route.
  const typed = input.savedCardId === null && input.sessionCardOrderId === null;
  const card = typed ? await describeShopperMethod(ctx.brand.id, ctx.session.id, input.paymentToken) : await processor.describeMethod(input.paymentToken);
  const earlier = await findByKey(ctx.db, ctx.brand.id, input.idempotencyKey);
  if (earlier) return reuse(ctx, earlier, input, card);
  const sessionId = ctx.session.id;
  if (!sessionId) throw badRequest('cart: is empty');
  // Only where the brand ships (its shipping zones); the order is priced and taxed for that address.
  assertShipsTo(await getStoreSettings(ctx.db, ctx.brand.id), input.shipping.country, 'shippingCountry');
  const destination = { country: countryCode(input.shipping.country), state: input.shipping.state.trim().toUpperCase(), zip: input.shipping.zip, city: input.shipping.city };

  let pending: Pending;
  try {
    const recorded = await inTransaction(ctx.db, async (trx): Promise<Pending | { raced: OrderRow }> => {
      const cart = await lockCartOfSession(trx, sessionId);
      // A concurrent submit with the same key waited for the cart lock: answer its order.
      const raced = await findByKey(trx, ctx.brand.id, input.idempotencyKey);
      if (raced) return { raced };
      if (!cart) throw badRequest('cart: is empty');
      // The row as locked just now: nothing has changed it in this transaction.
      await reconcileFreeGift(ctx, trx, cart);
      const priced = await priceCart(trx, ctx.brand, cart, ctx.session.customerId, destination);
      const { cents } = priced;
      // The club may be bought on its own: its first month is then the whole order.
      if (priced.lines.length === 0 && cents.club === 0) throw badRequest('cart: is empty');
      if (cents.total <= 0) throw badRequest('cart: nothing to pay for');
      // Automatic renewal: the club is bought only with the shopper's consent to the disclosed terms, given by the pay button.
      if (cents.club > 0 && !input.clubConsent) {
        throw badRequest('clubConsent: please agree to the membership terms and monthly charge, or remove the membership');
      }
      // VIP-only items and first-order codes, checked with the typed email before anything is charged.
      await assertOrderRules(trx, ctx.brand, priced, { customerId: ctx.session.customerId, sessionId, email: input.email });
      const instalments = checkPaymentMethod(input.paymentMethod, priced.settings, cents.total);

      await takeStock(trx, priced.lines.map((l) => ({ itemId: l.itemId, size: l.size, quantity: l.quantity, name: l.name })));
      const owner = await orderOwner(trx, ctx, input);
      const customerId = owner.id;
      if (owner.kind === 'guest-record' && customerId !== null) await adoptSessionProfile(trx, ctx.brand.id, sessionId, customerId);
      // A membership bills its account every month: only the account's owner starts one on it (confirm.ts starts it
      // for the order's customer). The club in the cart with an account's email, not logged in, would take the first
      // month's fee for a membership that cannot start: refused before anything is charged (everything above rolls
      // back), asking them to log in.
      if (cents.club > 0 && owner.kind === 'registered-not-logged-in') throw conflict(clubNeedsLogin(ctx.brand.storeName, priced.settings.clubName));
      const chargeKey = orderChargeKey(ctx.brand.id, input.idempotencyKey, input.paymentToken);
      const keep = cardToKeep({
        joinsClub: cents.club > 0, saveCard: input.saveCard, paymentMethod: input.paymentMethod, paidWithSavedCard: input.savedCardId !== null,
        customer: owner.kind,
      });
      const order = await insertOrder(trx, ctx, input, {
        customerId, sessionId, cents, discountCode: cents.discount > 0 && priced.discount ? priced.discount.code : null, flow: cart.checkout_flow,
        clubConsent: cents.club > 0 ? clubConsentRecord(priced.settings.clubName, cents.club) : null, chargeKey, keep,
      });
      if (priced.lines.length > 0) {
        await trx
          .insertInto('order_items')
          .values(priced.lines.map((l) => ({
            order_id: order.id, item_id: l.itemId, name: l.name, color: l.color, size: l.size, image: l.image, quantity: l.quantity,
            unit_price_cents: toCents(l.price), total_cents: l.totalCents, discount_class: l.discountClass,
            offer_id: null as number | null,
          })))
          .execute();
      }
      if (cents.club > 0) {
        await trx
          .insertInto('order_items')
          .values({ order_id: order.id, item_id: 0, name: `${priced.settings.clubName} membership (first month)`, quantity: 1, unit_price_cents: cents.club, total_cents: cents.club, discount_class: 'club' })
          .execute();
      }
      return { order, cartId: cart.id, instalments, keep, ownerKind: owner.kind };
    });
    if ('raced' in recorded) return reuse(ctx, recorded.raced, input, card);
    pending = recorded;
  } catch (err) {
    // Two submits raced past the cart lock (e.g. different carts, same key): the loser answers the winner's order.
    if (isUniqueViolation(err)) {
      const winner = await findByKey(ctx.db, ctx.brand.id, input.idempotencyKey);
      if (winner) return reuse(ctx, winner, input, card);
    }
    throw err;
  }
  return payAndConfirm(ctx, input, card, pending);
}

interface Pending {
  order: OrderRow;
  cartId: number | null;
  /** Only what the cart held when the order was placed is emptied (a retry completing an earlier submit's order). */
  orderedOnly?: boolean;
  instalments: number;
  keep: { makeDefault: boolean } | null;
  ownerKind: CardKeepingFacts['customer'];
}

/** Steps 2 and 3 of placeOrder: charge the pending order with its key, then confirm it or remove it. */
async function payAndConfirm(ctx: ShopContext, input: CheckoutInput, card: PaymentMethodDetails, p: Pending): Promise<PlacedOrder> {
  const processor = processorFor(ctx.brand.id);
  const chargeKey = p.order.charge_key ?? orderChargeKey(ctx.brand.id, input.idempotencyKey, input.paymentToken);
  const payment = await processor.createPayment({
    amountCents: chargeTodayCents(processor.name, p.instalments, Number(p.order.total_cents)), currency: SHOP_CURRENCY, method: input.paymentToken, capture: 'automatic',
    reference: { kind: 'order', id: String(p.order.id), brandId: ctx.brand.id }, idempotencyKey: chargeKey,
    // The card is set up for off-session use with the order's customer: a card to keep, and the one-click post-purchase
    // offers that charge the order's card (a processor's method used once without its customer cannot be charged again).
    customer: p.order.customer_id !== null ? { customerId: p.order.customer_id, email: p.order.email, name: input.shipping.fullName } : null,
    saveForLater: p.order.customer_id !== null && input.paymentMethod !== 'afterpay',
    // Only a method that redirects the payer needs a way back (a card's 3-D Secure runs in the page, in Stripe.js's frame).
    returnUrl: input.paymentMethod === 'afterpay' ? checkoutReturnUrl(ctx, p.order.id) : undefined,
    shipping: paymentShipping(input.shipping),
  });
  if (payment.status === 'requires_action' && payment.clientSecret) {
    // The payer acts in the browser (3-D Secure, a redirect): the order stays pending with its payment until checkout/complete.
    await ctx.db.updateTable('orders').set({ payment_id: payment.id }).where('id', '=', p.order.id).where('status', '=', 'pending').execute();
    return { order: p.order, created: true, card: null, action: { clientSecret: payment.clientSecret } };
  }
  if (payment.status !== 'succeeded') {
    await inTransaction(ctx.db, (trx) => abandonOrder(trx, p.order.id));
    throw paymentRequired(payment.decline?.message ?? DECLINE_MESSAGES.card_declined);
  }
  const kept = p.keep && p.order.customer_id !== null
    ? { card: { ...(await processor.savePaymentMethod({ method: input.paymentToken, customer: { customerId: p.order.customer_id, email: p.order.email }, idempotencyKey: `${chargeKey}:save` })), token: input.paymentToken }, makeDefault: p.keep.makeDefault }
    : null;
  const done = await inTransaction(ctx.db, (trx) => confirmOrder(trx, ctx.brand, p.order, {
    processorName: processor.name, payment, method: input.paymentToken, paymentMethod: input.paymentMethod, instalments: p.instalments,
    card, keep: kept, cartId: p.cartId, orderedOnly: p.orderedOnly,
  }));
  if (!done.confirmed) {
    const now = await findByKey(ctx.db, ctx.brand.id, input.idempotencyKey);
    // Confirmed meanwhile by a retry of this submit or the reconciliation job: the same order, paid once.
    if (now && now.status === 'paid') return { order: now, created: false, card: null, action: null };
    // The pending order was given up (the reconciliation job found no payment yet): the money goes back.
    await processor.refundPayment({ paymentId: payment.id, amountCents: payment.amountCents, idempotencyKey: `${chargeKey}:orphan` });
    throw conflict(ORPHAN_MESSAGE);
  }
  const order = { ...p.order, status: 'paid' };
  // What became of the card is told to the account's owner only: to anyone else it would tell
  // whether the typed email had an account (a guest checkout's card goes to no account).
  return { order, created: true, card: p.ownerKind === 'logged-in' ? done.kept : null, action: null };
}

/**
 * A pending order whose payment waited for the payer (orders.payment_id): read from the processor,
 * never made again. Succeeded: confirmed (the session's cart emptied). Still waiting: the client
 * secret again. Declined or canceled: the order is let go and its stock returned (a 402, the cart kept).
 */
export async function settleWaitingOrder(ctx: ShopContext, order: OrderRow): Promise<PlacedOrder> {
  const processor = processorFor(ctx.brand.id);
  const payment = order.payment_id ? await processor.getPayment(order.payment_id) : null;
  if (payment?.status === 'succeeded') {
    const cart = ctx.session.id ? await ctx.db.selectFrom('carts').select('id').where('session_id', '=', ctx.session.id).executeTakeFirst() : undefined;
    const confirmed = await confirmPaidLater(ctx.db, order, payment, cart ? Number(cart.id) : undefined);
    const now = await ctx.db.selectFrom('orders').selectAll().where('id', '=', order.id).executeTakeFirst();
    // Confirmed here, or already by Stripe's webhook or the job (and maybe moved on since): the same order, paid once.
    if (now && now.status !== 'pending') return { order: now, created: confirmed, card: null, action: null };
    throw conflict(ORPHAN_MESSAGE);
  }
  if (payment && (payment.status === 'requires_action' || payment.status === 'processing') && payment.clientSecret) {
    return { order, created: false, card: null, action: { clientSecret: payment.clientSecret } };
  }
  if (payment?.status === 'processing') throw conflict(STILL_PROCESSING);
  await inTransaction(ctx.db, (trx) => abandonOrder(trx, order.id));
  throw paymentRequired(payment?.decline?.message ?? DECLINE_MESSAGES.card_declined);
}

/** Cancels a pending order's payment that still waits for the payer, and lets the order go; false when the payment has moved on. */
async function letGoOfWaitingPayment(ctx: ShopContext, order: OrderRow): Promise<boolean> {
  const processor = processorFor(ctx.brand.id);
  const payment = order.payment_id ? await processor.getPayment(order.payment_id) : null;
  if (payment && payment.status !== 'requires_action') return false;
  if (payment) await processor.cancelPayment(payment.id, `${payment.idempotencyKey}:replaced`);
  return inTransaction(ctx.db, (trx) => abandonOrder(trx, order.id));
}

/** The answer while a payment is still settling at the processor (the reconciliation job confirms the order then). */
export const STILL_PROCESSING = 'payment: is still being processed; your order is confirmed by email as soon as it completes';

/** Where a redirected payer comes back (Afterpay/Clearpay, a 3-D Secure page): this shop's page that completes the order. */
function checkoutReturnUrl(ctx: ShopContext, orderId: number): string {
  // The browser's Origin was checked against the brand's hosts (server/http/router.ts); without one, the brand's main host.
  const origin = ctx.req.origin && /^https?:\/\//.test(ctx.req.origin) ? ctx.req.origin : `https://${storeHost(ctx.brand)}`;
  return `${origin}/checkout/return?order=${orderId}`;
}

function paymentShipping(a: CheckoutInput['shipping']): PaymentShipping {
  return { name: a.fullName, line1: a.address, line2: a.address2 || undefined, city: a.city, state: a.state || undefined, postalCode: a.zip, country: countryCode(a.country), phone: a.phone || undefined };
}

/** The answer when an order was given up while its payment was on its way: the payment is refunded. */
export const ORPHAN_MESSAGE = 'order: took too long and was canceled; your payment was refunded. Please place it again';

/**
 * The customer an order belongs to: the logged-in one; else the guest-checkout record of the typed
 * email (created when new); else, when that email belongs to an account (a password), nobody: a
 * guest order (customer_id null) that only the session that placed it sees. Typing an address proves
 * nothing about owning it, so the account's owner neither sees that order (address, card) nor answers
 * its offers, and the answer is the same as for any email (no account enumeration).
 */
async function orderOwner(trx: Trx, ctx: ShopContext, input: CheckoutInput): Promise<{ id: number | null; kind: CardKeepingFacts['customer'] }> {
  if (ctx.session.customerId) return { id: ctx.session.customerId, kind: 'logged-in' };
  const guest = await findOrCreateCustomer(trx, ctx.brand, input.email, input.shipping.fullName);
  return guest.registered ? { id: null, kind: 'registered-not-logged-in' } : { id: guest.id, kind: 'guest-record' };
}

/** The refusal of a club join with an account's email by a shopper not logged in to it (409, on the email field). */
export const clubNeedsLogin = (storeName: string, clubName: string) =>
  `email: This email has a ${storeName} account. Log in to join the ${clubName} with it: a membership starts only on an account you are logged in to. Nothing was charged and your cart is kept.`;

/**
 * The order an earlier submit with this key placed. Still pending (that submit crashed, or is on its
 * way): this one completes it with the same payment key, so the card is charged once.
 */
async function reuse(ctx: ShopContext, order: OrderRow, input: CheckoutInput, card: PaymentMethodDetails): Promise<PlacedOrder> {
  if (!ownsOrder(order, ctx.session)) throw conflict('idempotencyKey: was already used');
  if (order.status === 'pending' && order.payment_id) {
    // The payer left the challenge and pays with another method: the waiting payment is canceled, the order let go, and this submit starts anew.
    if (order.payment_token !== input.paymentToken && (await letGoOfWaitingPayment(ctx, order))) return placeOrder(ctx, input);
    // Its payment exists and waits for the payer (or has just been completed): settled from that payment, never made again.
    return settleWaitingOrder(ctx, order);
  }
  if (order.status !== 'pending' || order.payment_token !== input.paymentToken) return { order, created: false, card: null, action: null };
  const instalments = instalmentsOf(input.paymentMethod);
  // The submit's cart is emptied of what it ordered, as the first try would have (new shopping since stays).
  const cartId = await sessionCartOf(ctx.db, order);
  return payAndConfirm(ctx, input, card, { order, cartId, orderedOnly: true, instalments, keep: null, ownerKind: ctx.session.customerId ? 'logged-in' : 'guest-record' });
}

interface OrderFacts {
  customerId: number | null;
  sessionId: string;
  cents: { subtotal: number; multiBuy: number; discount: number; shipping: number; tax: number; total: number };
  discountCode: string | null;
  flow: string;
  /** The club's consent, when the order joins it: when, to which terms, and the disclosure shown. */
  clubConsent: { at: string; version: string; text: string } | null;
  chargeKey: string;
  keep: { makeDefault: boolean } | null;
}

/** What the shopper agreed to (the same text GET cart's clubJoin showed them), recorded with the order. */
function clubConsentRecord(clubName: string, clubCents: number): NonNullable<OrderFacts['clubConsent']> {
  const text = clubDisclosureText({ clubName, monthly: fromCents(clubCents), renewalDate: firstRenewalDate() });
  return { at: nowIso(), version: CLUB_TERMS_VERSION, text };
}

async function insertOrder(trx: Trx, ctx: ShopContext, input: CheckoutInput, f: OrderFacts): Promise<OrderRow> {
  const address = (a: CheckoutInput['shipping']) => ({
    name: a.fullName, company: a.company, country: a.country, address: a.address, address2: a.address2 ?? '', city: a.city,
    state: a.state, zip: a.zip, phone: a.phone,
  });
  return trx
    .insertInto('orders')
    .values({
      brand_id: ctx.brand.id, customer_id: f.customerId, session_id: f.sessionId, parent_order_id: null, email: input.email,
      status: 'pending', charge_key: f.chargeKey, payment_method: input.paymentMethod, subtotal_cents: f.cents.subtotal, multi_buy_cents: f.cents.multiBuy, discount_cents: f.cents.discount, shipping_cents: f.cents.shipping,
      tax_cents: f.cents.tax, total_cents: f.cents.total, discount_code: f.discountCode,
      addresses_json: JSON.stringify({ shipping: address(input.shipping), billing: address(input.billing), billingSameAsShipping: input.billingSameAsShipping }),
      keep_card: f.keep ? (f.keep.makeDefault ? 1 : 0) : null,
      payment_token: input.paymentToken, idempotency_key: input.idempotencyKey, created_at: nowIso(), checkout_flow: f.flow,
      club_consent_at: f.clubConsent?.at ?? null, club_terms_version: f.clubConsent?.version ?? null, club_consent_text: f.clubConsent?.text ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
