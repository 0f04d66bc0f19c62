import type { Kysely } from 'kysely';
import { BRANDS } from '../../brands';
import type { Brand } from '../../brands/types';
import type { Database } from '../db/types';
import { EARLY_ACCESS_DAYS, buildCatalog } from './catalog';
import { buildClubPlans, buildDiscountCodes, buildOffers } from './commerce';
import { buildMultiBuys } from './multiBuys';
import { seedDemoCustomer } from './customers';
import { seedDataFor } from './data/index';
import { brandNumber, IdBlock } from './ids';
import { insertMany } from './insert';
import { MediaLibrary } from './media';
import { buildReviews } from './reviews';
import { buildSettings } from './settings';
import { buildSizeGuides } from './sizeGuides';
import { BASE_DATE, checkedDay, noonOf, seedToday } from './time';

export { DEMO_PASSWORD, DEMO_NAME, demoEmail } from './customers';
export { hashPassword, verifyPassword } from './password';
export { SETTINGS_FIELDS, FREE_SHIPPING_THRESHOLD, STANDARD_SHIPPING_COST } from './settings';

/**
 * Bump when the seeded data changes shape. A database seeded by another version is left alone
 * (with a warning): delete the SQLite file (or drop the schema) to reseed.
 * 2: item descriptions and reviews in each brand's own words (data/copy.ts), striped styles in
 *    two-tone colours, the socks size guide on a Shoe size line.
 * 3: shop data only from server/seed/data (issue 27): settings.betweenSizes and registrationLocked,
 *    the free_gift_rules rows.
 * 4: an order bump's "Regularly $…" copy names the item's compare-at price when it is on sale;
 *    category copy states free shipping on orders of $75 or more (not "over $75").
 * 5: offers name their item as the catalog does (short_item_name, copy); an order bump's copy names the item's price on its item page ("Item page price: $…"), never a
 *    compare-at price; a code's details say what it applies on top of (member prices, the brand's multi-buy sets)
 *    instead of "cannot be combined with other offers".
 * 6: pf's size copy says 'XS to 3XL, selected styles to 5XL' (most styles stop at 3XL).
 */
export const SEED_VERSION = 6;

/** brand_settings row that marks a brand as seeded: brand_id '__seed__:<brand id>'. */
export function seedMarkerId(brandId: string): string {
  return `__seed__:${brandId}`;
}

export interface SeedReport {
  brandId: string;
  items: number;
  media: number;
  ms: number;
}

/**
 * Seeds every brand in BRANDS once. Runs at every server start: when all brands are seeded it
 * costs one indexed query. Each brand is seeded in its own transaction, which starts by claiming
 * the brand's marker row (INSERT … ON CONFLICT DO NOTHING), so concurrent starts never seed twice
 * and a failed seed leaves nothing behind. Deterministic: same rows on every machine and run.
 */
export async function seedAll(db: Kysely<Database>, opts: SeedOptions = {}): Promise<void> {
  const reports = await runSeed(db, opts);
  if (reports.length && process.env.NODE_ENV !== 'test') {
    const summary = reports.map((r) => `${r.brandId} ${r.items} items/${r.media} images ${r.ms} ms`).join(', ');
    console.info(`[seed] seeded ${summary}`);
  }
}

export interface SeedOptions {
  /** The seeding day (YYYY-MM-DD) the demo club's and orders' dates are placed from; default seedToday() (SEED_TODAY, else today, UTC). */
  today?: string;
  /**
   * The demo customers (password 'demo-password'), their orders, cards and memberships; default
   * true. `npm run db:seed -- --catalog-only` leaves them out: the brands' settings, catalog,
   * reviews, size guides, offers and club plans only, for a database real shoppers will use.
   */
  demoCustomers?: boolean;
}

