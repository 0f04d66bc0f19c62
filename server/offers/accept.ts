import { createHash } from 'node:crypto';
import { badRequest, conflict, notFound, paymentRequired } from '../http/errors';
import type { ShopContext } from '../http/types';
import { inTransaction, isUniqueViolation, nowIso } from '../db/tx';
import { loadSellable } from '../cart/stock';
import { processorFor } from '../payments/processors';
import { SHOP_CURRENCY } from '../payments/processor';
import { DECLINE_MESSAGES } from '../payments/sandbox';
import { abandonOrder, confirmOrder } from '../checkout/confirm';
import { getTaxProvider, type TaxDestination } from '../tax';
import { countryCode } from '../../lib/shipping/zones';
import type { OrderRow } from '../checkout/orders';
import { takeStock } from '../checkout/stock';
import { offersOpen, specialOfferIds } from '../checkout/funnel';
import { loadOffer } from './load';
import { imageInColor } from '../../lib/catalog/colorImages';

export interface AcceptInput {
  offerId: number;
  color?: string;
  size?: string;
  idempotencyKey: string;
}

/** The recorded answer to this offer of this order, with the key of the acceptance that made its linked order. */
const existingAnswer = (db: ShopContext['db'], orderId: number, offerId: number) =>
  db
    .selectFrom('order_offer_responses as r')
    .leftJoin('orders as child', 'child.id', 'r.child_order_id')
    .select(['r.response', 'r.child_order_id', 'child.idempotency_key'])
    .where('r.order_id', '=', orderId)
    .where('r.offer_id', '=', offerId)
    .executeTakeFirst();

type Answer = NonNullable<Awaited<ReturnType<typeof existingAnswer>>>;

export const OFFER_REFUSALS = {
  declined: 'offerId: You said no to this offer for this order, so it can’t be added now.',
  accepted: (orderId: number) => `offerId: You already added this offer to order #${orderId}. It was charged once and won’t be added again.`,
  closed: (orderId: number) => `order: The offers after order #${orderId} have ended.`,
} as const;

/**
 * An offer answered before: the same request again (its idempotency key, e.g. a retry after a
 * lost answer) gets the linked order it made; any other acceptance is refused (409).
 */
function replayOrRefuse(parent: OrderRow, answer: Answer, key: string): number {
  if (answer.response !== 'accepted' || answer.child_order_id === null) throw conflict(OFFER_REFUSALS.declined);
  if (answer.idempotency_key === key) return answer.child_order_id;
  throw conflict(OFFER_REFUSALS.accepted(parent.id));
}

/**
 * One-click acceptance of a special offer after checkout: in one transaction, stock taken, a
 * linked order (parent_order_id) written as pending and the answer recorded; then the parent's
 * payment method charged off session (outside the transaction) and the linked order confirmed
 * (checkout/confirm.ts), or removed with its answer when the card declines (a 402). An offer is answered once per order: accepting it again (Back to its page, another
 * tab, a new key) or after declining it is a 409 and charges nothing; only a retry of the same
 * request (same idempotency key) answers the linked order it made. Only the offers of the order's
 * own funnel (its flow's special offers) can be accepted, and only while offersOpen.
 */
