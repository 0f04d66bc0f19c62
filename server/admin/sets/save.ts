import type { DB } from '../../db';
import type { Fields } from '../../http/types';
import { requireString } from '../../http/input';
import { badRequest, notFound } from '../../http/errors';
import { inTransaction, type Trx } from '../../db/tx';
import { clearCatalogCache } from '../../catalog/cache';
import { writeAudit } from '../audit';
import { visibleBrandIds } from '../orders/scope';
import type { Staff } from '../staffAccounts';
import { categoriesWithCheapest, type ScopedSet } from './list';
import { checkSetPrice, setValues, type SetValues } from './setInput';

/** The set as the audit log and the answers show it. */
const shown = (v: SetValues, categoryName: string) => ({ categoryId: v.category_id, categoryName, quantity: v.quantity, priceCents: v.price_cents, active: !!v.active });

/** The set's category must be one of its brand's; an active set's price below its pieces' regular price. */
async function checked(trx: Trx, brandId: string, v: SetValues): Promise<string> {
  const [category] = await categoriesWithCheapest(trx, [brandId], [v.category_id]);
  if (!category) throw badRequest('categoryId: not a category of this brand');
  checkSetPrice(v, category.cheapestCents);
  return category.name;
}

/**
 * A new multi-buy set for one of the staff member's brands (`brand`), with an audit row; then the
 * brand's cached catalog goes (item and category answers list the sets; carts read them fresh).
 */
export async function createSet(db: DB, staff: Staff, f: Fields, ip: string | null, now: Date) {
  const brand = requireString(f, 'brand', 20);
  if (!visibleBrandIds(staff).includes(brand)) throw notFound('brand: not found');
  const values = setValues(f, null);
  const result = await inTransaction(db, async (trx) => {
    const categoryName = await checked(trx, brand, values);
    const row = await trx.insertInto('multi_buys').values({ brand_id: brand, ...values }).returning('id').executeTakeFirstOrThrow();
    const id = Number(row.id);
    const after = shown(values, categoryName);
    await writeAudit(trx, { staffId: staff.id, action: 'set.create', recordType: 'set', recordId: String(id), brandId: brand, before: null, after, ip }, now);
    return { id, brandId: brand, ...after };
  });
  clearCatalogCache(brand);
  return result;
}

/**
 * Edits a set (category, quantity, price, active: the fields given), with an audit row of before
 * and after; an edit that changes nothing writes and checks nothing. The price rule holds for an
 * active set only, so a set whose items got cheaper can always be deactivated. The row is locked
 * (a no-op UPDATE) and read again in the transaction, so two edits at once each audit what they changed.
 */
export async function updateSet(db: DB, staff: Staff, set: ScopedSet, f: Fields, ip: string | null, now: Date) {
  const result = await inTransaction(db, async (trx) => {
    await trx.updateTable('multi_buys').set((eb) => ({ active: eb.ref('active') })).where('id', '=', set.id).execute();
    const row = await trx.selectFrom('multi_buys').selectAll().where('id', '=', set.id).executeTakeFirstOrThrow();
    const current: SetValues = { category_id: row.category_id, quantity: row.quantity, price_cents: row.price_cents, active: row.active };
    const values = setValues(f, current);
    const was = async () => (await categoriesWithCheapest(trx, [set.brand_id], [current.category_id]))[0]?.name ?? '';
    if ((Object.keys(values) as (keyof SetValues)[]).every((k) => values[k] === current[k])) return { changed: false, set: { id: set.id, brandId: set.brand_id, ...shown(current, await was()) } };
    const categoryName = await checked(trx, set.brand_id, values);
    const after = shown(values, categoryName);
    await trx.updateTable('multi_buys').set(values).where('id', '=', set.id).execute();
    await writeAudit(trx, {
      staffId: staff.id, action: 'set.update', recordType: 'set', recordId: String(set.id), brandId: set.brand_id,
      before: shown(current, await was()), after, ip,
    }, now);
    return { changed: true, set: { id: set.id, brandId: set.brand_id, ...after } };
  });
  if (result.changed) clearCatalogCache(set.brand_id);
  return result.set;
}
