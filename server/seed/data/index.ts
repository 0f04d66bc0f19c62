import type { Brand } from '../../../brands/types';
import type { Shape } from '../../media/svg/garments';
import { US_ZONE } from '../shipping';
import { ckbSeed } from './ckb';
import { hbSeed } from './hb';
import { pfSeed } from './pf';
import { COMMON_PROMO_CODES, categoryPath, menuFromCategories, standardFooter } from './shop/shared';
import type { ShopCategory, ShopFacts } from './shop/types';
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

/** The categories of a brand without a data file. */
const GENERIC_CATEGORIES: ShopCategory[] = [
  { slug: 'tees', name: 'Tees' },
  { slug: 'hoodies', name: 'Hoodies' },
  { slug: 'lounge-pants', name: 'Lounge Pants' },
  { slug: 'whats-new', name: "What's New" },
];

function genericShop(brand: Brand): ShopFacts {
  return {
    mainProduct: 'style', mainProductPlural: 'styles',
    headerMenu: menuFromCategories(GENERIC_CATEGORIES),
    footerMenu: standardFooter(GENERIC_CATEGORIES.map((c) => ({ name: c.name, path: categoryPath(c.slug) })), '/page/store-policies'),
    categories: GENERIC_CATEGORIES,
    categoryGroups: [],
    offerPrice: 19.99,
    promoCodes: COMMON_PROMO_CODES,
    socialHandle: brand.storeName.toLowerCase().replace(/[^a-z0-9]/g, ''),
    clubName: `${brand.storeName} Club`,
    hasClub: false,
    registrationLocked: false,
    freeGifts: [],
    shippingZones: [US_ZONE],
    betweenSizes: 'Between two sizes? Take your usual size, or size up for a relaxed fit.',
  };
}

/** Seed data for a brand; brands without a data file get a generic shop and catalogue. */
export function seedDataFor(brand: Brand): BrandSeed {
  const known = KNOWN[brand.id];
  if (known) return known;
  const shop = genericShop(brand);
  const lines: ProductLine[] = shop.categories
    .filter((c) => !DERIVED_CATEGORIES.has(c.slug))
    .map((c) => {
      const shape = SHAPE_HINTS.find(([re]) => re.test(c.slug))?.[1] ?? 'tee';
      const noun = c.name.replace(/s$/, '');
      const names = ['Everyday', 'Signature', 'Classic', 'Soft', 'Essential', 'Studio', 'Weekend', 'Cozy', 'Modern'].map((a) => `${a} ${noun}`);
      return { category: c.slug, shape, names, price: [19.99, 39.99], sizes: 'apparel' } satisfies ProductLine;
    });
  return {
    shop,
    clubMonthly: 0, pauseMonthly: 0, clubDiscountPercentage: 0,
    personaFullName: 'Alex Morgan',
    mainShoppingPath: lines[0] ? `/category/${lines[0].category}` : '/',
    monthlyItemFlair: '', brandHas236Gifts: false, brandHas12Gifts: false, clubMultiQty: false, clubExchanges: false,
    sizes: ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'],
    socialMediaDiscountCode: '',
    banner: { headline: `New at ${brand.storeName}`, sub: `Fresh ${shop.mainProductPlural} every week` },
    palette: ['Black', 'Heather Gray', 'Navy', 'White', 'Sage', 'Dusty Rose'],
    blackEvery: 0,
    lines,
    vip: null,
    extendedSizes: false,
    fitCrops: false,
    catchall: lines[0]?.category ?? 'whats-new',
    sizeGuide: 'apparel',
    voice: 'basics',
    styleProfile: { style: 'Casual', birthday_day: '1', birthday_month: '1' },
    // No written copy: catalog.ts describes each category and group generically.
    categoryCopy: {},
    groupCopy: {},
  };
}

/** The shop data the seed writes for a brand (tests and the content build quote it). */
export function shopFactsOf(brand: Brand): ShopFacts {
  return seedDataFor(brand).shop;
}
