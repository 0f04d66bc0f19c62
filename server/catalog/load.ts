import type { DB } from '../db';
import { getStoreSettings } from '../settings/store';
import type { CatalogRows } from './rows';

/**
 * Reads one brand's whole catalog in a handful of queries (the same SQL on SQLite and
 * PostgreSQL). Child rows are joined to items so only this brand's rows come back.
 */
export async function loadCatalogRows(db: DB, brandId: string): Promise<CatalogRows> {
  const [categories, groups, items, itemCategories, colors, sizes, images, matches, ratings, settings, multiBuys] = await Promise.all([
    db.selectFrom('categories').selectAll().where('brand_id', '=', brandId).orderBy('position').orderBy('id').execute(),
    db.selectFrom('category_groups').selectAll().where('brand_id', '=', brandId).orderBy('position').orderBy('id').execute(),
    db.selectFrom('items').selectAll().where('brand_id', '=', brandId).where('active', '=', 1).orderBy('position').orderBy('id').execute(),
    db
      .selectFrom('item_categories as ic')
      .innerJoin('categories as c', 'c.id', 'ic.category_id')
      .select(['ic.item_id', 'ic.category_id', 'ic.position'])
      .where('c.brand_id', '=', brandId)
      .orderBy('ic.category_id')
      .orderBy('ic.position')
      .orderBy('ic.item_id')
      .execute(),
    db
      .selectFrom('item_colors as x')
      .innerJoin('items as i', 'i.id', 'x.item_id')
      .select(['x.item_id', 'x.name', 'x.hex', 'x.position'])
      .where('i.brand_id', '=', brandId)
      .orderBy('x.item_id')
      .orderBy('x.position')
      .orderBy('x.name')
      .execute(),
    db
      .selectFrom('item_sizes as x')
      .innerJoin('items as i', 'i.id', 'x.item_id')
      .select(['x.item_id', 'x.size', 'x.position', 'x.stock'])
      .where('i.brand_id', '=', brandId)
      .orderBy('x.item_id')
      .orderBy('x.position')
      .orderBy('x.size')
      .execute(),
    db
      .selectFrom('item_images as x')
      .innerJoin('items as i', 'i.id', 'x.item_id')
      .select(['x.id', 'x.item_id', 'x.kind', 'x.image_key', 'x.url', 'x.width', 'x.height', 'x.alt', 'x.position'])
      .where('i.brand_id', '=', brandId)
      .orderBy('x.item_id')
      .orderBy('x.position')
      .orderBy('x.id')
      .execute(),
    db
      .selectFrom('item_matches as x')
      .innerJoin('items as i', 'i.id', 'x.item_id')
      .select(['x.item_id', 'x.match_item_id', 'x.position'])
      .where('i.brand_id', '=', brandId)
      .orderBy('x.item_id')
      .orderBy('x.position')
      .execute(),
    db
      .selectFrom('reviews')
      .select(['item_id', 'rating', (eb) => eb.fn.countAll().as('n')])
      .where('brand_id', '=', brandId)
      .groupBy(['item_id', 'rating'])
      .execute(),
    getStoreSettings(db, brandId).catch(() => null),
    db.selectFrom('multi_buys').select(['id', 'category_id', 'quantity', 'price_cents']).where('brand_id', '=', brandId).where('active', '=', 1).orderBy('id').execute(),
  ]);
  const sizeOrder = Array.isArray(settings?.sizes) ? (settings.sizes as unknown[]).filter((s): s is string => typeof s === 'string') : [];
  return {
    categories,
    groups,
    items,
    itemCategories,
    colors,
    sizes,
    images,
    matches,
    // PostgreSQL answers count(*) as a string.
    ratings: ratings.map((r) => ({ item_id: r.item_id, rating: Number(r.rating), n: Number(r.n) })),
    sizeOrder,
    multiBuys,
  };
}
