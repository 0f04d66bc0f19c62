import type { Brand } from '../../../brands/types';
import type { Shape } from '../../media/svg/garments';
import { ckbSeed } from './ckb';
import { hbSeed } from './hb';
import { pfSeed } from './pf';
import type { BrandSeed, ProductLine } from './types';
import { uncommonpairSeed } from './uncommonpair';

const KNOWN: Record<string, BrandSeed> = { pf: pfSeed, ckb: ckbSeed, uncommonpair: uncommonpairSeed, hb: hbSeed };

/** Every known brand's multi-buy sets (migration 017 adds them to a database seeded before it). */
export const SEED_MULTI_BUYS: { brandId: string; category: string; quantity: number; price: number }[] = Object.entries(KNOWN).flatMap(
  ([brandId, seed]) => (seed.multiBuys ?? []).map((m) => ({ brandId, ...m })),
);

/** Categories filled from other categories rather than from a product line. */
export const DERIVED_CATEGORIES = new Set(['whats-new', 'only-black-styles', 'vip-exclusives']);

const SHAPE_HINTS: [RegExp, Shape][] = [
  [/legging/, 'legging'], [/crop/, 'crop'], [/short|skort/, 'short'], [/flare/, 'flare'], [/jogger|pant/, 'jogger'],
  [/bra/, 'bralette'], [/top|tank/, 'tank'], [/tee|shirt/, 'tee'], [/dress/, 'dress'], [/hood|outer|jacket/, 'hoodie'],
  [/thong/, 'thong'], [/brief/, 'brief'], [/bikini/, 'bikini'], [/boyshort/, 'boyshort'], [/cheek|pant(y|ies)|underwear/, 'cheeky'],
  [/sock|knee/, 'sock'], [/gift|box/, 'giftbox'], [/set/, 'set'], [/sleep|pajama/, 'sleepset'],
];

/** Seed data for a brand; brands without a data file get a generic catalogue from their categories. */
export function seedDataFor(brand: Brand): BrandSeed {
  const known = KNOWN[brand.id];
  if (known) return known;
  const lines: ProductLine[] = brand.categories
    .filter((c) => !DERIVED_CATEGORIES.has(c.slug))
    .map((c) => {
      const shape = SHAPE_HINTS.find(([re]) => re.test(c.slug))?.[1] ?? 'tee';
      const noun = c.name.replace(/s$/, '');
      const names = ['Everyday', 'Signature', 'Classic', 'Soft', 'Essential', 'Studio', 'Weekend', 'Cozy', 'Modern'].map((a) => `${a} ${noun}`);
      return { category: c.slug, shape, names, price: [19.99, 39.99], sizes: 'apparel' } satisfies ProductLine;
    });
  return {
    clubMonthly: 0, pauseMonthly: 0, clubDiscountPercentage: 0,
    personaFullName: 'Alex Morgan',
    mainShoppingPath: lines[0] ? `/category/${lines[0].category}` : '/',
    monthlyItemFlair: '', brandHas236Gifts: false, brandHas12Gifts: false, clubMultiQty: false, clubExchanges: false,
    sizes: ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'],
    socialMediaDiscountCode: '',
    socialHandle: brand.storeName.toLowerCase().replace(/[^a-z0-9]/g, ''),
    banner: { headline: `New at ${brand.storeName}`, sub: `Fresh ${brand.mainProductPlural} every week` },
    palette: ['Black', 'Heather Grey', 'Navy', 'White', 'Sage', 'Dusty Rose'],
    blackEvery: 0,
    lines,
    vip: null,
    catchall: lines[0]?.category ?? 'whats-new',
    sizeGuide: 'apparel',
    voice: 'basics',
    styleProfile: { style: 'Casual', birthday_day: '1', birthday_month: '1' },
    // No written copy: catalog.ts describes each category and group generically.
    categoryCopy: {},
    groupCopy: {},
  };
}
