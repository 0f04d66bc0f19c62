import type { CreateTableBuilder, Kysely } from 'kysely';
import { withSerialId, type DialectName } from './columns';

/**
 * Stock per size from the back office (issue 38): every change of an item size's stock, who made
 * it, the number before and after, and when. Append-only, read on the back office's item page.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const serial = <T extends string>(t: CreateTableBuilder<T, never>) => withSerialId(t, dialect);
  await serial(db.schema.createTable('stock_changes'))
    .addColumn('staff_id', 'integer', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('size', 'text', (c) => c.notNull())
    .addColumn('before', 'integer', (c) => c.notNull())
    .addColumn('after', 'integer', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('stock_changes_item').on('stock_changes').columns(['item_id', 'id']).execute();
}
