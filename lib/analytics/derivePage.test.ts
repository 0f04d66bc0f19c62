import { firstTimeFor } from './plan';
import { pageEvents, type Shown } from './derivePage';
import type { OrderSummary } from '../checkout/types';

const item = { id: 1001, name: 'Lace Bralette', price: 24.5 };
const always = () => true;

test('the item page: its page view (its path without the query), then Product Viewed with the product’s properties', () => {
  const e = pageEvents('/item/[id]', { path: '/item/1001', item }, null, always);
  expect(e.view).toBe('/item/1001');
  expect(e.events).toEqual([{ event: 'Product Viewed', props: { product_id: '1001', name: 'Lace Bralette', price: 24.5 } }]);
});

test('home names "/", social_media_specials its path; neither has an event', () => {
  expect(pageEvents('/', { path: '/' }, null, always)).toMatchObject({ view: '/', events: [] });
  expect(pageEvents('/social_media_specials/[id]', { path: '/social_media_specials/summer' }, null, always)).toMatchObject({ view: '/social_media_specials/summer', events: [] });
});

test('other routes, an error page on a manual address and a page without props derive nothing (start.ts records those)', () => {
  expect(pageEvents('/category/[categoryName]', { path: '/category/leggings' }, null, always)).toEqual({
    events: [], shown: { route: '/category/[categoryName]', path: '/category/leggings', item: undefined },
  });
  expect(pageEvents('/404', { path: '/item/999' }, null, always).view).toBeUndefined();
  expect(pageEvents('/item/[id]', null, null, always).view).toBeUndefined();
});

test('as the pages’ own effects did: a page view once per path while mounted, Product Viewed once per item shown', () => {
  let last: Shown | null = null;
  const show = (route: string, page: { path: string; item?: typeof item }) => {
    const e = pageEvents(route, page, last, always);
    last = e.shown;
    return [e.view, e.events.map((x) => x.props.product_id).join()];
  };
  expect(show('/item/[id]', { path: '/item/1001', item })).toEqual(['/item/1001', '1001']);
  // The same props again (a re-render, a shallow change): nothing.
  expect(show('/item/[id]', { path: '/item/1001', item })).toEqual([undefined, '']);
  // The same path with a new item object (its props fetched again): the product view only.
  expect(show('/item/[id]', { path: '/item/1001', item: { ...item } })).toEqual([undefined, '1001']);
  // Another item: both.
  const other = { id: 7, name: 'Tee', price: 10 };
  expect(show('/item/[id]', { path: '/item/7', item: other })).toEqual(['/item/7', '7']);
  // Another page in between mounts the item page again.
  expect(show('/category/[categoryName]', { path: '/category/tops' })).toEqual([undefined, '']);
  expect(show('/item/[id]', { path: '/item/7', item: other })).toEqual(['/item/7', '7']);
  expect(show('/', { path: '/' })).toEqual(['/', '']);
  expect(show('/', { path: '/' })).toEqual([undefined, '']);
});

const order = {
  id: 9001,
  amounts: { total: 59.99, membership: 39.95 },
  items: [
    { itemId: 1001, quantity: 1, price: 20.04, total: 20.04, discountClass: null },
    { itemId: null, quantity: 1, price: 39.95, total: 39.95, discountClass: 'club' },
  ],
  linkedOrders: [],
} as unknown as OrderSummary;

test('the thank-you page: Order Completed, then Club Joined when the club was in the order, once per order and tab (a reload is not a second purchase)', () => {
  const kept = new Map<string, string>();
  const storage = { getItem: (k: string) => kept.get(k) ?? null, setItem: (k: string, v: string) => void kept.set(k, v) };
  const firstTime = (key: string) => firstTimeFor(key, storage);
  const e = pageEvents('/thank-you', { path: '/thank-you', order }, null, firstTime);
  expect(e.view).toBeUndefined();
  expect(e.events.map((x) => x.event)).toEqual(['Order Completed', 'Club Joined']);
  expect(e.events[0].props).toMatchObject({ order_id: '9001', revenue: 59.99, club_in_order: true });
  expect(e.events[1].props).toEqual({ source: 'checkout', order_id: '9001', value: 39.95 });
  expect(pageEvents('/thank-you', { path: '/thank-you', order }, e.shown, firstTime).events).toEqual([]);
  // Without the club: the order only; without an order (not found in the session): nothing.
  const plain = { ...order, id: 9002, items: [order.items[0]] } as OrderSummary;
  expect(pageEvents('/thank-you', { path: '/thank-you', order: plain }, null, firstTime).events.map((x) => x.event)).toEqual(['Order Completed']);
  expect(pageEvents('/thank-you', { path: '/thank-you', order: null }, null, firstTime).events).toEqual([]);
});
