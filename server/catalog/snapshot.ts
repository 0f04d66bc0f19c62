import { splitColors } from '../../lib/format/colors';
import { collapseOneSize, orderSizes, sizeLabel } from '../../lib/format/sizes';
import type {
  CatalogImage,
  CategoryDetail,
  CategoryGroupDetail,
  CategoryItem,
  ColorOption,
  GridType,
  RatingSummary,
  SizeOption,
} from '../../lib/catalog/types';
import { EMPTY_SUMMARY, summarizeRatings } from '../reviews/summary';
import { familyKey } from './families';
import type { CatalogRows } from './rows';
import { fromCents } from '../../lib/format/money';
import { multiBuyLabel, type MultiBuyOffer } from '../../lib/promotions/multiBuy';

type ItemRow = CatalogRows['items'][number];
type ImageRow = CatalogRows['images'][number];

/** One item with everything the listing and the item page need, precomputed once per snapshot. */
export interface ItemRecord {
  row: ItemRow;
  listed: CategoryItem;
  colors: ColorOption[];
  sizes: SizeOption[];
  /** Sizes with stock (filter). */
  inStock: Set<string>;
  /** Colour family (base colour), lower case; '' when unknown. */
  family: string;
  images: ImageRow[];
  categoryIds: number[];
  matchIds: number[];
  rating: RatingSummary;
}

export interface CatalogSnapshot {
  brandId: string;
  loadedAt: number;
  categories: CategoryDetail[];
  categoryBySlug: Map<string, CategoryDetail>;
  categoryById: Map<number, CategoryDetail>;
  groups: CategoryGroupDetail[];
  groupBySlug: Map<string, CategoryGroupDetail>;
  groupById: Map<number, CategoryGroupDetail>;
  items: Map<number, ItemRecord>;
  /** Item ids per category id, in the category's featured order. */
  itemsByCategory: Map<number, number[]>;
  /** The brand's multi-buy sets (shown on their category's page and on its items' pages). */
  multiBuys: MultiBuyOffer[];
}

/** Category tiles and images without stored dimensions are drawn square. */
const DEFAULT_TILE = 400;

export function toGridType(v: string | null | undefined): GridType {
  return v === 'catchall' ? 'catchall' : 'double1x1';
}

export function toImage(r: Pick<ImageRow, 'url' | 'width' | 'height' | 'alt'>, fallbackAlt: string): CatalogImage {
  return { url: r.url, width: r.width || DEFAULT_TILE, height: r.height || DEFAULT_TILE, alt: r.alt || fallbackAlt };
}

function groupBy<T, K>(rows: readonly T[], key: (r: T) => K): Map<K, T[]> {
  const m = new Map<K, T[]>();
  for (const r of rows) {
    const k = key(r);
    const list = m.get(k);
    if (list) list.push(r);
    else m.set(k, [r]);
  }
  return m;
}

/** image1…image4 in the item's stored key order (image_keys_json), the rest after in natural order. */
export function orderedImageKeys(stored: string, present: Set<string>): string[] {
  let keys: unknown = [];
  try {
    keys = JSON.parse(stored || '[]');
  } catch {
    keys = [];
  }
  const out: string[] = [];
  for (const k of Array.isArray(keys) ? keys : []) if (typeof k === 'string' && present.has(k) && !out.includes(k)) out.push(k);
  for (const k of ['image1', 'image2', 'image3', 'image4']) if (present.has(k) && !out.includes(k)) out.push(k);
  return out;
}

function buildSizes(rows: CatalogRows['sizes'], sizeOrder: string[]): SizeOption[] {
  const stock = new Map(rows.map((r) => [r.size, Math.max(0, Number(r.stock) || 0)]));
  const names = collapseOneSize(orderSizes(rows.map((r) => r.size), sizeOrder.length ? sizeOrder : null));
  return names.map((size) => {
    const n = stock.get(size) ?? 0;
    return { size, label: sizeLabel(size), stock: n, soldOut: n <= 0 };
  });
}

