import { optimisticQuantity, optimisticRemove } from './optimistic';
import type { CartLineState, CartState } from './types';

const line = (cartId: number, over: Partial<CartLineState> = {}): CartLineState => ({
  cartId, itemId: cartId, path: '', image: '', name: `Item ${cartId}`, description: '', colors: [], color: 'Black', quantity: 1, quantityFixed: false,
  bundledWith: null, size: 'M', price: 30, originalPrice: null, total: 30, originalTotal: 30, banner: null, discountClass: '', ...over,
});
const cart = (items: CartLineState[]): CartState => ({
  items, itemCount: items.length, amounts: { subtotal: 60, discount: 0, shipping: 0, tax: 0, total: 60, savings: 0 },
} as unknown as CartState);

test('a new quantity is shown at once; its price and the amounts wait for the server (no money worked out in the browser)', () => {
  const next = optimisticQuantity(cart([line(1), line(2)]), 1, 3);
  expect(next.items[0]).toMatchObject({ quantity: 3, total: 30, totalPending: true });
  expect(next.items[1].totalPending).toBeUndefined();
  expect(next.itemCount).toBe(4);
  expect(next.amounts).toEqual({ subtotal: 60, discount: 0, shipping: 0, tax: 0, total: 60, savings: 0 });
  expect(next.amountsPending).toBe(true);
  // Not the server's cart yet: the spec's loading flag says so until the answer replaces it.
  expect(next.loading).toBe(true);
});

test('a removed line goes with the lines bundled with it; 0 removes', () => {
  const c = cart([line(1), line(2, { bundledWith: 1 }), line(3)]);
  expect(optimisticRemove(c, 1).items.map((l) => l.cartId)).toEqual([3]);
  expect(optimisticQuantity(c, 3, 0).items.map((l) => l.cartId)).toEqual([1, 2]);
  expect(optimisticRemove(c, 1).amountsPending).toBe(true);
  expect(optimisticRemove(c, 1).loading).toBe(true);
});
