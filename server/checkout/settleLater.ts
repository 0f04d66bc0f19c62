import { brandById } from '../../brands';
import type { DB } from '../db';
import { inTransaction } from '../db/tx';
import type { PaymentState } from '../payments/processor';
import { instalmentsOf } from '../payments/methods';
import { processorFor } from '../payments/processors';
import { confirmOrder } from './confirm';
import type { OrderRow } from './orders';

/**
 * The card to keep for an order confirmed after its checkout answered: what checkout decided
 * (orders.keep_card), else, for an order placed before that was recorded, the club's rule (a
 * membership bills the default card, so the card that paid for the join is kept as the default).
 */
async function keepOf(db: DB, order: OrderRow): Promise<{ makeDefault: boolean } | null> {
  if (order.customer_id === null) return null;
  if (order.keep_card !== null && order.keep_card !== undefined) return { makeDefault: Number(order.keep_card) === 1 };
  if (order.parent_order_id !== null) return null;
  const club = await db.selectFrom('order_items').select('id').where('order_id', '=', order.id).where('discount_class', '=', 'club').executeTakeFirst();
  return club ? { makeDefault: true } : null;
}

/** The cart of the session that placed the order (null: it has none). */
export async function sessionCartOf(db: DB, order: Pick<OrderRow, 'brand_id' | 'session_id'>): Promise<number | null> {
  if (!order.session_id) return null;
  const cart = await db.selectFrom('carts').select('id').where('session_id', '=', order.session_id).where('brand_id', '=', order.brand_id).executeTakeFirst();
  return cart ? Number(cart.id) : null;
}

/**
 * Confirms a pending order whose payment succeeded after its checkout answered: a 3-D Secure
 * challenge or a buy-now-pay-later redirect the payer completed (checkout/complete), or a crash
 * healed by the reconciliation job. The same confirmation as at checkout (payment recorded, club
 * started, card kept as checkout decided, mail queued, the shopper's cart emptied of what was
 * ordered). `cartId` is the cart to empty, by default the cart of the session that placed the order
 * (the webhook and the job have no browser); only what it held when the order was placed goes, as
 * it may hold new shopping by now; an add-on order (parent_order_id) empties none. False when it
 * was confirmed already.
 */
export async function confirmPaidLater(db: DB, order: OrderRow, payment: PaymentState, cartId?: number | null): Promise<boolean> {
  const processor = processorFor(order.brand_id);
  const method = order.payment_token ?? '';
  const card = await processor.describeMethod(method);
  const paymentMethod = order.payment_method ?? 'card';
  const keep = await keepOf(db, order);
  // Only a checkout's own order empties a cart: an add-on order (a post-purchase offer) was never in one.
  const cart = order.parent_order_id === null ? (cartId ?? (await sessionCartOf(db, order))) : null;
  const done = await inTransaction(db, (trx) => confirmOrder(trx, brandById(order.brand_id), order, {
    processorName: processor.name, payment, method, paymentMethod, instalments: instalmentsOf(paymentMethod), card,
    keep: keep ? { card: { token: method, brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear, wallet: card.wallet }, makeDefault: keep.makeDefault } : null,
    cartId: cart, orderedOnly: true,
  }));
  return done.confirmed;
}
