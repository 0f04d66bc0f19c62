import { createHash } from 'node:crypto';
import type { ShopContext } from '../http/types';
import { badRequest, conflict, paymentRequired } from '../http/errors';
import { lockCartOfSession } from '../cart/cartRow';
import { reconcileFreeGift } from '../cart/mutate';
import { priceCart } from '../cart/pricing';
import { assertOrderRules } from '../cart/orderRules';
import { inTransaction, isUniqueViolation, nowIso, type Trx } from '../db/tx';
import { startMembership } from '../club/checkout';
import { CLUB_TERMS_VERSION, clubDisclosureText, firstRenewalDate } from '../../lib/club/disclosure';
import { queueOrderConfirmation } from '../orders/notify';
import { recordConversion } from '../marketing/attribution';
import { getGateway } from '../payments';
import { getStoreSettings } from '../settings/store';
import { assertShipsTo } from '../shipping/destination';
import { countryCode } from '../../lib/shipping/zones';
import { describeShopperToken } from '../payments/holder';
import { checkPaymentMethod } from '../payments/methods';
import { keepPaidCard, type KeptCard } from '../payments/savedCards';
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
 * Places the order in ONE transaction: the cart row is locked, the amounts re-computed on the
 * server, stock taken per line (409 when a size just sold out), order, lines, club membership
 * and payment written, the card charged, and the cart cleared. Anything failing, a declined
 * card included, rolls all of it back: no order, stock unchanged, the cart as it was.
 *
 * The charge runs inside the transaction because the sandbox gateway is in-process and answers
 * at once. A real processor is a network call: it would *authorize* here (idempotency key =
 * orderChargeKey), *capture* after the commit, and void the authorization when the commit fails,
 * so no card is charged for an order that does not exist and no lock is held for a long call.
 */
