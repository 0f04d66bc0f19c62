import type { DB } from '../../db';
import type { Trx } from '../../db/tx';
import type { Fields } from '../../http/types';
import { changeCatalog } from '../../catalog/change';
import { writeAudit } from '../audit';
import type { Staff } from '../staffAccounts';
import type { ScopedItem } from '../stock/items';
import { fieldsOf, itemUpdate, type ItemFields } from './itemInput';

export interface CategoryChoice { id: number; name: string; slug: string }

/** The item's editable fields as they are stored. */
export async function readItemFields(db: DB | Trx, itemId: number): Promise<ItemFields> {
  const [row, cats] = await Promise.all([
    db.selectFrom('items').select(['name', 'description', 'price_cents', 'original_price_cents', 'club_price_cents', 'vip_only', 'active']).where('id', '=', itemId).executeTakeFirstOrThrow(),
    db.selectFrom('item_categories').select('category_id').where('item_id', '=', itemId).orderBy('category_id').execute(),
  ]);
  return {
    name: row.name, description: row.description, priceCents: Number(row.price_cents),
    compareAtCents: row.original_price_cents === null ? null : Number(row.original_price_cents),
    memberPriceCents: row.club_price_cents === null ? null : Number(row.club_price_cents),
    vipOnly: Boolean(row.vip_only), published: Boolean(row.active), categoryIds: cats.map((c) => Number(c.category_id)),
  };
}

/** The brand's categories an item may be listed in, in the shop's order. */
export async function brandCategories(db: DB | Trx, brandId: string): Promise<CategoryChoice[]> {
  const rows = await db.selectFrom('categories').select(['id', 'name', 'slug']).where('brand_id', '=', brandId).orderBy('position').orderBy('id').execute();
  return rows.map((c) => ({ id: Number(c.id), name: c.name, slug: c.slug }));
}

/** What the item page's editor shows: the item's fields and the brand's categories. */
export async function itemCatalog(db: DB, item: ScopedItem) {
  const [fields, categories] = await Promise.all([readItemFields(db, item.id), brandCategories(db, item.brand_id)]);
  return { fields, categories };
}

/** Puts the item in the categories it was added to (last in each) and out of those it left. */
async function setCategories(trx: Trx, itemId: number, before: readonly number[], after: readonly number[]): Promise<void> {
  const gone = before.filter((id) => !after.includes(id));
  const added = after.filter((id) => !before.includes(id));
  if (gone.length) await trx.deleteFrom('item_categories').where('item_id', '=', itemId).where('category_id', 'in', gone).execute();
  for (const categoryId of added) {
    const last = await trx.selectFrom('item_categories').select((eb) => eb.fn.max<number | null>('position').as('p')).where('category_id', '=', categoryId).executeTakeFirst();
    await trx.insertInto('item_categories').values({ item_id: itemId, category_id: categoryId, position: Number(last?.p ?? -1) + 1 }).execute();
  }
}

/**
 * A partial update of the item's catalog fields (itemInput.ts), as a catalog change: the item row,
 * its categories and an `item.update` audit row with only the changed fields before and after, in
 * one transaction that moves the brand's catalog version. Nothing changed: nothing written.
 */
export async function updateItem(db: DB, staff: Staff, item: ScopedItem, f: Fields, ip: string | null, now: Date) {
  const categoryIds = new Set((await brandCategories(db, item.brand_id)).map((c) => c.id));
  const current = await readItemFields(db, item.id);
  const { changed } = itemUpdate(f, current, categoryIds);
  if (!changed.length) return { id: item.id, changed, fields: current };
  return changeCatalog(db, item.brand_id, async (trx) => {
    // Read again inside the transaction: another edit may have landed since.
    const before = await readItemFields(trx, item.id);
    const { next, changed: names } = itemUpdate(f, before, categoryIds);
    if (!names.length) return { id: item.id, changed: names, fields: before };
    await trx.updateTable('items').set({
      name: next.name, description: next.description, price_cents: next.priceCents,
      original_price_cents: next.compareAtCents, club_price_cents: next.memberPriceCents,
      vip_only: next.vipOnly ? 1 : 0, active: next.published ? 1 : 0,
    }).where('id', '=', item.id).execute();
    if (names.includes('categoryIds')) await setCategories(trx, item.id, before.categoryIds, next.categoryIds);
    await writeAudit(trx, {
      staffId: staff.id, action: 'item.update', recordType: 'item', recordId: String(item.id), brandId: item.brand_id,
      before: fieldsOf(before, names), after: fieldsOf(next, names), ip,
    }, now);
    return { id: item.id, changed: names, fields: next };
  });
}
