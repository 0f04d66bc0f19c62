import { pageEvents, type Shown } from './derivePage';

const item = { id: 1001, name: 'Lace Bralette', price: 24.5 };

test('the item page: its page view (its path without the query), then Product Viewed with the product’s properties', () => {
  const e = pageEvents('/item/[id]', { path: '/item/1001', item }, null);
  expect(e.view).toBe('/item/1001');
  expect(e.product).toEqual({ product_id: '1001', name: 'Lace Bralette', price: 24.5 });
});

test('home names "/", social_media_specials its path; neither has a product', () => {
  expect(pageEvents('/', { path: '/' }, null)).toMatchObject({ view: '/' });
  expect(pageEvents('/', { path: '/' }, null).product).toBeUndefined();
  expect(pageEvents('/social_media_specials/[id]', { path: '/social_media_specials/summer' }, null)).toMatchObject({ view: '/social_media_specials/summer' });
});

test('other routes, an error page on a manual address and a page without props derive nothing (start.ts records those)', () => {
  expect(pageEvents('/category/[...slug]', { path: '/category/leggings' }, null)).toEqual({ shown: { route: '/category/[...slug]', path: '/category/leggings', item: undefined } });
  expect(pageEvents('/404', { path: '/item/999' }, null).view).toBeUndefined();
  expect(pageEvents('/item/[id]', null, null).view).toBeUndefined();
});

test('as the pages’ own effects did: a page view once per path while mounted, Product Viewed once per item shown', () => {
  let last: Shown | null = null;
  const show = (route: string, page: { path: string; item?: typeof item }) => {
    const e = pageEvents(route, page, last);
    last = e.shown;
    return [e.view, e.product?.product_id];
  };
  expect(show('/item/[id]', { path: '/item/1001', item })).toEqual(['/item/1001', '1001']);
  // The same props again (a re-render, a shallow change): nothing.
  expect(show('/item/[id]', { path: '/item/1001', item })).toEqual([undefined, undefined]);
  // The same path with a new item object (its props fetched again): the product view only.
  expect(show('/item/[id]', { path: '/item/1001', item: { ...item } })).toEqual([undefined, '1001']);
  // Another item: both.
  const other = { id: 7, name: 'Tee', price: 10 };
  expect(show('/item/[id]', { path: '/item/7', item: other })).toEqual(['/item/7', '7']);
  // Another page in between mounts the item page again.
  expect(show('/category/[...slug]', { path: '/category/tops' })).toEqual([undefined, undefined]);
  expect(show('/item/[id]', { path: '/item/7', item: other })).toEqual(['/item/7', '7']);
  expect(show('/', { path: '/' })).toEqual(['/', undefined]);
  expect(show('/', { path: '/' })).toEqual([undefined, undefined]);
});