export async function acceptOffer(ctx: ShopContext, parent: OrderRow, input: AcceptInput): Promise<number> {
  if (parent.parent_order_id !== null) throw badRequest('order: offers follow the main order');
  const offer = await loadOffer(ctx.db, ctx.brand, input.offerId, 'special_offer');
  if (!(await specialOfferIds(ctx.db, ctx.brand, parent)).includes(offer.id)) throw notFound('offerId: offer not found');
  const processor = processorFor(ctx.brand.id);

  const before = await existingAnswer(ctx.db, parent.id, offer.id);
  if (before) return replayOrRefuse(parent, before, input.idempotencyKey);
  if (!offersOpen(parent)) throw conflict(OFFER_REFUSALS.closed(parent.id));
  if (!parent.payment_token) throw conflict('order: has no payment to charge');
  const token = parent.payment_token;
  const card = await processor.describeMethod(token);
  const chargeKey = `${ctx.brand.id}:offer:${parent.id}:${offer.id}:${createHash('sha256').update(token).digest('base64url').slice(0, 16)}`;

  let childId: number;
  try {
    childId = await inTransaction(ctx.db, async (trx) => {
      // Lock the parent order (a no-op UPDATE) so concurrent accepts of one order queue up, then read it again.
      await trx.updateTable('orders').set((eb) => ({ status: eb.ref('status') })).where('id', '=', parent.id).execute();
      const raced = await existingAnswer(trx, parent.id, offer.id);
      if (raced) return replayOrRefuse(parent, raced, input.idempotencyKey);
      const locked = await trx.selectFrom('orders').select(['parent_order_id', 'status', 'created_at', 'brand_id', 'payment_method']).where('id', '=', parent.id).executeTakeFirstOrThrow();
      if (!offersOpen(locked)) throw conflict(OFFER_REFUSALS.closed(parent.id));
      const item = await loadSellable(trx, ctx.brand, offer.item_id, input.color, input.size);
      await takeStock(trx, [{ itemId: item.id, size: item.size, quantity: offer.how_many, name: item.name }]);
      // Taxed for the parent order's shipping address (the offer ships with it, no shipping charged).
      const tax = (await getTaxProvider().quote({ destination: shippingDestination(parent.addresses_json), lines: [{ amountCents: offer.price_cents, digital: Boolean(offer.digital) }], shipping: 0, club: 0 })).total;
      const total = offer.price_cents + tax;
      const child = await trx
        .insertInto('orders')
        .values({
          brand_id: ctx.brand.id, customer_id: parent.customer_id, session_id: parent.session_id, parent_order_id: parent.id,
          email: parent.email, status: 'pending', charge_key: chargeKey, payment_method: 'card', subtotal_cents: offer.price_cents, tax_cents: tax, total_cents: total,
          addresses_json: parent.addresses_json, payment_token: token, idempotency_key: input.idempotencyKey,
          created_at: nowIso(), checkout_flow: parent.checkout_flow,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const image = await trx.selectFrom('item_images').select('url').where('item_id', '=', item.id).where('kind', '=', 'main').where('image_key', '=', 'image1').executeTakeFirst();
      // The line shows the colour bought: the art is drawn in the item's first colour and redrawn for another.
      const baseColor = await trx.selectFrom('item_colors').select('name').where('item_id', '=', item.id).orderBy('position').orderBy('name').executeTakeFirst();
      await trx
        .insertInto('order_items')
        .values({
          order_id: child.id, item_id: item.id, name: item.name, color: item.color, size: item.size, image: imageInColor(image?.url ?? '', item.color, baseColor?.name),
          quantity: offer.how_many, unit_price_cents: Math.round(offer.price_cents / offer.how_many), total_cents: offer.price_cents,
          discount_class: 'special_offer', offer_id: offer.id,
        })
        .execute();
      await trx
        .insertInto('order_offer_responses')
        .values({ order_id: parent.id, offer_id: offer.id, response: 'accepted', child_order_id: child.id, created_at: nowIso() })
        .execute();
      return child.id;
    });
  } catch (err) {
    if (isUniqueViolation(err)) {
      const after = await existingAnswer(ctx.db, parent.id, offer.id);
      if (after) return replayOrRefuse(parent, after, input.idempotencyKey);
      throw conflict('idempotencyKey: was already used');
    }
    throw err;
  }
  // The charge runs after the pending order is committed (no charge inside a transaction), off session on the order's method.
  const payment = await processor.chargeSavedMethod({
    amountCents: await orderTotal(ctx, childId), currency: SHOP_CURRENCY, method: token, customer: null,
    reference: { kind: 'offer', id: `${parent.id}:${offer.id}`, brandId: ctx.brand.id }, idempotencyKey: chargeKey,
  });
  if (payment.status !== 'succeeded') {
    await inTransaction(ctx.db, (trx) => abandonOrder(trx, childId));
    throw paymentRequired(payment.decline?.message ?? DECLINE_MESSAGES.card_declined);
  }
  const child = await ctx.db.selectFrom('orders').selectAll().where('id', '=', childId).executeTakeFirstOrThrow();
  await inTransaction(ctx.db, (trx) => confirmOrder(trx, ctx.brand, child, {
    processorName: processor.name, payment, method: token, paymentMethod: 'card', instalments: 1, card, keep: null, cartId: null,
  }));
  return childId;
}

const orderTotal = async (ctx: ShopContext, id: number) =>
  Number((await ctx.db.selectFrom('orders').select('total_cents').where('id', '=', id).executeTakeFirstOrThrow()).total_cents);

/** Records that the shopper said no; a later accept of the same offer is refused. */
export async function declineOffer(ctx: ShopContext, parent: OrderRow, offerId: number): Promise<void> {
  const offer = await loadOffer(ctx.db, ctx.brand, offerId, 'special_offer');
  if (!(await specialOfferIds(ctx.db, ctx.brand, parent)).includes(offer.id)) throw notFound('offerId: offer not found');
  await ctx.db
    .insertInto('order_offer_responses')
    .values({ order_id: parent.id, offer_id: offer.id, response: 'declined', child_order_id: null, created_at: nowIso() })
    .onConflict((oc) => oc.columns(['order_id', 'offer_id']).doNothing())
    .execute();
}

/** The shipping destination stored on an order (addresses_json), for tax. */
function shippingDestination(addressesJson: string | null): TaxDestination {
  let shipping: { country?: unknown; state?: unknown } = {};
  try {
    shipping = (JSON.parse(addressesJson ?? '{}') as { shipping?: typeof shipping }).shipping ?? {};
  } catch {
    // An unreadable address has no destination: no tax.
  }
  return { country: countryCode(String(shipping.country ?? '')), state: String(shipping.state ?? '').trim().toUpperCase() };
}
