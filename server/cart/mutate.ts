import type { ShopContext } from '../http/types';
import { ensureCart, lockCart, type CartRow } from './cartRow';
import { giftRule, isGiftEligible, isGiftLine, type FreeGiftKind } from './freeGift';
import { priceCart } from './pricing';
import { buildCartState, type CartState } from './state';
import { inTransaction, type Trx } from '../db/tx';

export interface MutationContext {
  trx: Trx;
  cart: CartRow;
}

/**
 * Runs one cart mutation: creates the session and cart on a visitor's first one, locks the cart
 * row in a transaction (retried when it lost a race), re-checks the free gift, and answers the
 * whole updated cart state.
 */
export async function mutateCart(ctx: ShopContext, fn: (m: MutationContext) => Promise<void>): Promise<CartState> {
  const cartId = await ensureCart(ctx);
  await inTransaction(ctx.db, async (trx) => {
    const cart = await lockCart(trx, cartId);
    await fn({ trx, cart });
    await reconcileFreeGift(ctx, trx, cartId);
  });
  return buildCartState(ctx.db, ctx.brand, { sessionId: ctx.session.id, customerId: ctx.session.customerId });
}

/**
 * A free gift that is no longer earned (spend after the discount dropped, club left) is removed, and the cart's
 * removed_free_promo flag set so the storefront can redirect with ?ineligible=true.
 */
export async function reconcileFreeGift(ctx: ShopContext, trx: Trx, cartId: number): Promise<void> {
  const cart = await trx.selectFrom('carts').selectAll().where('id', '=', cartId).executeTakeFirstOrThrow();
  if (!cart.free_promo) return;
  const priced = await priceCart(trx, ctx.brand, cart, ctx.session.customerId);
  const eligible = isGiftEligible({
    rule: await giftRule(trx, ctx.brand.id, cart.free_promo as FreeGiftKind),
    paidSubtotalCents: priced.spendCents,
    club: priced.clubPerks,
  });
  if (eligible) return;
  const giftIds = priced.lines.filter((l) => isGiftLine(l.discountClass)).map((l) => l.cartId);
  if (giftIds.length) await deleteLines(trx, cartId, giftIds);
  await trx.updateTable('carts').set({ free_promo: null, removed_free_promo: 1 }).where('id', '=', cartId).execute();
}

/** Deletes lines of this cart and every line bundled with them. */
export async function deleteLines(trx: Trx, cartId: number, lineIds: number[]): Promise<void> {
  if (!lineIds.length) return;
  await trx
    .deleteFrom('cart_lines')
    .where('cart_id', '=', cartId)
    .where((eb) => eb.or([eb('id', 'in', lineIds), eb('bundled_with', 'in', lineIds)]))
    .execute();
}
