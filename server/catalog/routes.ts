import type { RouteDef, RouteHandlers } from '../routes';
import { notFound } from '../http/errors';
import { parseListingQuery } from '../../lib/catalog/query';
import type { CategoryGroupPageData, CategoryItem, CategoryPageData, CategorySummary, Item, ItemStock } from '../../lib/catalog/types';
import { getCatalog } from './cache';
import { freshStockOf, withFreshStock } from './freshStock';
import { buildItemDetail } from './itemDetail';
import { buildListing } from './listing';
import { listingKey, memoListing } from './listingMemo';
import { CATALOG_CACHE_CONTROL, readIdList, readOptionalQueryId, readPathId, readSlug } from './params';
import type { CatalogSnapshot, ItemRecord } from './snapshot';
import { itemOrBrandSizeGuide } from './itemSizeGuide';
import { getStoreSettings } from '../settings/store';

async function sizeOrder(ctx: Parameters<RouteDef['handler']>[0]): Promise<string[]> {
  const s = await getStoreSettings(ctx.db, ctx.brand.id).catch(() => null);
  return Array.isArray(s?.sizes) ? (s.sizes as unknown[]).filter((x): x is string => typeof x === 'string') : [];
}

/** A group's items: its categories' items in order, each once. */
function groupRecords(snap: CatalogSnapshot, categories: readonly CategorySummary[]): ItemRecord[] {
  const seen = new Set<number>();
  const records: ItemRecord[] = [];
  for (const c of categories)
    for (const id of snap.itemsByCategory.get(c.id) ?? [])
      if (!seen.has(id)) {
        seen.add(id);
        records.push(snap.items.get(id)!);
      }
  return records;
}

const summary = (c: CategorySummary): CategorySummary => ({
  id: c.id,
  slug: c.slug,
  name: c.name,
  path: c.path,
  image: c.image,
  gridType: c.gridType,
  groupSlug: c.groupSlug,
  vipOnly: c.vipOnly,
});

/** Catalog read API (docs/api.md, "Catalog"). Every answer is public and cacheable. */
export const catalogRoutes = {
  'GET categories': async (ctx): Promise<CategorySummary[]> => {
    ctx.headers['Cache-Control'] = CATALOG_CACHE_CONTROL;
    const snap = await getCatalog(ctx.db, ctx.brand.id);
    return snap.categories.map(summary);
  },
  'GET category/:slug': async (ctx): Promise<CategoryPageData> => {
    ctx.headers['Cache-Control'] = CATALOG_CACHE_CONTROL;
    const slug = readSlug(ctx.params, 'slug');
    const snap = await getCatalog(ctx.db, ctx.brand.id);
    const category = snap.categoryBySlug.get(slug);
    if (!category) throw notFound(`slug: no category ${slug}`);
    const q = parseListingQuery(ctx.req.query);
    const sizes = await sizeOrder(ctx);
    const listing = memoListing(snap, listingKey(`category:${category.id}`, q, sizes), () =>
      buildListing(
        (snap.itemsByCategory.get(category.id) ?? []).map((id) => snap.items.get(id)!),
        q,
        sizes,
      ),
    );
    return { category, ...listing };
  },
  'GET category-group/:slug': async (ctx): Promise<CategoryGroupPageData> => {
    ctx.headers['Cache-Control'] = CATALOG_CACHE_CONTROL;
    const slug = readSlug(ctx.params, 'slug');
    const snap = await getCatalog(ctx.db, ctx.brand.id);
    const group = snap.groupBySlug.get(slug);
    if (!group) throw notFound(`slug: no category group ${slug}`);
    const categories = snap.categories.filter((c) => c.groupSlug === group.slug);
    const q = parseListingQuery(ctx.req.query);
    const sizes = await sizeOrder(ctx);
    const listing = memoListing(snap, listingKey(`group:${group.id}`, q, sizes), () => buildListing(groupRecords(snap, categories), q, sizes));
    return { group, categories: categories.map(summary), ...listing };
  },
  'GET item/:id': async (ctx): Promise<Item> => {
    ctx.headers['Cache-Control'] = CATALOG_CACHE_CONTROL;
    const id = readPathId(ctx.params, 'id');
    const snap = await getCatalog(ctx.db, ctx.brand.id);
    const rec = snap.items.get(id);
    if (!rec) throw notFound('id: invalid ID, no such item');
    // Stock is read fresh: the snapshot is cached per instance (freshStock.ts).
    return withFreshStock(ctx.db, buildItemDetail(snap, rec));
  },
  'GET item/:id/stock': async (ctx): Promise<ItemStock> => {
    // Never kept by a CDN or the browser: the item page asks for it after loading, over a page a CDN may have kept.
    ctx.headers['Cache-Control'] = 'no-store';
    const id = readPathId(ctx.params, 'id');
    const rec = (await getCatalog(ctx.db, ctx.brand.id)).items.get(id);
    if (!rec) throw notFound('id: invalid ID, no such item');
    return freshStockOf(ctx.db, { id, sizes: rec.sizes });
  },
  'GET items': async (ctx): Promise<CategoryItem[]> => {
    ctx.headers['Cache-Control'] = CATALOG_CACHE_CONTROL;
    const ids = readIdList(ctx.req.query, 'ids');
    const snap = await getCatalog(ctx.db, ctx.brand.id);
    return ids.map((id) => snap.items.get(id)?.listed).filter((i): i is CategoryItem => Boolean(i));
  },
  'GET size-guide': async (ctx) => {
    ctx.headers['Cache-Control'] = CATALOG_CACHE_CONTROL;
    return itemOrBrandSizeGuide(ctx.db, ctx.brand.id, readOptionalQueryId(ctx.req.query, 'itemId'));
  },
} satisfies RouteHandlers;
