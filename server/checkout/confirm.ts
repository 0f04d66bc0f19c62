import type { Brand } from '../../brands/types';
import type { DB } from '../db';
import { nowIso, type Trx } from '../db/tx';
import { startMembership } from '../club/checkout';
import { recordConversion } from '../marketing/attribution';
import { queueOrderConfirmation } from '../orders/notify';
import type { PaymentState } from '../payments/processor';
import { recordSchedule } from '../payments/instalments';
import { keepPaidCard, type KeptCard } from '../payments/savedCards';
import type { TokenizedCard } from '../payments/types';
import { returnStock } from './stock';
import { lockCart } from '../cart/cartRow';
import type { OrderRow } from './orders';

/** What the order's confirmation does besides marking it paid. */
export interface Confirmation {
  processorName: string;
  payment: PaymentState;
  /** The method's handle the order was paid with (kept on the order for its post-purchase offers). */
  method: string;
  paymentMethod: string;
  instalments: number;
  card: Pick<TokenizedCard, 'brand' | 'last4'>;
  /** The card to keep on the customer's account, and whether as the default (null: none). */
  keep: { card: TokenizedCard; makeDefault: boolean } | null;
  /** The shopper's cart to empty of what was ordered (null: none). */
  cartId: number | null;
  /**
   * A confirmation after the checkout answered (3-D Secure settled by the webhook, the reconciliation
   * job, a retried submit): the cart may hold new shopping by then, so only what it held when the order
   * was placed goes (lines added since stay, and so do units added since to an ordered line).
   */
  orderedOnly?: boolean;
}

/**
 * Confirms a pending order after its payment succeeded, in the caller's transaction: the order
 * becomes 'paid' (only from 'pending', so two confirmations of one order do it once: false for the
 * second, or when the order is no longer pending), its payment is recorded, the club membership it
 * bought starts, the card is kept, the confirmation mail queued, conversions recorded, the cart emptied.
 */
export async function confirmOrder(trx: Trx, brand: Brand, order: OrderRow, c: Confirmation): Promise<{ confirmed: boolean; kept: KeptCard | null }> {
  const flipped = await trx.updateTable('orders').set({ status: 'paid' }).where('id', '=', order.id).where('status', '=', 'pending').executeTakeFirst();
  if (Number(flipped.numUpdatedRows) === 0) return { confirmed: false, kept: null };
  await trx
    .insertInto('payments')
    .values({
      order_id: order.id, gateway: c.processorName, charge_id: c.payment.id, token: c.method, amount_cents: c.payment.amountCents,
      status: 'succeeded', card_brand: c.card.brand, last4: c.card.last4, method: c.paymentMethod, instalments: c.instalments,
      idempotency_key: c.payment.idempotencyKey, created_at: nowIso(),
    })
    .execute();
  // Pay in 4 run by the shop: the first payment covered the first instalment, the schedule the rest.
  await recordSchedule(trx, order, c.payment, c.instalments);
  const clubCents = await clubCentsOf(trx, order.id);
  if (clubCents > 0 && order.customer_id !== null && order.parent_order_id === null) {
    const membershipId = await startMembership(trx, brand, order.customer_id, clubCents);
    // Marketing (issue 24): the club join's attribution and split-test conversions.
    if (membershipId !== null) await recordConversion(trx, { brandId: brand.id, sessionId: order.session_id, kind: 'club', refId: membershipId, amountCents: clubCents });
  }
  const kept = c.keep && order.customer_id !== null ? await keepPaidCard(trx, brand.id, order.customer_id, c.keep.card, c.keep.makeDefault) : null;
  await queueOrderConfirmation(trx, order.id);
  // Marketing (issue 24): the order's attribution (the session's first and last touch) and split-test conversions.
  await recordConversion(trx, { brandId: brand.id, sessionId: order.session_id, kind: 'order', refId: order.id, amountCents: Number(order.total_cents) });
  if (c.cartId !== null) {
    if (c.orderedOnly) await removeOrderedLines(trx, c.cartId, order);
    else await trx.deleteFrom('cart_lines').where('cart_id', '=', c.cartId).execute();
    await trx
      .updateTable('carts')
      .set({ discount_code: null, club_in_cart: 0, free_promo: null, removed_free_promo: 0, checkout_flow: 'free_flow' })
      .where('id', '=', c.cartId)
      .execute();
  }
  return { confirmed: true, kept };
}

