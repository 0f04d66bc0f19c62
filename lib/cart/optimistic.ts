import type { CartLineState, CartState } from './types';

// The cart as it will look after a change, shown at once while the server answers. Only what the
// shopper did is applied (a quantity, a removed line); no money is worked out here: multi-buy sets,
// codes, gifts, shipping and tax are the server's (server/cart/pricing.ts), so the changed line's
// price and the cart's amounts are marked as updating until its answer replaces them. Such a cart is
// `loading` (the spec's cart state flag): it is not yet the server's; every answer of the shop API is
// loading: false.

function withLines(cart: CartState, items: CartLineState[]): CartState {
  return { ...cart, items, itemCount: items.reduce((n, l) => n + l.quantity, 0), amountsPending: true, loading: true };
}

/** The cart as it will probably look after changing a line's quantity (0 removes it). */
export function optimisticQuantity(cart: CartState, cartId: number, quantity: number): CartState {
  if (quantity <= 0) return optimisticRemove(cart, cartId);
  return withLines(cart, cart.items.map((l) => (l.cartId === cartId ? { ...l, quantity, totalPending: true } : l)));
}

/** The cart without a line and the lines bundled with it. */
export function optimisticRemove(cart: CartState, cartId: number): CartState {
  return withLines(cart, cart.items.filter((l) => l.cartId !== cartId && l.bundledWith !== cartId));
}
