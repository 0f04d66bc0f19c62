import { pagedHref, pageWindow } from './pagination';

test('page 1 is the bare path', () => {
  expect(pagedHref('/reviews', 1)).toBe('/reviews');
  expect(pagedHref('/reviews', 0)).toBe('/reviews');
  expect(pagedHref('/orders', 3)).toBe('/orders?page=3');
});

test.each([
  [1, 1, [1]],
  [1, 3, [1, 2, 3]],
  [1, 9, [1, 2, 3, 4, 5]],
  [3, 9, [1, 2, 3, 4, 5]],
  [5, 9, [3, 4, 5, 6, 7]],
  [8, 9, [5, 6, 7, 8, 9]],
  [9, 9, [5, 6, 7, 8, 9]],
])('page %p of %p shows %p', (page, count, pages) => {
  expect(pageWindow(page, count)).toEqual(pages);
});

test('no pages, no window', () => {
  expect(pageWindow(1, 0)).toEqual([]);
});
