import { toPixelEvent, compact } from './events';

test('AddToCart: currency USD, content_type product, content_ids, content_name, value (spec section 7)', () => {
  expect(toPixelEvent('Product Added', { product_id: '1001', name: 'Black Leggings', price: 24.99, quantity: 2 })).toEqual({
    name: 'AddToCart',
    data: { content_ids: ['1001'], content_type: 'product', content_name: 'Black Leggings', value: 49.98, currency: 'USD' },
  });
});

test('product viewed is ViewContent with the unit price', () => {
  expect(toPixelEvent('Product Viewed', { product_id: '7', name: 'Top', price: 10, quantity: 3 })?.data).toMatchObject({ value: 10, content_ids: ['7'] });
});

test('order completed is Purchase with order id, value, contents and item count', () => {
  const ev = toPixelEvent('Order Completed', {
    order_id: '555',
    revenue: 59.9,
    coupon: 'SAVE10',
    club_in_order: true,
    items: [
      { id: '1', quantity: 2, price: 20 },
      { id: '2', quantity: 1, price: 19.9 },
    ],
  });
  expect(ev).toEqual({
    name: 'Purchase',
    data: {
      value: 59.9,
      currency: 'USD',
      order_id: '555',
      num_items: 3,
      contents: [
        { id: '1', quantity: 2, item_price: 20 },
        { id: '2', quantity: 1, item_price: 19.9 },
      ],
    },
  });
});

test('events only product analytics takes have no pixel event', () => {
  for (const e of ['Cart Viewed', 'Order Bump Accepted', 'Special Offer Declined', 'Club Skipped', 'Club Paused', 'Club Resumed', 'Club Cancelled', 'Logged In'] as const) {
    expect(toPixelEvent(e, {})).toBeNull();
  }
  expect(toPixelEvent('Signed Up', {})).toEqual({ name: 'CompleteRegistration' });
  expect(toPixelEvent('Club Joined', { value: 49.95 })).toEqual({ name: 'Subscribe', data: { value: 49.95, currency: 'USD' } });
});

test('compact drops undefined values', () => {
  expect(compact({ a: 1, b: undefined })).toEqual({ a: 1 });
});
