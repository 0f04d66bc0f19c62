import type { Insertable } from 'kysely';
import type { Brand } from '../../brands/types';
import type { Database } from '../db/types';
import { resolveColor, type ResolvedColor } from '../media/colors';
import { description } from './data/copy';
import { DERIVED_CATEGORIES } from './data/index';
import type { BrandSeed, ProductLine, SizeSet } from './data/types';
import type { IdBlock } from './ids';
import type { MediaLibrary } from './media';
import { Rng } from './prng';
import { FREE_SHIPPING_LINE } from './shipping';
import { type Detail, detailsOf } from '../media/svg/details';
import { type Shape, hasPocket, wearable, zoneOf } from '../media/svg/garments';
import { type Palette, type View, categoryTile, groupTile, productImage } from '../media/svg/scenes';
import { daysBefore } from './time';
import { floorToDollar, toCents } from '../../lib/format/money';

/** Everything later seed steps need to know about one item. */
export interface SeedItem {
  id: number;
  name: string;
  shape: Shape;
  type: string;
  category: string;
  priceCents: number;
  /** The compare-at price a sale item is reduced from (items.original_price_cents); null when not on sale. */
  originalPriceCents: number | null;
  clubPriceCents: number | null;
  colors: ResolvedColor[];
  sizes: { size: string; stock: number }[];
  variant: number;
  /** What the name promises the art shows: stripes, a pocket, a print, a sheen (details.ts). */
  details: Detail[];
  aspect: 'portrait' | 'square';
  vip: boolean;
  createdAt: string;
  image1: string;
  customerImages: { url: string; width: number; height: number; alt: string }[];
}

export interface CatalogRows {
  category_groups: Insertable<Database['category_groups']>[];
  categories: Insertable<Database['categories']>[];
  items: Insertable<Database['items']>[];
  item_categories: Insertable<Database['item_categories']>[];
  item_colors: Insertable<Database['item_colors']>[];
  item_sizes: Insertable<Database['item_sizes']>[];
  item_images: Insertable<Database['item_images']>[];
  item_matches: Insertable<Database['item_matches']>[];
}

export interface Catalog {
  rows: CatalogRows;
  items: SeedItem[];
  /** Category slug → tile URL, group slug → tile URL (menus reuse them). */
  categoryImages: Map<string, string>;
  groupImages: Map<string, string>;
  /** The new drop in members' early access (club brands), or null. */
  earlyAccessItemId: number | null;
}

export const WHATS_NEW_COUNT = 12;
export const VIP_CATEGORY = { slug: 'vip-exclusives', name: 'VIP Exclusives' };

/** How long the seeded new drop stays in members' early access. */
export const EARLY_ACCESS_DAYS = 14;
const DERIVED_CATEGORY_SLUGS = new Set(['whats-new', 'only-black-styles', VIP_CATEGORY.slug]);

export const SIZE_SETS: Record<Exclude<SizeSet, 'apparel+'>, string[]> = {
  apparel: ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'],
  ranges: ['XS-S', 'M-L', 'XL-2X', '3X-4X'],
  sock: ['XS-S', 'M-L', 'XL-2X'],
  one: ['One Size'],
};
export const EXTENDED = ['XXXXL', 'XXXXXL'];

const SHAPE_TYPES: Partial<Record<Shape, string>> = {
  loungepant: 'lounge-pant', croptop: 'crop-top', longsleeve: 'long-sleeve', hwcheeky: 'cheeky', anklesock: 'sock',
  kneesock: 'sock', giftbox: 'gift-box', beltbag: 'bag', beanie: 'hat', cap: 'hat', scrunchie: 'hair-accessory',
  headband: 'hair-accessory', shortset: 'set', lingerieset: 'set', sleepset: 'sleep',
};

/** Line types that cover several shapes (a bra in 'tops' is still a top). */
const UMBRELLA_TYPES = new Set(['top', 'outerwear', 'accessory', 'sleep', 'set']);

/** Names of striped styles. */
const STRIPED = /stripe|breton/i;
const isTwoTone = (color: string) => /[-/]/.test(color);

const VARIANT_HINTS: [RegExp, number][] = [
  [/stripe|ringer|breton|varsity/i, 1],
  [/dot|polka|confetti|heart/i, 2],
  [/argyle|check/i, 3],
  [/pocket|cargo/i, 1],
  [/crossover|twist/i, 2],
  [/rib|seamless|waffle|cable/i, 3],
  [/lace|scallop/i, 1],
];

/** A price ending in .99 within the range. */
function price(rng: Rng, [min, max]: [number, number]): number {
  return toCents(rng.int(Math.floor(min), Math.floor(max))) + 99;
}