/**
 * Empties a cart of what an order took from it, for a confirmation that comes after the checkout
 * answered: the lines the cart held when the order was placed go, as at checkout; a line added since
 * stays, and so do the units added since to an ordered line (adding an item the cart holds merges
 * into its line): that line keeps what is beyond the order's quantity of the item, colour and size.
 */
async function removeOrderedLines(trx: Trx, cartId: number, order: OrderRow): Promise<void> {
  // The cart's row lock first (cart/cartRow.ts): a line the shopper changes at this moment waits, then sees what is left.
  await lockCart(trx, cartId);
  const lines = await trx
    .selectFrom('cart_lines').select(['id', 'item_id', 'color', 'size', 'quantity'])
    .where('cart_id', '=', cartId).where('created_at', '<=', order.created_at).orderBy('id').execute();
  if (lines.length === 0) return;
  const items = await trx.selectFrom('order_items').select(['item_id', 'color', 'size', 'quantity']).where('order_id', '=', order.id).where('item_id', '!=', 0).execute();
  const keyOf = (l: { item_id: number; color: string; size: string }) => `${l.item_id}|${l.color}|${l.size}`;
  const ordered = new Map<string, number>();
  for (const i of items) ordered.set(keyOf(i), (ordered.get(keyOf(i)) ?? 0) + Number(i.quantity));
  const gone: number[] = [];
  for (const line of lines) {
    const left = ordered.get(keyOf(line)) ?? 0;
    const quantity = Number(line.quantity);
    if (left > 0 && quantity > left) {
      await trx.updateTable('cart_lines').set({ quantity: quantity - left }).where('id', '=', line.id).execute();
      ordered.set(keyOf(line), 0);
    } else {
      gone.push(line.id);
      ordered.set(keyOf(line), Math.max(0, left - quantity));
    }
  }
  if (gone.length > 0) await trx.deleteFrom('cart_lines').where('id', 'in', gone).execute();
}

/**
 * Removes a pending order whose payment did not happen (declined, or never made): its lines go, its
 * stock comes back, its offer answer (a post-purchase offer's order) goes, and its idempotency key is
 * free again (a declined submit may be retried with another card). False when it is not pending.
 */
export async function abandonOrder(trx: Trx, orderId: number): Promise<boolean> {
  // The row lock (a no-op UPDATE) while it is pending: a confirmation at the same moment waits, then finds it gone.
  const locked = await trx.updateTable('orders').set((eb) => ({ status: eb.ref('status') })).where('id', '=', orderId).where('status', '=', 'pending').executeTakeFirst();
  if (Number(locked.numUpdatedRows) === 0) return false;
  const lines = await trx.selectFrom('order_items').select(['item_id', 'size', 'quantity']).where('order_id', '=', orderId).where('item_id', '!=', 0).execute();
  await returnStock(trx, lines.map((l) => ({ itemId: Number(l.item_id), size: l.size, quantity: Number(l.quantity) })));
  await trx.deleteFrom('order_offer_responses').where('child_order_id', '=', orderId).execute();
  await trx.deleteFrom('order_items').where('order_id', '=', orderId).execute();
  await trx.deleteFrom('orders').where('id', '=', orderId).execute();
  return true;
}

async function clubCentsOf(db: DB | Trx, orderId: number): Promise<number> {
  const rows = await db.selectFrom('order_items').select('total_cents').where('order_id', '=', orderId).where('discount_class', '=', 'club').execute();
  return rows.reduce((s, r) => s + Number(r.total_cents), 0);
}