function buildItem(
  row: ItemRow,
  rows: { colors: CatalogRows['colors']; sizes: CatalogRows['sizes']; images: ImageRow[] },
  categoryIds: number[],
  matchIds: number[],
  rating: RatingSummary,
  sizeOrder: string[],
): ItemRecord {
  const colors = rows.colors.map((c) => ({ name: c.name, hex: c.hex, parts: splitColors(c.name) }));
  const sizes = buildSizes(rows.sizes, sizeOrder);
  const main = rows.images.filter((i) => i.kind === 'main' && i.image_key);
  const byKey = new Map(main.map((i) => [String(i.image_key), i]));
  const keys = orderedImageKeys(row.image_keys_json, new Set(byKey.keys()));
  const first = keys[0] ? byKey.get(keys[0]) : undefined;
  const second = keys[1] ? byKey.get(keys[1]) : undefined;
  const soldOut = sizes.length > 0 && sizes.every((s) => s.soldOut);
  const listed: CategoryItem = {
    id: row.id,
    path: `/item/${row.id}`,
    slug: row.path,
    name: row.name,
    type: row.type,
    image: first ? toImage(first, row.name) : null,
    hoverImage: second ? toImage(second, `${row.name}, another view`) : null,
    price: fromCents(row.price_cents),
    originalPrice: row.original_price_cents === null ? null : fromCents(row.original_price_cents),
    clubPrice: row.club_price_cents === null ? null : fromCents(row.club_price_cents),
    baseColor: row.base_color,
    colors,
    sizes: sizes.map((s) => s.size),
    soldOut,
    vipOnly: row.vip_only === 1,
    createdAt: row.created_at,
  };
  return {
    row,
    listed,
    colors,
    sizes,
    inStock: new Set(sizes.filter((s) => !s.soldOut).map((s) => s.size)),
    family: familyKey(row.base_color),
    images: rows.images,
    categoryIds,
    matchIds,
    rating,
  };
}

/** Builds the in-memory catalog of one brand from its rows. Pure. */
export function buildSnapshot(brandId: string, rows: CatalogRows, now = Date.now()): CatalogSnapshot {
  const groups: CategoryGroupDetail[] = rows.groups.map((g) => ({
    id: g.id,
    slug: g.slug,
    name: g.name,
    description: g.description,
    path: `/category-group/${g.slug}`,
    gridType: 'catchall',
  }));
  const groupById = new Map(groups.map((g) => [g.id, g]));
  const categories: CategoryDetail[] = rows.categories.map((c) => ({
    id: c.id,
    slug: c.slug,
    name: c.name,
    description: c.description,
    path: `/category/${c.slug}`,
    image: c.image_url ? { url: c.image_url, width: DEFAULT_TILE, height: DEFAULT_TILE, alt: c.name } : null,
    gridType: toGridType(c.grid_type),
    groupSlug: c.group_id !== null ? (groupById.get(c.group_id)?.slug ?? null) : null,
    vipOnly: c.vip_only === 1,
  }));
  const categoryById = new Map(categories.map((c) => [c.id, c]));
  const multiBuys: MultiBuyOffer[] = rows.multiBuys.flatMap((m) => {
    const c = categoryById.get(m.category_id);
    const price = fromCents(m.price_cents);
    return c ? [{ id: m.id, categoryId: c.id, categoryName: c.name, path: c.path, quantity: m.quantity, price, label: multiBuyLabel(m.quantity, c.name, price) }] : [];
  });
  for (const c of categories) c.multiBuys = multiBuys.filter((m) => m.categoryId === c.id);

  const colorsBy = groupBy(rows.colors, (r) => r.item_id);
  const sizesBy = groupBy(rows.sizes, (r) => r.item_id);
  const imagesBy = groupBy(rows.images, (r) => r.item_id);
  const matchesBy = groupBy(rows.matches, (r) => r.item_id);
  const linksBy = groupBy(
    rows.itemCategories.filter((l) => categoryById.has(l.category_id)),
    (r) => r.item_id,
  );
  const ratingsBy = groupBy(
    rows.ratings.filter((r) => r.item_id !== null),
    (r) => r.item_id as number,
  );

  const items = new Map<number, ItemRecord>();
  for (const row of rows.items) {
    const categoryIds = (linksBy.get(row.id) ?? [])
      .map((l) => l.category_id)
      .sort((a, b) => categories.indexOf(categoryById.get(a)!) - categories.indexOf(categoryById.get(b)!));
    items.set(
      row.id,
      buildItem(
        row,
        { colors: colorsBy.get(row.id) ?? [], sizes: sizesBy.get(row.id) ?? [], images: imagesBy.get(row.id) ?? [] },
        categoryIds,
        (matchesBy.get(row.id) ?? []).map((m) => m.match_item_id).filter((id) => id !== row.id),
        ratingsBy.has(row.id) ? summarizeRatings(ratingsBy.get(row.id)!) : EMPTY_SUMMARY,
        rows.sizeOrder,
      ),
    );
  }

  // Featured order inside a category: the link's position, then the item's own position, then id.
  const itemsByCategory = new Map<number, number[]>();
  for (const [categoryId, links] of groupBy(rows.itemCategories, (r) => r.category_id)) {
    const ids = links
      .filter((l) => items.has(l.item_id))
      .sort((a, b) => a.position - b.position || items.get(a.item_id)!.row.position - items.get(b.item_id)!.row.position || a.item_id - b.item_id)
      .map((l) => l.item_id);
    itemsByCategory.set(categoryId, ids);
  }

  return {
    brandId,
    loadedAt: now,
    categories,
    categoryBySlug: new Map(categories.map((c) => [c.slug, c])),
    categoryById,
    groups,
    groupBySlug: new Map(groups.map((g) => [g.slug, g])),
    groupById,
    items,
    itemsByCategory,
    multiBuys,
  };
}
