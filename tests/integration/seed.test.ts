/**
 * The demo-data seed on a fresh database: what it creates, and that a second run changes nothing.
 * Runs on SQLite always, and on PostgreSQL too when DATABASE_URL is set (in a throw-away schema).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, sql } from 'kysely';
import { BRANDS } from '../../brands';
import { SCHEMA_DDL_LOCK, migrate } from '../../server/db';
import { migrationProvider } from '../../server/db/migrations';
import { toSizingGuideEntry } from '../../server/catalog/sizeGuide';
import { seedDataFor, shopFactsOf } from '../../server/seed/data/index';
import { brandFabrics, copyProblems, seedShapes } from '../helpers/itemCopy';
import { openScratchSchema } from '../helpers/scratchSchema';
import type { Database } from '../../server/db/types';
import { DEMO_PASSWORD, SETTINGS_FIELDS, demoEmail, runSeed, seedAll, seedMarkerId, verifyPassword } from '../../server/seed';
import { SVG_CONTENT_TYPE } from '../../server/media/mediaPath';
import { svgToPng } from '../../server/media/svgToPng';
import { getGateway } from '../../server/payments';
import { loadClubMembership } from '../../server/club/membership';
import { DEMO_CLUB_NEXT_BILLING_IN_DAYS } from '../../server/seed/customers';

jest.setTimeout(180_000);

type Dialect = 'sqlite' | 'postgres';
interface Opened {
  db: Kysely<Database>;
  close(): Promise<void>;
}

function openSqlite(): Opened {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-test-'));
  const database = new SQLite(path.join(dir, 'shop.sqlite'));
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
  return {
    db,
    async close() {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

function openPostgres(url: string): Promise<Opened> {
  return openScratchSchema<Database>(url, 'seed_test', 4);
}

const TABLES = [
  'brand_settings', 'category_groups', 'categories', 'items', 'item_categories', 'item_colors', 'item_sizes', 'item_images',
  'item_matches', 'reviews', 'size_guides', 'customers', 'discount_codes', 'offers', 'orders', 'order_items', 'payments',
  'addresses', 'payment_methods', 'club_plans', 'club_memberships', 'wishlist_items', 'style_profiles', 'tracking_events', 'media',
] as const;

async function counts(db: Kysely<Database>): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const t of TABLES) {
    const r = await db.selectFrom(t).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    out[t] = Number(r.n);
  }
  return out;
}

/** A hash of the content of the main tables, in a stable order. */
async function contentHash(db: Kysely<Database>): Promise<string> {
  const h = createHash('sha256');
  const add = (rows: unknown[]) => h.update(JSON.stringify(rows));
  add(await db.selectFrom('brand_settings').selectAll().orderBy('brand_id').execute());
  add(await db.selectFrom('categories').selectAll().orderBy('id').execute());
  add(await db.selectFrom('items').selectAll().orderBy('id').execute());
  add(await db.selectFrom('item_sizes').selectAll().orderBy('item_id').orderBy('size').execute());
  add(await db.selectFrom('item_images').select(['item_id', 'kind', 'image_key', 'url', 'position']).orderBy('item_id').orderBy('kind').orderBy('position').execute());
  add(await db.selectFrom('reviews').select(['brand_id', 'item_id', 'first_name', 'rating', 'body', 'created_at']).orderBy('id').execute());
  add(await db.selectFrom('offers').selectAll().orderBy('id').execute());
  add(await db.selectFrom('discount_codes').select(['brand_id', 'code', 'kind', 'value_cents', 'percent_off']).orderBy('brand_id').orderBy('code_lower').execute());
  add(await db.selectFrom('customers').select(['brand_id', 'email', 'password_hash']).orderBy('brand_id').execute());
  add(await db.selectFrom('club_memberships').select(['brand_id', 'status', 'next_billing_date', 'started_at', 'skipped_json']).orderBy('brand_id').execute());
  add(await db.selectFrom('media').select('id').orderBy('id').execute());
  return h.digest('hex');
}

