import { createHash } from 'node:crypto';
import { badRequest, conflict, paymentRequired } from '../http/errors';
import type { ShopContext } from '../http/types';
import { inTransaction, isUniqueViolation, nowIso } from '../cart/tx';
import { loadSellable } from '../cart/stock';
import { getStoreSettings } from '../settings/store';
import { getGateway } from '../payments';
import type { OrderRow } from '../checkout/orders';
import { takeStock } from '../checkout/stock';
import { loadOffer } from './load';

export interface AcceptInput {
  offerId: number;
  color?: string;
  size?: string;
  idempotencyKey: string;
}

const existingAnswer = (db: ShopContext['db'], orderId: number, offerId: number) =>
  db.selectFrom('order_offer_responses').selectAll().where('order_id', '=', orderId).where('offer_id', '=', offerId).executeTakeFirst();

/**
 * One-click acceptance of a special offer after checkout: in one transaction, stock taken, a
 * linked order (parent_order_id) written, the parent's payment token charged, the answer
 * recorded. Accepting the same offer again (double click, retry, any key) answers the same
 * linked order and never charges twice.
 */
export async function acceptOffer(ctx: ShopContext, parent: OrderRow, input: AcceptInput): Promise<number> {
  if (parent.parent_order_id !== null) throw badRequest('order: offers follow the main order');
  if (!parent.payment_token) throw conflict('order: has no payment to charge');
  const offer = await loadOffer(ctx.db, ctx.brand, input.offerId, 'special_offer');
  const settings = await getStoreSettings(ctx.db, ctx.brand.id);
  const gateway = getGateway();
  const token = parent.payment_token;
  const card = gateway.describe(token);

  const answered = async (): Promise<number | null> => {
    const row = await existingAnswer(ctx.db, parent.id, offer.id);
    if (!row) return null;
    if (row.response !== 'accepted' || row.child_order_id === null) throw conflict('offerId: this offer was already declined');
    return row.child_order_id;
  };
  const before = await answered();
  if (before !== null) return before;

  try {
    return await inTransaction(ctx.db, async (trx) => {
      // Lock the parent order so concurrent accepts of one order queue up.
      await trx.updateTable('orders').set({ status: parent.status }).where('id', '=', parent.id).execute();
      const raced = await existingAnswer(trx, parent.id, offer.id);
      if (raced) {
        if (raced.response !== 'accepted' || raced.child_order_id === null) throw conflict('offerId: this offer was already declined');
        return raced.child_order_id;
      }
      const item = await loadSellable(trx, ctx.brand, offer.item_id, input.color, input.size);
      await takeStock(trx, [{ itemId: item.id, size: item.size, quantity: offer.how_many, name: item.name }]);
      const taxRate = Number(settings.taxRate ?? 0);
      const tax = Number.isFinite(taxRate) && taxRate > 0 ? Math.round(offer.price_cents * taxRate) : 0;
      const total = offer.price_cents + tax;
      const child = await trx
        .insertInto('orders')
        .values({
          brand_id: ctx.brand.id, customer_id: parent.customer_id, session_id: parent.session_id, parent_order_id: parent.id,
          email: parent.email, status: 'paid', subtotal_cents: offer.price_cents, tax_cents: tax, total_cents: total,
          addresses_json: parent.addresses_json, payment_token: token, idempotency_key: input.idempotencyKey,
          created_at: nowIso(), checkout_flow: parent.checkout_flow,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const image = await trx.selectFrom('item_images').select('url').where('item_id', '=', item.id).where('kind', '=', 'main').where('image_key', '=', 'image1').executeTakeFirst();
      await trx
        .insertInto('order_items')
        .values({
          order_id: child.id, item_id: item.id, name: item.name, color: item.color, size: item.size, image: image?.url ?? '',
          quantity: offer.how_many, unit_price_cents: Math.round(offer.price_cents / offer.how_many), total_cents: offer.price_cents,
          discount_class: 'special_offer', offer_id: offer.id,
        })
        .execute();
      await trx
        .insertInto('order_offer_responses')
        .values({ order_id: parent.id, offer_id: offer.id, response: 'accepted', child_order_id: child.id, created_at: nowIso() })
        .execute();
      const chargeKey = `${ctx.brand.id}:offer:${parent.id}:${offer.id}:${createHash('sha256').update(token).digest('base64url').slice(0, 16)}`;
      const charge = await gateway.charge(token, total, chargeKey);
      if (charge.status !== 'succeeded') throw paymentRequired(charge.message);
      await trx
        .insertInto('payments')
        .values({
          order_id: child.id, gateway: gateway.name, charge_id: charge.chargeId, token, amount_cents: total, status: 'succeeded',
          card_brand: card.brand, last4: card.last4, method: 'card', idempotency_key: chargeKey, created_at: nowIso(),
        })
        .execute();
      return child.id;
    });
  } catch (err) {
    if (isUniqueViolation(err)) {
      const after = await answered();
      if (after !== null) return after;
      throw conflict('idempotencyKey: was already used');
    }
    throw err;
  }
}

/** Records that the shopper said no; a later accept of the same offer is refused. */
export async function declineOffer(ctx: ShopContext, parent: OrderRow, offerId: number): Promise<void> {
  const offer = await loadOffer(ctx.db, ctx.brand, offerId, 'special_offer');
  await ctx.db
    .insertInto('order_offer_responses')
    .values({ order_id: parent.id, offer_id: offer.id, response: 'declined', child_order_id: null, created_at: nowIso() })
    .onConflict((oc) => oc.columns(['order_id', 'offer_id']).doNothing())
    .execute();
}
