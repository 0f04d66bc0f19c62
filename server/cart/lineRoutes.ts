import { badRequest, notFound } from '../http/errors';
import { optionalInt, optionalString, requireId, requireInt } from '../http/input';
import type { RouteHandlers } from '../routes';
import { deleteLines, mutateCart } from './mutate';
import { clubPerksOf } from './pricing';
import { assertInStock, assertMayBuy, loadSellable, quantityInCart } from './stock';
import { nowIso, type Trx } from '../db/tx';

/** Units one shopper line may hold. */
export const MAX_LINE_QUANTITY = 99;

async function findLine(trx: Trx, cartId: number, lineId: number) {
  const line = await trx.selectFrom('cart_lines').selectAll().where('id', '=', lineId).where('cart_id', '=', cartId).executeTakeFirst();
  // Another shopper's line is indistinguishable from a missing one.
  if (!line) throw notFound('cartId: not in your cart');
  return line;
}

/** The line routes change lines, and of the cart row at most clear its free gift: never claim one (MutationOptions). */
const LINES_ONLY = { claimsNoGift: true } as const;

export const lineRoutes = {
  'POST cart/add': (ctx) => {
    const f = ctx.req.body;
    const itemId = requireId(f, 'itemId');
    const quantity = optionalInt(f, 'quantity', 1, 20) ?? 1;
    const color = optionalString(f, 'color', 100);
    const size = optionalString(f, 'size', 50);
    return mutateCart(ctx, async ({ trx, cart }) => {
      const item = await loadSellable(trx, ctx.brand, itemId, color, size);
      await assertMayBuy(trx, item, ctx.brand, () => clubPerksOf(trx, ctx.brand, cart, ctx.session.customerId));
      // One read of the cart's lines of this item and size: the units already in the cart (all lines: quantityInCart)
      // and the shopper line of the same colour that the units merge into.
      const lines = await trx
        .selectFrom('cart_lines')
        .select(['id', 'quantity', 'color', 'bundled_with', 'offer_id', 'quantity_fixed'])
        .where('cart_id', '=', cart.id)
        .where('item_id', '=', item.id)
        .where('size', '=', item.size)
        .orderBy('id')
        .execute();
      assertInStock(item, lines.reduce((n, l) => n + Number(l.quantity), 0), quantity);
      const existing = lines.find((l) => l.color === item.color && l.bundled_with === null && l.offer_id === null && Number(l.quantity_fixed) === 0);
      if (existing) {
        if (existing.quantity + quantity > MAX_LINE_QUANTITY) throw badRequest(`quantity: at most ${MAX_LINE_QUANTITY} per item`);
        await trx
          .updateTable('cart_lines')
          .set((eb) => ({ quantity: eb('quantity', '+', quantity) }))
          .where('id', '=', existing.id)
          .execute();
      } else {
        // The unique index on shopper lines turns a lost race into a retry, which then merges.
        await trx
          .insertInto('cart_lines')
          .values({ cart_id: cart.id, item_id: item.id, color: item.color, size: item.size, quantity, created_at: nowIso() })
          .execute();
      }
    }, LINES_ONLY);
  },
  'POST cart/update': (ctx) => {
    const lineId = requireId(ctx.req.body, 'cartId');
    const quantity = requireInt(ctx.req.body, 'quantity', 0, MAX_LINE_QUANTITY);
    return mutateCart(ctx, async ({ trx, cart }) => {
      const line = await findLine(trx, cart.id, lineId);
      if (line.quantity_fixed) throw badRequest('quantity: this item’s quantity cannot be changed');
      if (quantity === 0) {
        await deleteLines(trx, cart.id, [line.id]);
        return;
      }
      if (quantity > line.quantity) {
        const item = await loadSellable(trx, ctx.brand, line.item_id, line.color, line.size);
        await assertMayBuy(trx, item, ctx.brand, () => clubPerksOf(trx, ctx.brand, cart, ctx.session.customerId));
        assertInStock(item, await quantityInCart(trx, cart.id, line.item_id, line.size, line.id), quantity);
      }
      await trx.updateTable('cart_lines').set({ quantity }).where('id', '=', line.id).execute();
    }, LINES_ONLY);
  },
  'POST cart/remove': (ctx) => {
    const lineId = requireId(ctx.req.body, 'cartId');
    return mutateCart(ctx, async ({ trx, cart }) => {
      const line = await findLine(trx, cart.id, lineId);
      await deleteLines(trx, cart.id, [line.id]);
      if (line.discount_class.split(',').includes('free_gift')) {
        await trx.updateTable('carts').set({ free_promo: null }).where('id', '=', cart.id).execute();
      }
    }, LINES_ONLY);
  },
} satisfies RouteHandlers;