const targets: [Dialect, () => Promise<Opened>][] = [['sqlite', async () => openSqlite()]];
if (process.env.DATABASE_URL) targets.push(['postgres', () => openPostgres(process.env.DATABASE_URL!)]);

describe.each(targets)('seed on %s', (dialect, open) => {
  let opened: Opened;
  let db: Kysely<Database>;
  let firstMs = 0;
  let secondMs = 0;
  let before: Record<string, number>;
  let beforeHash: string;
  /** The UTC day the database was seeded (the seed's default, as at a server start). */
  let seededOn: string;

  beforeAll(async () => {
    opened = await open();
    db = opened.db;
    await migrate(db as unknown as Kysely<unknown>, dialect);
    const t0 = performance.now();
    seededOn = new Date().toISOString().slice(0, 10);
    const reports = await runSeed(db);
    firstMs = performance.now() - t0;
    expect(reports.map((r) => r.brandId)).toEqual(BRANDS.map((b) => b.id));
    before = await counts(db);
    beforeHash = await contentHash(db);
  });

  afterAll(async () => {
    console.info(`[seed test] ${dialect}: full seed ${Math.round(firstMs)} ms, no-op re-run ${secondMs.toFixed(1)} ms`);
    await opened?.close();
  });

  it('every seeded SVG draws as a PNG (share images never answer 404)', async () => {
    if (dialect !== 'sqlite') return; // the drawings are the same on every database
    const media = await db.selectFrom('media').select(['id', 'body']).where('content_type', '=', SVG_CONTENT_TYPE).execute();
    expect(media.length).toBeGreaterThan(1000);
    const failed: string[] = [];
    // Small, to keep this quick: a drawing that fails, fails at any size.
    for (const m of media) await svgToPng(m.body, 48).catch((e: unknown) => failed.push(`${m.id}: ${String(e)}`));
    expect(failed).toEqual([]);
  }, 120_000);

  it('creates a marker and settings row per brand with every store-settings field', async () => {
    for (const brand of BRANDS) {
      const marker = await db.selectFrom('brand_settings').select('settings_json').where('brand_id', '=', seedMarkerId(brand.id)).executeTakeFirst();
      expect(marker).toBeDefined();
      const row = await db.selectFrom('brand_settings').select('settings_json').where('brand_id', '=', brand.id).executeTakeFirstOrThrow();
      const s = JSON.parse(row.settings_json) as Record<string, unknown>;
      for (const f of SETTINGS_FIELDS) expect({ brand: brand.id, field: f, present: f in s }).toEqual({ brand: brand.id, field: f, present: true });
      expect(s.storeName).toBe(brand.storeName);
      expect(s.domain).toBe(brand.hosts[0]);
      expect(s.brandHasClub).toBe(shopFactsOf(brand).hasClub);
      expect(s.showClubOffer).toBe(shopFactsOf(brand).hasClub);
      expect((s.banner as { desktopImage: { width: number } }).desktopImage.width).toBe(1600);
      expect((s.scrollingImages as unknown[]).length).toBeGreaterThan(0);
      expect(s.socialMediaDiscountCode).toBe(brand.id === 'pf' ? 'J1V5GPF' : '');
    }
  });

  it('seeds enough items per brand and per category', async () => {
    for (const brand of BRANDS) {
      const items = await db.selectFrom('items').select(['id']).where('brand_id', '=', brand.id).execute();
      expect(items.length).toBeGreaterThanOrEqual(brand.hasDesignedHome ? 40 : 8);
      const cats = await db
        .selectFrom('categories')
        .leftJoin('item_categories', 'item_categories.category_id', 'categories.id')
        .select(['categories.slug', 'categories.vip_only', 'categories.grid_type', (eb) => eb.fn.count('item_categories.item_id').as('n')])
        .where('categories.brand_id', '=', brand.id)
        .groupBy(['categories.slug', 'categories.vip_only', 'categories.grid_type'])
        .execute();
      const slugs = cats.map((c) => c.slug);
      for (const c of shopFactsOf(brand).categories) expect(slugs).toContain(c.slug);
      for (const c of cats) expect({ brand: brand.id, slug: c.slug, enough: Number(c.n) >= 8 }).toEqual({ brand: brand.id, slug: c.slug, enough: true });
      const vip = cats.find((c) => c.slug === 'vip-exclusives');
      if (shopFactsOf(brand).hasClub) expect(Number(vip?.vip_only)).toBe(1);
      else expect(vip).toBeUndefined();
      expect(cats.find((c) => c.slug === 'whats-new')?.grid_type).toBe('catchall');
    }
  });

  it('gives every item 2–4 main images matching its image keys, 1–4 colours, sizes and 1–3 categories', async () => {
    const items = await db.selectFrom('items').select(['id', 'brand_id', 'image_keys_json']).execute();
    const main = await db.selectFrom('item_images').select(['item_id', 'image_key']).where('kind', '=', 'main').execute();
    const colors = await db.selectFrom('item_colors').select(['item_id']).execute();
    const sizes = await db.selectFrom('item_sizes').select(['item_id', 'stock']).execute();
    const links = await db.selectFrom('item_categories').select(['item_id']).execute();
    const matches = await db.selectFrom('item_matches').innerJoin('items as m', 'm.id', 'item_matches.match_item_id').select(['item_matches.item_id', 'm.brand_id']).execute();
    const group = <T extends { item_id: number }>(rows: T[]) => {
      const m = new Map<number, T[]>();
      for (const r of rows) m.set(r.item_id, [...(m.get(r.item_id) ?? []), r]);
      return m;
    };
    const [mainBy, colorBy, sizeBy, linkBy, matchBy] = [group(main), group(colors), group(sizes), group(links), group(matches)];
    for (const item of items) {
      const keys = JSON.parse(item.image_keys_json) as string[];
      const imgs = mainBy.get(item.id) ?? [];
      expect(imgs.length).toBeGreaterThanOrEqual(2);
      expect(imgs.length).toBeLessThanOrEqual(4);
      expect([...keys].sort()).toEqual(imgs.map((i) => i.image_key).sort());
      expect((colorBy.get(item.id) ?? []).length).toBeGreaterThanOrEqual(1);
      expect((colorBy.get(item.id) ?? []).length).toBeLessThanOrEqual(4);
      expect((sizeBy.get(item.id) ?? []).some((s) => s.stock > 0)).toBe(true);
      const nLinks = (linkBy.get(item.id) ?? []).length;
      expect(nLinks).toBeGreaterThanOrEqual(1);
      expect(nLinks).toBeLessThanOrEqual(3);
      const m = matchBy.get(item.id) ?? [];
      expect(m.length).toBeGreaterThanOrEqual(2);
      expect(m.length).toBeLessThanOrEqual(4);
      for (const x of m) expect(x.brand_id).toBe(item.brand_id);
    }
    expect(sizes.some((s) => s.stock === 0)).toBe(true);
    expect(sizes.some((s) => s.stock === 1)).toBe(true);
    const kinds = await db.selectFrom('item_images').select('kind').distinct().execute();
    expect(kinds.map((k) => k.kind).sort()).toEqual(['customer', 'instagram', 'main', 'model', 'model_plus', 'model_straight', 'pocket']);
    const sale = await db.selectFrom('items').select('id').where('original_price_cents', 'is not', null).execute();
    expect(sale.length / items.length).toBeGreaterThan(0.15);
    expect(sale.length / items.length).toBeLessThan(0.45);
  });

  it('stores every referenced image in media, each a small SVG', async () => {
    const urls = new Set<string>();
    const collect = (v: unknown): void => {
      if (typeof v === 'string') {
        for (const m of v.matchAll(/\/media\/[0-9a-f]+\.svg/g)) urls.add(m[0]);
      } else if (v && typeof v === 'object') Object.values(v).forEach(collect);
    };
    collect(await db.selectFrom('item_images').select('url').execute());
    collect(await db.selectFrom('categories').select('image_url').execute());
    collect(await db.selectFrom('brand_settings').select('settings_json').execute());
    collect(await db.selectFrom('size_guides').select(['front_url', 'side_url', 'back_url']).execute());
    collect(await db.selectFrom('reviews').select('images_json').execute());
    collect(await db.selectFrom('offers').select('copy_json').execute());
    collect(await db.selectFrom('order_items').select('image').execute());
    const media = await db.selectFrom('media').select(['id', 'content_type', 'body']).execute();
    const byId = new Map(media.map((m) => [m.id, m]));
    for (const url of urls) {
      const m = byId.get(url.slice('/media/'.length, -'.svg'.length));
      expect({ url, stored: !!m }).toEqual({ url, stored: true });
    }
    // Home banners are drawn scenes (a model and a clothes rail) and stay under 15 KB; everything else under 3 KB.
    const banners = new Set<string>();
    for (const row of await db.selectFrom('brand_settings').select('settings_json').execute()) {
      const banner = (JSON.parse(row.settings_json) as { banner?: { desktopImage: { url: string }; mobileImage: { url: string } } }).banner;
      for (const image of banner ? [banner.desktopImage, banner.mobileImage] : []) banners.add(image.url.slice('/media/'.length, -'.svg'.length));
    }
    expect(banners.size).toBeGreaterThan(0);
    for (const m of media) {
      expect(m.content_type).toBe('image/svg+xml');
      expect(m.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect({ id: m.id, small: Buffer.byteLength(m.body) < (banners.has(m.id) ? 15_000 : 3072) }).toEqual({ id: m.id, small: true });
    }
  });

  it('seeds the free-gift rules: pf gives leggings, ckb any underwear, the others none', async () => {
    const rules = await db.selectFrom('free_gift_rules').selectAll().orderBy('brand_id').execute();
    expect(rules).toEqual([
      { brand_id: 'ckb', kind: 'free-underwear', category_slugs: null },
      { brand_id: 'pf', kind: 'free-leggings', category_slugs: '["leggings"]' },
    ]);
  });

  it('seeds promo codes, offers, club plans, size guides and reviews', async () => {
    for (const brand of BRANDS) {
      const codes = await db.selectFrom('discount_codes').selectAll().where('brand_id', '=', brand.id).execute();
      for (const p of shopFactsOf(brand).promoCodes) {
        const row = codes.find((c) => c.code === p.code);
        expect(row).toBeDefined();
        expect(row!.code_lower).toBe(p.code.toLowerCase());
        expect([row!.value_cents, row!.percent_off]).toEqual([p.kind === 'amount' ? p.value * 100 : 0, p.kind === 'percent' ? p.value : 0]);
        expect(row!.discount_class).toBe(p.code === 'J1V5GPF' ? 'social_media_special' : '');
      }
      const offers = await db.selectFrom('offers').selectAll().where('brand_id', '=', brand.id).orderBy('kind').orderBy('position').execute();
      expect(offers.map((o) => [o.kind, o.position])).toEqual([['order_bump', 1], ['order_bump', 2], ['special_offer', 1], ['special_offer', 2]]);
      for (const o of offers) {
        expect(['csr', 'ms', 'cb', 'cbv2']).toContain(o.offer_type);
        if (o.kind === 'special_offer') expect(o.price_cents).toBe(Math.round(shopFactsOf(brand).offerPrice * 100));
        else expect(o.price_cents).toBeLessThan(Math.round(shopFactsOf(brand).offerPrice * 100));
        expect(Object.keys(JSON.parse(o.copy_json)).sort()).toEqual(['body', 'cta', 'headline', 'image']);
        // A real offer: what it gives costs more at the item's regular price (the page strikes that price through).
        const item = await db.selectFrom('items').select('price_cents').where('id', '=', o.item_id).executeTakeFirstOrThrow();
        const offer = { brand: brand.id, offer: o.id, regular: item.price_cents * o.how_many, price: o.price_cents };
        expect({ ...offer, discounted: offer.regular > offer.price }).toEqual({ ...offer, discounted: true });
      }
      const plans = await db.selectFrom('club_plans').select(['kind']).where('brand_id', '=', brand.id).orderBy('kind').execute();
      expect(plans.map((p) => p.kind)).toEqual(shopFactsOf(brand).hasClub ? ['main', 'pause'] : []);
      const guides = await db.selectFrom('size_guides').selectAll().where('brand_id', '=', brand.id).execute();
      expect(guides.length).toBeGreaterThanOrEqual(3);
      const itemReviews = await db.selectFrom('reviews').select((eb) => eb.fn.countAll().as('n')).where('brand_id', '=', brand.id).where('item_id', 'is not', null).executeTakeFirstOrThrow();
      const items = await db.selectFrom('items').select((eb) => eb.fn.countAll().as('n')).where('brand_id', '=', brand.id).executeTakeFirstOrThrow();
      expect(Number(itemReviews.n)).toBeGreaterThanOrEqual(Number(items.n) * (brand.hasDesignedHome ? 3 : 1));
      const brandReviews = await db.selectFrom('reviews').select('id').where('brand_id', '=', brand.id).where('item_id', 'is', null).execute();
      expect(brandReviews.length).toBeGreaterThan(0);
    }
  });

  it("tells no untrue thing about an item: descriptions and reviews fit the item's garment and the brand's fabrics, stripes come in two colours", async () => {
    for (const brand of BRANDS) {
      const shapes = seedShapes(brand);
      const fabrics = brandFabrics(brand);
      const items = await db.selectFrom('items').select(['id', 'name', 'description']).where('brand_id', '=', brand.id).orderBy('id').execute();
      const ids = items.map((i) => i.id);
      const colors = await db.selectFrom('item_colors').select(['item_id', 'name']).where('item_id', 'in', ids).orderBy('position').execute();
      const sizes = await db.selectFrom('item_sizes').select('item_id').where('item_id', 'in', ids).execute();
      const reviews = await db.selectFrom('reviews').select(['item_id', 'title', 'body']).where('brand_id', '=', brand.id).where('item_id', 'is not', null).execute();
      const problems = items.flatMap((item) =>
        copyProblems(
          {
            name: item.name,
            shape: shapes.get(item.name)!,
            oneSize: sizes.filter((s) => s.item_id === item.id).length === 1,
            colors: colors.filter((c) => c.item_id === item.id).map((c) => c.name),
            description: item.description,
            reviews: reviews.filter((r) => r.item_id === item.id).map((r) => `${r.title}. ${r.body}`),
          },
          fabrics,
        ),
      );
      expect({ brand: brand.id, problems }).toEqual({ brand: brand.id, problems: [] });
    }
  });

  it('gives each brand a size guide about what it sells: shoe sizes for socks, body measurements for apparel and underwear', async () => {
    for (const brand of BRANDS) {
      const rows = await db.selectFrom('size_guides').selectAll().where('brand_id', '=', brand.id).orderBy('position').execute();
      const labels = new Set(rows.flatMap((r) => toSizingGuideEntry(r).lines.map((l) => l.label)));
      if (seedDataFor(brand).sizeGuide === 'socks') {
        expect({ brand: brand.id, labels: [...labels] }).toEqual({ brand: brand.id, labels: ['Shoe size'] });
        for (const r of rows) expect(r.shoe).toMatch(/^Women's \d+–\d+ \/ Men's \d+–\d+$/);
      } else {
        expect({ brand: brand.id, labels: [...labels] }).toEqual({ brand: brand.id, labels: ['Bust', 'Waist', 'Hip', 'Pant'] });
      }
    }
  });

  it('creates a demo customer per brand who can log in, with orders, address, card and profile', async () => {
    for (const brand of BRANDS) {
      const c = await db.selectFrom('customers').selectAll().where('brand_id', '=', brand.id).where('email', '=', demoEmail(brand.id)).executeTakeFirstOrThrow();
      expect(c.password_hash).toMatch(/^scrypt\$N=\d+,r=8,p=1\$[0-9a-f]{32}\$[0-9a-f]{128}$/);
      expect(await verifyPassword(DEMO_PASSWORD, c.password_hash)).toBe(true);
      expect(await verifyPassword('wrong-password', c.password_hash)).toBe(false);
      const orders = await db.selectFrom('orders').select(['id', 'status', 'total_cents']).where('customer_id', '=', c.id).orderBy('id').execute();
      expect(orders.map((o) => o.status)).toEqual(['delivered', 'shipped', 'processing']);
      for (const o of orders) {
        const lines = await db.selectFrom('order_items').select('total_cents').where('order_id', '=', o.id).execute();
        expect(lines.length).toBeGreaterThan(0);
        const pay = await db.selectFrom('payments').select('amount_cents').where('order_id', '=', o.id).executeTakeFirstOrThrow();
        expect(pay.amount_cents).toBe(o.total_cents);
      }
      const addr = await db.selectFrom('addresses').selectAll().where('customer_id', '=', c.id).where('is_default', '=', 1).where('type', '=', 'shipping').execute();
      expect(addr).toHaveLength(1);
      const card = await db.selectFrom('payment_methods').selectAll().where('customer_id', '=', c.id).executeTakeFirstOrThrow();
      expect([card.card_brand, card.last4, card.exp_month, card.exp_year]).toEqual(['visa', '4242', 12, 2030]);
      // A token the gateway accepts: the demo card can be charged (checkout, the club's billing run).
      expect(getGateway().describe(card.gateway_token)).toMatchObject({ brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 });
      const profile = await db.selectFrom('style_profiles').select('field').where('owner_key', '=', `c:${c.id}`).execute();
      expect(profile.map((p) => p.field)).toEqual(expect.arrayContaining(['birthday_day', 'birthday_month']));
      const wish = await db.selectFrom('wishlist_items').select('item_id').where('customer_id', '=', c.id).execute();
      expect(wish.length).toBeGreaterThan(0);
      const club = await db.selectFrom('club_memberships').select('status').where('customer_id', '=', c.id).execute();
      expect(club.map((m) => m.status)).toEqual(shopFactsOf(brand).hasClub ? ['active'] : []);
    }
  });

  it('dates the demo club membership from the seeding day: its next billing date is ahead and that month can be skipped', async () => {
    const now = new Date();
    const today = now.toISOString().slice(0, 10);
    for (const brand of BRANDS.filter((b) => shopFactsOf(b).hasClub)) {
      const c = await db.selectFrom('customers').select('id').where('brand_id', '=', brand.id).where('email', '=', demoEmail(brand.id)).executeTakeFirstOrThrow();
      // What /members and /members_skip_flow show (GET club).
      const m = (await loadClubMembership(db, brand.id, c.id, now))!;
      const ahead = new Date(Date.parse(`${seededOn}T00:00:00Z`) + DEMO_CLUB_NEXT_BILLING_IN_DAYS * 86_400_000).toISOString().slice(0, 10);
      expect({ brand: brand.id, nextBillingDate: m.nextBillingDate }).toEqual({ brand: brand.id, nextBillingDate: ahead });
      expect(m.nextBillingDate! > today).toBe(true);
      expect(Date.parse(m.startedAt)).toBeLessThan(now.getTime());
      expect(m).toMatchObject({ status: 'active', canSkip: true, skipBlocked: null, skipMonth: m.nextBillingDate!.slice(0, 7), skippedMonths: [] });
    }
  });

  it("moves a socks guide seeded before migration 006 from its Pant line to Shoe size, and leaves pant sizes alone", async () => {
    const old = await open();
    try {
      const schema = dialect === 'postgres' ? (await sql<{ s: string }>`SELECT current_schema() AS s`.execute(old.db)).rows[0]?.s : undefined;
      const migrator = new Migrator({ db: old.db, provider: migrationProvider(dialect), ...(schema ? { migrationTableSchema: schema } : {}) });
      const to005 = async () => {
        if (dialect !== 'postgres') return migrator.migrateTo('005_club_charges');
        // Held shared like migrate() does: other suites drop their schemas under it (SCHEMA_DDL_LOCK).
        return old.db.connection().execute(async (conn) => {
          await sql`SELECT pg_advisory_lock_shared(${SCHEMA_DDL_LOCK})`.execute(conn);
          try {
            return await migrator.migrateTo('005_club_charges');
          } finally {
            await sql`SELECT pg_advisory_unlock_shared(${SCHEMA_DDL_LOCK})`.execute(conn);
          }
        });
      };
      expect((await to005()).error).toBeUndefined();
      const row = (name: string, pant: string) => ({ brand_id: 'uncommonpair', name, front_url: '/f.svg', side_url: '/s.svg', back_url: '/b.svg', bust: null, waist: null, hip: null, pant });
      await old.db.insertInto('size_guides').values([row('One Size', "Women's shoe 5–11 / Men's 4–10"), { ...row('M', '8–10'), brand_id: 'pf', bust: '35–36 in' }]).execute();
      await migrate(old.db as unknown as Kysely<unknown>, dialect);
      const rows = await old.db.selectFrom('size_guides').select(['name', 'pant', 'shoe']).orderBy('name').execute();
      expect(rows).toEqual([
        { name: 'M', pant: '8–10', shoe: null },
        { name: 'One Size', pant: null, shoe: "Women's 5–11 / Men's 4–10" },
      ]);
    } finally {
      await old.close();
    }
  });

  it('changes nothing when run again, and returns quickly', async () => {
    const t0 = performance.now();
    await seedAll(db);
    secondMs = performance.now() - t0;
    expect(await runSeed(db)).toEqual([]);
    expect(await counts(db)).toEqual(before);
    expect(await contentHash(db)).toBe(beforeHash);
    expect(secondMs).toBeLessThan(1000);
  });

  if (dialect === 'sqlite') {
    it('seeded on another day, the demo membership and orders move with it (and nothing else does)', async () => {
      const other = openSqlite();
      try {
        await migrate(other.db as unknown as Kysely<unknown>, 'sqlite');
        await runSeed(other.db, { today: '2031-02-20' });
        const rows = await other.db.selectFrom('club_memberships').select(['brand_id', 'next_billing_date', 'started_at']).orderBy('brand_id').execute();
        expect(rows).toEqual(BRANDS.filter((b) => shopFactsOf(b).hasClub).map((b) => ({ brand_id: b.id, next_billing_date: '2031-03-06', started_at: '2030-08-24T12:00:00.000Z' })).sort((a, b) => a.brand_id.localeCompare(b.brand_id)));
        const orders = async (d: Kysely<Database>) => d.selectFrom('orders').select(['created_at', 'total_cents']).orderBy('id').execute();
        const dayMs = Date.parse('2031-02-20T00:00:00Z') - Date.parse(`${seededOn}T00:00:00Z`);
        const moved = (await orders(db)).map((o) => ({ ...o, created_at: new Date(Date.parse(o.created_at) + dayMs).toISOString() }));
        expect(await orders(other.db)).toEqual(moved);
        // The newest demo order, still processing, was placed the day before the seeding day.
        const newest = await other.db.selectFrom('orders').select(['status', 'created_at']).where('status', '=', 'processing').orderBy('created_at', 'desc').executeTakeFirstOrThrow();
        expect(newest.created_at.slice(0, 10)).toBe('2031-02-19');
        const items = async (d: Kysely<Database>) => d.selectFrom('items').select(['id', 'created_at']).orderBy('id').execute();
        expect(await items(other.db)).toEqual(await items(db));
      } finally {
        await other.close();
      }
    });

    it('is deterministic: a second fresh database gets identical data', async () => {
      const other = openSqlite();
      try {
        await migrate(other.db as unknown as Kysely<unknown>, 'sqlite');
        await runSeed(other.db, { today: seededOn });
        expect(await contentHash(other.db)).toBe(beforeHash);
      } finally {
        await other.close();
      }
    });
  }
});