function sizesFor(set: SizeSet, seed: BrandSeed, rng: Rng): string[] {
  if (set === 'apparel+') return seed.extendedSizes && rng.chance(0.4) ? [...SIZE_SETS.apparel, ...EXTENDED] : SIZE_SETS.apparel;
  return SIZE_SETS[set];
}

function stockFor(rng: Rng): number {
  const r = rng.float();
  if (r < 0.06) return 0;
  if (r < 0.1) return 1;
  return rng.int(20, 200);
}

export function paletteOf(brand: Brand): Palette {
  const t = brand.theme;
  return { background: t.background, accent: t.accent, primary: t.primary, primaryDark: t.primaryDark, text: t.text };
}

function fallbackLine(slug: string, name: string): ProductLine {
  const noun = name.replace(/s$/, '');
  return {
    category: slug,
    shape: 'tee',
    names: ['Everyday', 'Signature', 'Classic', 'Soft', 'Essential', 'Studio', 'Weekend', 'Cozy'].map((a) => `${a} ${noun}`),
    price: [19.99, 39.99],
    sizes: 'apparel',
  };
}

export function buildCatalog(brand: Brand, seed: BrandSeed, ids: IdBlock, media: MediaLibrary): Catalog {
  const palette = paletteOf(brand);
  const rows: CatalogRows = {
    category_groups: [], categories: [], items: [], item_categories: [], item_colors: [], item_sizes: [], item_images: [], item_matches: [],
  };

  // Product lines: the brand's data, plus a generic line for any category the data does not cover.
  const lines = [...seed.lines];
  for (const c of seed.shop.categories) {
    if (!DERIVED_CATEGORIES.has(c.slug) && !lines.some((l) => l.category === c.slug)) lines.push(fallbackLine(c.slug, c.name));
  }
  const hasVip = seed.shop.hasClub && seed.vip !== null;
  if (hasVip && seed.vip) lines.push(seed.vip);

  // Items ----------------------------------------------------------------------------------------
  const items: SeedItem[] = [];
  let n = 0;
  for (const line of lines) {
    line.names.forEach((entry, position) => {
      n += 1;
      const [name, shape] = typeof entry === 'string' ? [entry, line.shape] : entry;
      const id = ids.item(n);
      const rng = new Rng(`${brand.id}:item:${name}`);
      const variant = VARIANT_HINTS.find(([re]) => re.test(name))?.[1] ?? rng.int(0, 3);
      const details = detailsOf(name);
      const vip = line.category === VIP_CATEGORY.slug;

      const priceCents = price(rng, line.price);
      const originalPriceCents = rng.chance(0.3) ? floorToDollar(priceCents * (1.2 + rng.float() * 0.3)) + 99 : null;
      const clubPriceCents = seed.shop.hasClub ? Math.min(priceCents - 100, floorToDollar(priceCents * 0.8) + 99) : null;

      // A striped style comes only in two-tone colours ('Navy/White'): a stripe needs two. The
      // draws are the same as for any other item (one pick, one shuffle of the rest of the
      // palette), so everything drawn after the colours stays as it was.
      const striped = STRIPED.test(name) && seed.palette.some(isTwoTone);
      const first = striped ? rng.pick(seed.palette.filter(isTwoTone)) : seed.blackEvery && n % seed.blackEvery === 0 ? 'Black' : rng.pick(seed.palette);
      const count = rng.weighted([[1, 20], [2, 35], [3, 30], [4, 15]] as const);
      const others = rng.shuffle(seed.palette.filter((c) => c !== first)).filter((c) => !striped || isTwoTone(c));
      const colorNames = [first, ...others.slice(0, count - 1)];
      const colors = colorNames.map(resolveColor);

      const sizeList = sizesFor(line.sizes, seed, rng);
      const sizes = sizeList.map((size) => ({ size, stock: stockFor(rng) }));
      if (sizes.filter((s) => s.stock > 0).length < Math.min(2, sizes.length)) sizes[Math.floor(sizes.length / 2)].stock = rng.int(20, 200);
      if (sizes.every((s) => s.stock === 0)) sizes[0].stock = 40;

      // The item page shows model images for portrait items and pocket close-ups for square ones
      // (lib/catalog/aspect.ts), so bottoms with pockets are square and get a pocket image.
      const pocketed = (hasPocket(shape, variant) || details.includes('pocket')) && zoneOf(shape) === 'bottom';
      const aspect = pocketed || line.aspect === 'square' || (line.aspect === 'mixed' && rng.chance(0.35)) ? 'square' : 'portrait';
      const createdAt = daysBefore(rng.int(vip ? 20 : 2, 420), rng.int(0, 1439));
      const shapeType = SHAPE_TYPES[shape] ?? shape;
      const type = typeof entry === 'string' || (line.type && UMBRELLA_TYPES.has(line.type)) ? (line.type ?? shapeType) : shapeType;

      // Images ---------------------------------------------------------------------------------
      const paintOf = (c: ResolvedColor) => ({ main: c.hex, second: c.second });
      const image = (view: View, color: ResolvedColor, model = 0, asp: 'portrait' | 'square' = aspect) =>
        media.add(productImage({ shape, paint: paintOf(color), variant, view, aspect: asp, palette, model, details }));
      const dims = (asp: 'portrait' | 'square') => (asp === 'square' ? { width: 800, height: 800 } : { width: 800, height: 1000 });
      const mainViews: View[] = ['front', 'back', 'detail', wearable(shape) ? 'model' : 'flat'];
      const mainCount = rng.weighted([[2, 25], [3, 40], [4, 35]] as const);
      const viewLabel: Record<string, string> = { front: 'front view', back: 'back view', detail: 'close-up', model: 'on model', flat: 'flat lay' };
      const keys: string[] = [];
      let image1 = '';
      mainViews.slice(0, mainCount).forEach((view, i) => {
        const url = image(view, colors[0], n);
        if (i === 0) image1 = url;
        keys.push(`image${i + 1}`);
        rows.item_images.push({
          item_id: id, kind: 'main', image_key: `image${i + 1}`, url, ...dims(aspect),
          alt: `${name} in ${colors[0].name}, ${viewLabel[view]}`, position: i,
        });
      });
      // Some items order their images themselves (spec: ordered image keys); the front view stays
      // first, as cards and share images show the first image.
      if (keys.length >= 3 && rng.chance(0.15)) [keys[1], keys[2]] = [keys[2], keys[1]];

      const extra = (kind: string, view: View, count: number, asp: 'portrait' | 'square', alt: string) => {
        const out: SeedItem['customerImages'] = [];
        for (let i = 0; i < count; i++) {
          const color = colors[i % colors.length];
          const url = image(view, color, n + i + 1, asp);
          const img = { url, ...dims(asp), alt: `${name} in ${color.name}, ${alt}` };
          out.push(img);
          rows.item_images.push({ item_id: id, kind, image_key: null, ...img, position: i });
        }
        return out;
      };
      const customerImages = rng.chance(0.4) ? extra('customer', 'customer', rng.int(1, 3), 'square', 'customer photo') : [];
      if (rng.chance(0.25)) extra('instagram', 'instagram', rng.int(1, 2), 'square', 'as seen on Instagram');
      if (aspect === 'portrait' && wearable(shape) && rng.chance(0.5)) extra('model', 'model', rng.int(1, 2), 'portrait', 'on model');
      if (pocketed) extra('pocket', 'pocket', 1, 'square', 'pocket detail');
      const fitCrops = seed.fitCrops && (zoneOf(shape) === 'bottom' || shape === 'set' || shape === 'shortset');
      if (fitCrops && rng.chance(0.45)) {
        extra('model_plus', 'model_plus', 1, 'portrait', 'plus-size fit');
        extra('model_straight', 'model_straight', 1, 'portrait', 'straight fit');
      }

      items.push({
        id, name, shape, type, category: line.category, priceCents, originalPriceCents, clubPriceCents, colors, sizes, variant, details, aspect, vip,
        createdAt, image1, customerImages,
      });
      rows.items.push({
        id, brand_id: brand.id, path: `/item/${id}`, name, type, description: description({ name, shape, oneSize: sizes.length === 1 }, seed.voice, rng),
        price_cents: priceCents, original_price_cents: originalPriceCents, club_price_cents: clubPriceCents,
        base_color: colors[0].family, aspect_class: aspect, image_keys_json: JSON.stringify(keys),
        vip_only: vip ? 1 : 0, active: 1, position, created_at: createdAt,
      });
      colors.forEach((c, i) => rows.item_colors.push({ item_id: id, name: c.name, hex: c.hex, position: i }));
      sizes.forEach((s, i) => rows.item_sizes.push({ item_id: id, size: s.size, position: i, stock: s.stock }));
    });
  }

  // Members' early access (issue 36): on a club brand, the newest style of its last own category is a
  // new drop members may buy for two weeks before everyone (items.members_until, set by seedBrand from the seeding day).
  let earlyAccessItemId: number | null = null;
  if (seed.shop.hasClub) {
    const ownSlugs = seed.shop.categories.map((c) => c.slug).filter((slug) => !DERIVED_CATEGORY_SLUGS.has(slug));
    const lastSlug = ownSlugs[ownSlugs.length - 1];
    const drop = items.filter((i) => !i.vip && i.category === lastSlug).sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1))[0];
    if (drop) earlyAccessItemId = drop.id;
  }

  // Category groups and categories ------------------------------------------------------------------
  const categoryList = [...seed.shop.categories, ...(hasVip ? [{ ...VIP_CATEGORY, group: undefined }] : [])];
  const categoryIds = new Map(categoryList.map((c, i) => [c.slug, ids.small(i + 1)]));
  const regular = items.filter((i) => !i.vip);
  const newest = [...regular].sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : a.id - b.id)).slice(0, WHATS_NEW_COUNT);
  const black = regular.filter((i) => i.colors[0].name === 'Black');
  const members = new Map<string, SeedItem[]>();
  for (const c of categoryList) {
    if (c.slug === 'whats-new') members.set(c.slug, newest);
    else if (c.slug === 'only-black-styles') members.set(c.slug, black);
    else members.set(c.slug, items.filter((i) => i.category === c.slug));
  }
  for (const [slug, list] of members) {
    const categoryId = categoryIds.get(slug)!;
    list.forEach((item, position) => rows.item_categories.push({ item_id: item.id, category_id: categoryId, position }));
  }

  const tileFor = (slug: string, list: SeedItem[]): string => {
    const rep = slug === 'only-black-styles' ? list.find((i) => zoneOf(i.shape) === 'bottom') ?? list[0] : list[0];
    if (!rep) return categoryTileFallback(media, palette);
    const c = slug === 'only-black-styles' ? resolveColor('Black') : rep.colors[0];
    const mark = slug === 'whats-new' ? 'new' : slug === VIP_CATEGORY.slug ? 'vip' : 'none';
    return media.add(categoryTile(rep.shape, { main: c.hex, second: c.second }, rep.variant, palette, mark, rep.details));
  };
  const categoryImages = new Map<string, string>();
  categoryList.forEach((c, i) => {
    const list = members.get(c.slug) ?? [];
    const url = tileFor(c.slug, list);
    categoryImages.set(c.slug, url);
    rows.categories.push({
      id: categoryIds.get(c.slug)!, brand_id: brand.id, slug: c.slug, name: c.name, description: categoryDescription(c.slug, c.name, brand, seed),
      grid_type: c.slug === 'whats-new' || c.slug === seed.catchall ? 'catchall' : 'double1x1', image_url: url,
      group_id: null, vip_only: c.slug === VIP_CATEGORY.slug ? 1 : 0, position: i,
    });
  });

  const groupImages = new Map<string, string>();
  seed.shop.categoryGroups.forEach((g, i) => {
    const gid = ids.small(i + 1);
    rows.category_groups.push({ id: gid, brand_id: brand.id, slug: g.slug, name: g.name, description: groupDescription(g, brand, seed), position: i });
    const inGroup = seed.shop.categories.filter((c) => c.group === g.slug);
    for (const row of rows.categories) if (inGroup.some((c) => c.slug === row.slug)) row.group_id = gid;
    const reps = inGroup.map((c) => members.get(c.slug)?.[0]).filter((x): x is SeedItem => !!x);
    const a = reps[0];
    const b = reps[1] ?? reps[0];
    if (a && b) {
      groupImages.set(g.slug, media.add(groupTile([a.shape, { main: a.colors[0].hex, second: a.colors[0].second }], [b.shape, { main: b.colors[b.colors.length > 1 ? 1 : 0].hex, second: null }], palette)));
    }
  });

  // Matching items: 2–4 per item, preferring other categories.
  for (const item of items) {
    const rng = new Rng(`${brand.id}:match:${item.id}`);
    const others = regular.filter((o) => o.id !== item.id && o.category !== item.category);
    const pool = others.length >= 4 ? others : regular.filter((o) => o.id !== item.id);
    rng.sample(pool, rng.int(2, 4)).forEach((m, position) => rows.item_matches.push({ item_id: item.id, match_item_id: m.id, position }));
  }

  return { rows, items, categoryImages, groupImages, earlyAccessItemId };
}

function categoryTileFallback(media: MediaLibrary, palette: Palette): string {
  return media.add(categoryTile('tee', { main: palette.primary, second: null }, 0, palette));
}

/** The brand's own copy for a category; a generic line only for categories the seed data does not cover. */
function categoryDescription(slug: string, name: string, brand: Brand, seed: BrandSeed): string {
  const own = seed.categoryCopy[slug];
  if (own) return own;
  if (slug === 'whats-new') return `The latest arrivals at ${brand.storeName}, with new styles every week. ${FREE_SHIPPING_LINE}.`;
  if (slug === VIP_CATEGORY.slug) return `Styles only ${seed.shop.clubName} members can buy, in limited colors and at member prices.`;
  return `Shop ${name.toLowerCase()} at ${brand.storeName}, with new styles every week. ${FREE_SHIPPING_LINE}.`;
}

function groupDescription(group: { slug: string; name: string }, brand: Brand, seed: BrandSeed): string {
  return seed.groupCopy[group.slug] ?? `Every ${group.name.toLowerCase()} style at ${brand.storeName} in one place. ${FREE_SHIPPING_LINE}.`;
}
