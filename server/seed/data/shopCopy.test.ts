import { BRANDS } from '../../../brands';
import { VIP_CATEGORY } from '../catalog';
import { seedDataFor } from './index';

/** Every category and group page each brand's seed creates, with the copy the seed data gives it. */
const pages = BRANDS.flatMap((brand) => {
  const seed = seedDataFor(brand);
  const categories = [...seed.shop.categories.map((c) => c.slug), ...(seed.shop.hasClub && seed.vip ? [VIP_CATEGORY.slug] : [])];
  return [
    ...categories.map((slug) => ({ brand, page: `/category/${slug}`, copy: seed.categoryCopy[slug] })),
    ...seed.shop.categoryGroups.map((g) => ({ brand, page: `/category-group/${g.slug}`, copy: seed.groupCopy[g.slug] })),
  ];
});

test.each(pages.map((p) => [p.brand.id, p.page, p.copy] as const))('%s %s has its own shop copy of meta-description length', (_, __, copy) => {
  expect(copy).toBeDefined();
  expect(copy!.length).toBeGreaterThanOrEqual(110);
  expect(copy!.length).toBeLessThanOrEqual(155);
  expect(copy).toMatch(/^[A-Z].*[.!]$/);
});

test('no two category or group pages anywhere share their copy', () => {
  const byCopy = new Map<string, string[]>();
  for (const p of pages) byCopy.set(p.copy ?? '', [...(byCopy.get(p.copy ?? '') ?? []), `${p.brand.id} ${p.page}`]);
  expect([...byCopy.values()].filter((where) => where.length > 1)).toEqual([]);
});

test('copy names no other brand and no category the brand does not have', () => {
  for (const brand of BRANDS) {
    const seed = seedDataFor(brand);
    const others = BRANDS.filter((b) => b.id !== brand.id).map((b) => b.storeName);
    for (const text of [...Object.values(seed.categoryCopy), ...Object.values(seed.groupCopy)]) {
      for (const name of others) expect(text).not.toContain(name);
    }
    const slugs = new Set([...seed.shop.categories.map((c) => c.slug), VIP_CATEGORY.slug]);
    expect(Object.keys(seed.categoryCopy).filter((s) => !slugs.has(s))).toEqual([]);
    expect(Object.keys(seed.groupCopy).filter((s) => !seed.shop.categoryGroups.some((g) => g.slug === s))).toEqual([]);
  }
});
