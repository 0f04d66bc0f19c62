import { additionalTypesFor, toAspectClass } from '../../lib/catalog/aspect';
import { colorImageSets } from '../../lib/catalog/colorImages';
import {
  IMAGE_KEYS,
  MAX_CUSTOMER_IMAGES,
  type AdditionalImageGroup,
  type BreadcrumbEntry,
  type CatalogImage,
  type CategoryDetail,
  type ImageKey,
  type Item,
} from '../../lib/catalog/types';
import { orderedImageKeys, toImage, type CatalogSnapshot, type ItemRecord } from './snapshot';

/** At most this many matching items. */
export const MAX_MATCHING = 8;

/** Categories that are collections rather than a place in the catalog tree (not used as breadcrumb). */
const COLLECTION_SLUGS = new Set(['whats-new', 'vip-exclusives', 'only-black-styles']);

/** The item's main category: the first by category position that is not a collection, else the first. */
export function mainCategory(snap: CatalogSnapshot, rec: ItemRecord): CategoryDetail | null {
  const cats = rec.categoryIds.map((id) => snap.categoryById.get(id)).filter((c): c is CategoryDetail => Boolean(c));
  return cats.find((c) => !COLLECTION_SLUGS.has(c.slug)) ?? cats[0] ?? null;
}

function breadcrumb(snap: CatalogSnapshot, rec: ItemRecord, cat: CategoryDetail | null): BreadcrumbEntry[] {
  const out: BreadcrumbEntry[] = [{ name: 'Home', path: '/' }];
  const group = cat?.groupSlug ? snap.groupBySlug.get(cat.groupSlug) : undefined;
  if (group) out.push({ name: group.name, path: group.path });
  if (cat) out.push({ name: cat.name, path: cat.path });
  out.push({ name: rec.row.name, path: rec.listed.path });
  return out;
}

function additionalImages(rec: ItemRecord): AdditionalImageGroup[] {
  const name = rec.row.name;
  return additionalTypesFor(rec.row.aspect_class)
    .map((type) => {
      const rows = rec.images.filter((i) => i.kind === type);
      const capped = type === 'customer' ? rows.slice(0, MAX_CUSTOMER_IMAGES) : rows;
      return { type, images: capped.map((r, i) => toImage(r, `${name}: ${type} photo ${i + 1}`)) };
    })
    .filter((g) => g.images.length > 0);
}

function crop(rec: ItemRecord, kind: 'model_plus' | 'model_straight', alt: string): CatalogImage | null {
  const r = rec.images.find((i) => i.kind === kind);
  return r ? toImage(r, alt) : null;
}

/** The full item answer (GET item/:id). */
export function buildItemDetail(snap: CatalogSnapshot, rec: ItemRecord): Item {
  const row = rec.row;
  const main = rec.images.filter((i) => i.kind === 'main' && i.image_key && (IMAGE_KEYS as readonly string[]).includes(i.image_key));
  const images: Partial<Record<ImageKey, CatalogImage>> = {};
  main.forEach((r) => {
    const key = r.image_key as ImageKey;
    if (!images[key]) images[key] = toImage(r, `${row.name}, view ${key.slice(-1)}`);
  });
  const imageKeys = orderedImageKeys(row.image_keys_json, new Set(Object.keys(images))) as ImageKey[];
  const cat = mainCategory(snap, rec);
  const matching = rec.matchIds
    .map((id) => snap.items.get(id))
    .filter((m): m is ItemRecord => Boolean(m))
    .slice(0, MAX_MATCHING)
    .map((m) => m.listed);
  return {
    id: row.id,
    path: rec.listed.path,
    slug: row.path,
    name: row.name,
    type: row.type,
    description: row.description,
    images,
    imageKeys,
    colorImages: colorImageSets(images, rec.colors.map((c) => c.name)),
    aspectClass: toAspectClass(row.aspect_class),
    additionalImages: additionalImages(rec),
    modelImages: {
      plus: crop(rec, 'model_plus', `${row.name} on a plus-size model`),
      straight: crop(rec, 'model_straight', `${row.name} on a straight-size model`),
    },
    colors: rec.colors,
    baseColor: row.base_color,
    sizes: rec.sizes,
    soldOut: rec.listed.soldOut,
    categoryIds: rec.categoryIds,
    multiBuys: snap.multiBuys.filter((m) => rec.categoryIds.includes(m.categoryId)),
    price: rec.listed.price,
    originalPrice: rec.listed.originalPrice,
    clubPrice: rec.listed.clubPrice,
    vipOnly: rec.listed.vipOnly,
    ...(rec.row.members_until && Date.parse(rec.row.members_until) > Date.now() ? { membersUntil: rec.row.members_until } : {}),
    matching,
    rating: rec.rating,
    category: cat ? { name: cat.name, path: cat.path } : null,
    breadcrumb: breadcrumb(snap, rec, cat),
    createdAt: row.created_at,
  };
}
