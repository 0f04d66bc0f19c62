import { toCents, fromCents } from '../format/money';
import type { CartLineState, CartState } from './types';

/** Recomputes the visible subtotal from the lines; other amounts wait for the server's answer. */
function withLines(cart: CartState, items: CartLineState[]): CartState {
  const subtotalCents = items.reduce((sum, l) => sum + toCents(l.total), 0);
  const oldSubtotal = toCents(cart.amounts.subtotal);
  const delta = subtotalCents - oldSubtotal;
  return {
    ...cart,
    items,
    itemCount: items.reduce((n, l) => n + l.quantity, 0),
    amounts: {
      ...cart.amounts,
      subtotal: fromCents(subtotalCents),
      total: fromCents(Math.max(0, toCents(cart.amounts.total) + delta)),
    },
  };
}

/** The cart as it will probably look after changing a line's quantity (0 removes it). */
export function optimisticQuantity(cart: CartState, cartId: number, quantity: number): CartState {
  if (quantity <= 0) return optimisticRemove(cart, cartId);
  const items = cart.items.map((l) =>
    l.cartId === cartId
      ? {
          ...l,
          quantity,
          total: fromCents(toCents(l.price) * quantity),
          originalTotal: fromCents(toCents(l.originalPrice ?? l.price) * quantity),
        }
      : l,
  );
  return withLines(cart, items);
}

/** The cart without a line and the lines bundled with it. */
export function optimisticRemove(cart: CartState, cartId: number): CartState {
  return withLines(
    cart,
    cart.items.filter((l) => l.cartId !== cartId && l.bundledWith !== cartId),
  );
}