export async function placeOrder(ctx: ShopContext, input: CheckoutInput): Promise<PlacedOrder> {
  const gateway = getGateway();
  // A typed card's token must be this session's (payments/holder.ts); a saved card's was read from the account by the route.
  const card = input.savedCardId === null ? describeShopperToken(ctx.session.id, input.paymentToken) : gateway.describe(input.paymentToken);
  const earlier = await findByKey(ctx.db, ctx.brand.id, input.idempotencyKey);
  if (earlier) return reuse(ctx, earlier);
  const sessionId = ctx.session.id;
  if (!sessionId) throw badRequest('cart: is empty');
  // Only where the brand ships (its shipping zones); the order is priced and taxed for that address.
  assertShipsTo(await getStoreSettings(ctx.db, ctx.brand.id), input.shipping.country, 'shippingCountry');
  const destination = { country: countryCode(input.shipping.country), state: input.shipping.state.trim().toUpperCase(), zip: input.shipping.zip, city: input.shipping.city };

  try {
    return await inTransaction(ctx.db, async (trx) => {
      const cart = await lockCartOfSession(trx, sessionId);
      // A concurrent submit with the same key waited for the cart lock: answer its order.
      const raced = await findByKey(trx, ctx.brand.id, input.idempotencyKey);
      if (raced) return reuse(ctx, raced);
      if (!cart) throw badRequest('cart: is empty');
      await reconcileFreeGift(ctx, trx, cart.id);
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
      // A membership bills its account every month: only the account's owner starts one on it. A guest order
      // with the club in the cart (an account's email, not logged in) is placed and charged as priced (the
      // first month's fee, and the member prices it gave this order), and starts no membership; the answer
      // is the same as for any email (no account enumeration).
      const clubMember = cents.club > 0 ? customerId : null;
      const order = await insertOrder(trx, ctx, input, {
        customerId, sessionId, cents, discountCode: cents.discount > 0 && priced.discount ? priced.discount.code : null, flow: cart.checkout_flow,
        clubConsent: cents.club > 0 ? clubConsentRecord(priced.settings.clubName, cents.club) : null,
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
      if (clubMember !== null) {
        const membershipId = await startMembership(trx, ctx.brand, clubMember, cents.club);
        // Marketing (issue 24): the club join's attribution and split-test conversions.
        if (membershipId !== null) {
          await recordConversion(trx, { brandId: ctx.brand.id, sessionId, kind: 'club', refId: membershipId, amountCents: cents.club });
        }
      }
      if (cents.club > 0) {
        await trx
          .insertInto('order_items')
          .values({ order_id: order.id, item_id: 0, name: `${priced.settings.clubName} membership (first month)`, quantity: 1, unit_price_cents: cents.club, total_cents: cents.club, discount_class: 'club' })
          .execute();
      }

      const chargeKey = orderChargeKey(ctx.brand.id, input.idempotencyKey, input.paymentToken);
      const charge = await gateway.charge(input.paymentToken, cents.total, chargeKey);
      if (charge.status !== 'succeeded') throw paymentRequired(charge.message);
      await trx
        .insertInto('payments')
        .values({
          order_id: order.id, gateway: gateway.name, charge_id: charge.chargeId, token: input.paymentToken, amount_cents: cents.total,
          status: 'succeeded', card_brand: card.brand, last4: card.last4, method: input.paymentMethod, instalments,
          idempotency_key: chargeKey, created_at: nowIso(),
        })
        .execute();

      const keep = cardToKeep({
        joinsClub: cents.club > 0, saveCard: input.saveCard, paymentMethod: input.paymentMethod, paidWithSavedCard: input.savedCardId !== null,
        customer: owner.kind,
      });
      const kept = keep && customerId !== null ? await keepPaidCard(trx, ctx.brand.id, customerId, card, keep.makeDefault) : null;
      await queueOrderConfirmation(trx, order.id);
      // Marketing (issue 24): the order's attribution (the session's first and last touch) and split-test conversions.
      await recordConversion(trx, { brandId: ctx.brand.id, sessionId, kind: 'order', refId: order.id, amountCents: cents.total });

      await trx.deleteFrom('cart_lines').where('cart_id', '=', cart.id).execute();
      await trx
        .updateTable('carts')
        .set({ discount_code: null, club_in_cart: 0, free_promo: null, removed_free_promo: 0, checkout_flow: 'free_flow' })
        .where('id', '=', cart.id)
        .execute();
      // What became of the card is told to the account's owner only: to anyone else it would tell
      // whether the typed email had an account (a guest checkout's card goes to no account).
      return { order, created: true, card: owner.kind === 'logged-in' ? kept : null };
    });
  } catch (err) {
    // Two submits raced past the cart lock (e.g. different carts, same key): the loser answers the winner's order.
    if (isUniqueViolation(err)) {
      const winner = await findByKey(ctx.db, ctx.brand.id, input.idempotencyKey);
      if (winner) return reuse(ctx, winner);
    }
    throw err;
  }
}

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

function reuse(ctx: ShopContext, order: OrderRow): PlacedOrder {
  if (!ownsOrder(order, ctx.session)) throw conflict('idempotencyKey: was already used');
  return { order, created: false, card: null };
}

interface OrderFacts {
  customerId: number | null;
  sessionId: string;
  cents: { subtotal: number; multiBuy: number; discount: number; shipping: number; tax: number; total: number };
  discountCode: string | null;
  flow: string;
  /** The club's consent, when the order joins it: when, to which terms, and the disclosure shown. */
  clubConsent: { at: string; version: string; text: string } | null;
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
      status: 'paid', subtotal_cents: f.cents.subtotal, multi_buy_cents: f.cents.multiBuy, discount_cents: f.cents.discount, shipping_cents: f.cents.shipping,
      tax_cents: f.cents.tax, total_cents: f.cents.total, discount_code: f.discountCode,
      addresses_json: JSON.stringify({ shipping: address(input.shipping), billing: address(input.billing), billingSameAsShipping: input.billingSameAsShipping }),
      payment_token: input.paymentToken, idempotency_key: input.idempotencyKey, created_at: nowIso(), checkout_flow: f.flow,
      club_consent_at: f.clubConsent?.at ?? null, club_terms_version: f.clubConsent?.version ?? null, club_consent_text: f.clubConsent?.text ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
