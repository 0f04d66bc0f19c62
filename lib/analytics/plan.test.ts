import { cartProps, clubJoinedProps, firstTimeFor, offerProps, orderCompletedProps } from './plan';
import { toPixelEvent } from './events';
import { productAddedProps } from './productProps';
import type { CartState } from '../cart/types';
import type { OrderSummary } from '../checkout/types';

const cart = {
  items: [
    { itemId: 1001, name: 'Leggings', price: 24.99, quantity: 2, size: 'M', color: 'Black' },
    { itemId: 1002, name: 'Top', price: 10, quantity: 1, size: 'S', color: 'Red' },
  ],
  itemCount: 3,
  amounts: { total: 59.98 },
  discountDetails: { name: 'SAVE10' },
  hasClubInCart: true,
} as unknown as CartState;

test('product added: the added line, no shopper data', () => {
  expect(productAddedProps(cart, { itemId: 1002, color: 'Red', size: 'S' })).toEqual({ product_id: '1002', name: 'Top', price: 10, quantity: 1, size: 'S' });
  expect(productAddedProps(cart, { itemId: 9, color: 'x', size: 'x' })).toBeNull();
});

test('cart and checkout: value, items, coupon, club in order', () => {
  expect(cartProps(cart)).toEqual({
    value: 59.98,
    items: [
      { id: '1001', quantity: 2, price: 24.99 },
      { id: '1002', quantity: 1, price: 10 },
    ],
    item_count: 3,
    coupon: 'SAVE10',
    club_in_order: true,
  });
});

test('order completed: revenue, order id, items, coupon, club in order; cancelled lines left out', () => {
  const order = {
    id: 77,
    email: 'someone@example.com',
    discountCode: 'SAVE10',
    amounts: { total: 34.99 },
    items: [
      { itemId: 1001, name: 'Leggings', quantity: 1, price: 24.99, total: 24.99 },
      { itemId: null, name: 'VIP', quantity: 1, total: 10, discountClass: 'club' },
      { itemId: 5, name: 'Gone', quantity: 1, total: 5, cancelled: true },
    ],
  } as unknown as OrderSummary;
  const p = orderCompletedProps(order);
  expect(p).toEqual({ order_id: '77', revenue: 34.99, items: [{ id: '1001', quantity: 1, price: 24.99 }], coupon: 'SAVE10', club_in_order: true });
  expect(JSON.stringify(p)).not.toContain('example.com');
});

test('an order counts once per tab session', () => {
  const m = new Map<string, string>();
  const s = { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
  expect(firstTimeFor('order-77', s)).toBe(true);
  expect(firstTimeFor('order-77', s)).toBe(false);
});

test('club joined carries the first month as its value, so the pixel\'s Subscribe has one', () => {
  const order = {
    id: 77,
    amounts: { total: 88.19, membership: 49.95 },
    items: [
      { itemId: 1001, name: 'Leggings', quantity: 1, price: 39.99, total: 39.99, discountClass: 'club' },
      { itemId: null, name: 'VIP', quantity: 1, total: 49.95, discountClass: 'club' },
    ],
  } as unknown as OrderSummary;
  expect(clubJoinedProps(order)).toEqual({ source: 'checkout', order_id: '77', value: 49.95 });
  expect(toPixelEvent('Club Joined', clubJoinedProps(order))).toEqual({ name: 'Subscribe', data: { value: 49.95, currency: 'USD' } });
  // An order summary without the membership amount: the membership line.
  expect(clubJoinedProps({ ...order, amounts: { total: 88.19 } } as unknown as OrderSummary).value).toBe(49.95);
});

test('an offer event names the offer’s kind (its template), so the report can compare cb with cbv2 and csr with ms', () => {
  expect(offerProps({ id: 7, offerType: 'cbv2', price: 14.99, item: { id: 3, name: 'Scrunchie' } })).toEqual({
    offer_id: '7', offer_type: 'cbv2', product_id: '3', name: 'Scrunchie', price: 14.99,
  });
});
