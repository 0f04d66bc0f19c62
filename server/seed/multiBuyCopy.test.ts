import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BRANDS } from '../../brands';
import { BRAND_CONTENT } from '../../content/pages';
import { seedDataFor } from './data';
import { buildMultiBuys } from './multiBuys';

// No copy may advertise a multi-buy the shop API does not price (issue 25): every "N for $X" claim
// in a brand's seed data (banners, category copy), its content sources and the built content dataset
// must be one of the multi-buy sets the seed gives that brand (migration 017, server/cart/multiBuy.ts).

/** "mix any 5 for $50", "any 5 cheekies for $50", "3 for $30", "5 pairs for $49.99" → [quantity, price]. */
export function multiBuyClaims(text: string): [number, number][] {
  const claims: [number, number][] = [];
  const re = /\b(?:any\s+)?(\d+)\s+(?:[a-z-]+\s+){0,2}?for\s+(?:just\s+|only\s+)?\$(\d+(?:\.\d{2})?)/gi;
  for (const m of text.matchAll(re)) claims.push([Number(m[1]), Number(m[2])]);
  return claims;
}

const dataset = readFileSync(path.join(process.cwd(), 'content/dataset.ndjson'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as { brand?: string });

/** Every piece of copy of a brand as one text per source (JSON keeps the strings; their escapes do not hide a claim). */
function copyOf(brandId: string): { source: string; text: string }[] {
  const brand = BRANDS.find((b) => b.id === brandId)!;
  const content = BRAND_CONTENT.find((c) => c.copy.brand.id === brandId);
  return [
    { source: 'seed data', text: JSON.stringify(seedDataFor(brand)) },
    { source: 'content sources', text: JSON.stringify(content?.pages ?? []) },
    { source: 'content dataset', text: JSON.stringify(dataset.filter((d) => d.brand === brandId)) },
  ];
}

test('claims are found in the wordings shops use', () => {
  expect(multiBuyClaims('Lace, seamless and cotton: mix any 5 for $50')).toEqual([[5, 50]]);
  expect(multiBuyClaims('Mix any 5 cheekies for $50. Or 3 pairs for $29.99!')).toEqual([[5, 50], [3, 29.99]]);
  expect(multiBuyClaims('Take 15% off orders of $60 or more with code First15.')).toEqual([]);
});

describe.each(BRANDS.map((b) => b.id))('%s', (brandId) => {
  const brand = BRANDS.find((b) => b.id === brandId)!;
  const seed = seedDataFor(brand);
  const categories = seed.lines.map((l, i) => ({ id: i + 1, slug: l.category }));
  const sets = buildMultiBuys(brandId, seed, categories).map((s) => [s.quantity, s.price_cents / 100]);

  test.each(copyOf(brandId))('every multi-buy the $source advertise is a seeded set', ({ text }) => {
    for (const claim of multiBuyClaims(text)) expect(sets).toContainEqual(claim);
  });
});

test("ckb's home banner claim is in the copy and priced: the check above has something to check", () => {
  const ckb = copyOf('ckb').flatMap((c) => multiBuyClaims(c.text));
  expect(ckb).toContainEqual([5, 50]);
});
