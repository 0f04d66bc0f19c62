/**
 * The bench's extra catalog (issue 28): generated items added to the bench's own SQLite file, never
 * the demo or end-to-end database, so search is measured over a shop-sized catalog.
 *
 * Each generated item is a real item of the brand (type, categories, sizes, main images, price,
 * description) under a new name ("<modifier> <modifier> <real name>") in another real item's
 * colours, so every word the shop knows matches hundreds or thousands of items, as in a big shop.
 * Deterministic: the same file gets the same catalog.
 */
import path from 'node:path';

/** Words put before a real item's name; 40 × 39 pairs give every brand's names plenty of variety. */
const MODIFIERS = [
  'Everyday', 'Studio', 'Cloud', 'Airy', 'Luxe', 'Essential', 'Signature', 'Weekend', 'Classic', 'Soft',
  'Ribbed', 'Cropped', 'Relaxed', 'Vintage', 'Lightweight', 'Cozy', 'Performance', 'Stretch', 'Mesh', 'Brushed',
  'Organic', 'Breezy', 'Daily', 'Lounge', 'Sleek', 'Cotton', 'Modal', 'Velvet', 'Satin', 'Textured',
  'Twist', 'Cutout', 'Wrap', 'Scoop', 'Heathered', 'Washed', 'Tailored', 'Sporty', 'Pleated', 'Smocked',
];

interface Db {
  prepare(sql: string): { all(...p: unknown[]): unknown[]; get(...p: unknown[]): unknown; run(...p: unknown[]): unknown };
  transaction<T extends (...a: never[]) => unknown>(fn: T): T;
  close(): void;
}

interface Template {
  id: number;
  name: string;
  type: string;
  description: string;
  price_cents: number;
  original_price_cents: number | null;
  club_price_cents: number | null;
  aspect_class: string;
  image_keys_json: string;
  created_at: string;
}

/** mulberry32, as the demo seed uses (server/seed/prng.ts), so the catalog is the same every run. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/**
 * Adds `perBrand` generated items to each brand in the bench database `file` (a `.data/bench-*.sqlite`
 * file; anything else is refused). Children are written before their item, so the search index's
 * triggers (migration 013) build each item's document once, on the item's own insert.
 */
export function seedBenchCatalog(file: string, brandIds: readonly string[], perBrand: number): { brandId: string; items: number }[] {
  if (!/^bench-\d+\.sqlite$/.test(path.basename(file))) throw new Error(`not a bench database: ${file}`);
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const Database = require('better-sqlite3') as new (f: string) => Db;
  const db = new Database(file);
  try {
    let nextId = Number((db.prepare('SELECT COALESCE(MAX(id), 0) AS m FROM items').get() as { m: number }).m) + 1;
    const out: { brandId: string; items: number }[] = [];
    for (const [b, brandId] of brandIds.entries()) {
      const templates = db.prepare('SELECT * FROM items WHERE brand_id = ? AND active = 1 ORDER BY id').all(brandId) as (Template & { base_color: string })[];
      if (!templates.length) throw new Error(`no items to copy for ${brandId}`);
      const childrenOf = (table: string, cols: string) => {
        const rows = db.prepare(`SELECT item_id, ${cols} FROM ${table} WHERE item_id IN (SELECT id FROM items WHERE brand_id = ?) ORDER BY item_id, position`).all(brandId) as ({ item_id: number } & Record<string, unknown>)[];
        const by = new Map<number, Record<string, unknown>[]>();
        for (const r of rows) by.set(r.item_id, [...(by.get(r.item_id) ?? []), r]);
        return by;
      };
      const cats = childrenOf('item_categories', 'category_id');
      const colors = childrenOf('item_colors', 'name, hex, position');
      const sizes = childrenOf('item_sizes', 'size, position');
      const images = childrenOf("item_images", 'kind, image_key, url, width, height, alt, position');
      const insCat = db.prepare('INSERT INTO item_categories (item_id, category_id, position) VALUES (?, ?, ?)');
      const insColor = db.prepare('INSERT INTO item_colors (item_id, name, hex, position) VALUES (?, ?, ?, ?)');
      const insSize = db.prepare('INSERT INTO item_sizes (item_id, size, position, stock) VALUES (?, ?, ?, ?)');
      const insImage = db.prepare('INSERT INTO item_images (item_id, kind, image_key, url, width, height, alt, position) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
      const insItem = db.prepare(
        `INSERT INTO items (id, brand_id, path, name, type, description, price_cents, original_price_cents, club_price_cents,
          base_color, aspect_class, image_keys_json, vip_only, active, position, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, 1, ?, ?)`,
      );
      const random = rng(0x5eed + b);
      const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
      db.transaction(() => {
        for (let i = 0; i < perBrand; i++) {
          const id = nextId++;
          const t = pick(templates);
          const donor = pick(templates);
          const first = pick(MODIFIERS);
          const second = pick(MODIFIERS.filter((m) => m !== first));
          const name = `${first} ${second} ${t.name}`;
          // About one item in ten is sold out in every size; the rest have a little stock per size.
          const soldOut = random() < 0.1;
          for (const c of cats.get(t.id) ?? []) insCat.run(id, c.category_id, 1000 + i);
          for (const c of colors.get(donor.id) ?? []) insColor.run(id, c.name, c.hex, c.position);
          for (const s of sizes.get(t.id) ?? []) insSize.run(id, s.size, s.position, soldOut ? 0 : Math.floor(random() * 20));
          for (const m of (images.get(t.id) ?? []).filter((x) => x.kind === 'main')) insImage.run(id, m.kind, m.image_key, m.url, m.width, m.height, m.alt, m.position);
          insItem.run(id, brandId, `${slug(name)}-${id}`, name, t.type, t.description, t.price_cents, t.original_price_cents, t.club_price_cents,
            donor.base_color, t.aspect_class, t.image_keys_json, 1000 + i, t.created_at);
        }
      })();
      out.push({ brandId, items: perBrand });
    }
    return out;
  } finally {
    db.close();
  }
}