/** seedAll, returning what was seeded (empty when everything was already there). */
export async function runSeed(db: Kysely<Database>, opts: SeedOptions = {}): Promise<SeedReport[]> {
  const today = opts.today === undefined ? seedToday() : checkedDay(opts.today);
  const markers = BRANDS.map((b) => seedMarkerId(b.id));
  const existing = await db.selectFrom('brand_settings').select(['brand_id', 'settings_json']).where('brand_id', 'in', markers).execute();
  const seeded = new Map(existing.map((r) => [r.brand_id, r.settings_json]));
  const reports: SeedReport[] = [];
  for (const [index, brand] of BRANDS.entries()) {
    const marker = seeded.get(seedMarkerId(brand.id));
    if (marker !== undefined) {
      warnOnVersion(brand.id, marker);
      continue;
    }
    const report = await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .insertInto('brand_settings')
        .values({ brand_id: seedMarkerId(brand.id), settings_json: JSON.stringify({ seedVersion: SEED_VERSION, baseDate: BASE_DATE }), updated_at: BASE_DATE })
        .onConflict((oc) => oc.column('brand_id').doNothing())
        .returning('brand_id')
        .executeTakeFirst();
      if (!claimed) return null; // another process seeded this brand meanwhile
      return seedBrand(trx, brand, index, today, opts.demoCustomers ?? true);
    });
    if (report) reports.push(report);
  }
  return reports;
}

function warnOnVersion(brandId: string, markerJson: string): void {
  let version: unknown;
  try {
    version = (JSON.parse(markerJson) as { seedVersion?: unknown }).seedVersion;
  } catch {
    version = undefined;
  }
  if (version !== SEED_VERSION) {
    console.warn(`[seed] ${brandId} was seeded by seed version ${String(version)}, current is ${SEED_VERSION}; delete the database to reseed.`);
  }
}

/** Seeds one brand's data (call inside a transaction; seedAll does); `today` is the seeding day (SeedOptions). */
export async function seedBrand(db: Kysely<Database>, brand: Brand, index: number, today = seedToday(), demoCustomers = true): Promise<SeedReport> {
  const started = performance.now();
  const brandNo = brandNumber(brand, index);
  const ids = new IdBlock(brandNo);
  const seed = seedDataFor(brand);
  const media = new MediaLibrary();

  const catalog = buildCatalog(brand, seed, ids, media);
  const settings = buildSettings(brand, seed, catalog, media);
  const sizeGuides = buildSizeGuides(brand, seed, media);
  const reviews = buildReviews(brand, seed, catalog.items);
  const clubPlans = buildClubPlans(brand, seed, ids);

  await insertMany(db, 'brand_settings', [{ brand_id: brand.id, settings_json: JSON.stringify(settings), updated_at: BASE_DATE }]);
  const r = catalog.rows;
  // The new drop opens to everyone two weeks after the seeding day (the demo keeps showing members' early access).
  const drop = r.items.find((i) => i.id === catalog.earlyAccessItemId);
  if (drop) drop.members_until = noonOf(today, EARLY_ACCESS_DAYS);
  await insertMany(db, 'category_groups', r.category_groups);
  await insertMany(db, 'categories', r.categories);
  await insertMany(db, 'items', r.items);
  await insertMany(db, 'item_categories', r.item_categories);
  await insertMany(db, 'item_colors', r.item_colors);
  await insertMany(db, 'item_sizes', r.item_sizes);
  await insertMany(db, 'item_images', r.item_images);
  await insertMany(db, 'item_matches', r.item_matches);
  await insertMany(db, 'reviews', reviews);
  await insertMany(db, 'size_guides', sizeGuides);
  await insertMany(db, 'discount_codes', buildDiscountCodes(brand, seed));
  await insertMany(db, 'free_gift_rules', seed.shop.freeGifts.map((g) => ({ brand_id: brand.id, kind: g.kind, category_slugs: g.categorySlugs && JSON.stringify(g.categorySlugs) })));
  await insertMany(db, 'offers', buildOffers(brand, seed, catalog.items, ids));
  await insertMany(db, 'multi_buys', buildMultiBuys(brand.id, seed, r.categories));
  await insertMany(db, 'club_plans', clubPlans);
  if (demoCustomers) await seedDemoCustomer(db, brand, seed, brandNo, catalog.items, clubPlans.map((p) => p.id), today);
  await insertMany(db, 'media', media.rows(), 'id');

  return { brandId: brand.id, items: catalog.items.length, media: media.size, ms: Math.round(performance.now() - started) };
}
