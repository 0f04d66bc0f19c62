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

export interface MutationOptions {
  /**
   * The mutation never claims a free gift (carts.free_promo is only ever cleared by it): a cart locked
   * without one then has none afterwards, and the free gift needs no second look (the cart lines' routes).
   */
  claimsNoGift?: boolean;
}

/**
 * Runs one cart mutation: creates the session and cart on a visitor's first one, locks the cart
 * row in a transaction (retried when it lost a race), re-checks the free gift, and answers the
 * whole updated cart state.
 */
export async function mutateCart(ctx: ShopContext, fn: (m: MutationContext) => Promise<void>, opts: MutationOptions = {}): Promise<CartState> {
  const cartId = await ensureCart(ctx);
  await inTransaction(ctx.db, async (trx) => {
    const cart = await lockCart(trx, cartId);
    await fn({ trx, cart });
    if (opts.claimsNoGift && !cart.free_promo) return;
    await reconcileFreeGift(ctx, trx, cartId);
  });
  return buildCartState(ctx.db, ctx.brand, { sessionId: ctx.session.id, customerId: ctx.session.customerId });
}

/**
 * A free gift that is no longer earned (spend after the discount dropped, club left) is removed, and the cart's
 * removed_free_promo flag set so the storefront can redirect with ?ineligible=true. Given the cart row (read in
 * this transaction, after the cart was locked and nothing changed it since), it is not read again.
 */
export async function reconcileFreeGift(ctx: ShopContext, trx: Trx, cartOrId: number | CartRow): Promise<void> {
  const cart = typeof cartOrId === 'number' ? await trx.selectFrom('carts').selectAll().where('id', '=', cartOrId).executeTakeFirstOrThrow() : cartOrId;
  const cartId = cart.id;
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
