import type { Kysely } from 'kysely';
import { up } from '../../server/db/migrations/023_code_percent';
import { openMigrationDb } from '../helpers/migrationDb';

interface Tables {
  discount_codes: { code: string; kind: string; value_cents: number; percent_off?: number };
}

// Migration 023 moves a percent code's number out of value_cents (which holds cents only from then on).
const open = () => openMigrationDb<Tables>('code_percent');

test('percent codes keep their percent in percent_off; amount and free-shipping codes are untouched', async () => {
  const { db, close } = await open();
  try {
    await db.schema.createTable('discount_codes').addColumn('code', 'text', (c) => c.primaryKey()).addColumn('kind', 'text', (c) => c.notNull()).addColumn('value_cents', 'integer', (c) => c.notNull()).execute();
    await db.insertInto('discount_codes').values([
      { code: 'First15', kind: 'percent', value_cents: 15 }, { code: 'TAKE10', kind: 'amount', value_cents: 1000 }, { code: 'SHIPFREE', kind: 'free_shipping', value_cents: 0 },
    ]).execute();
    await up(db as unknown as Kysely<unknown>);
    const rows = await db.selectFrom('discount_codes').selectAll().orderBy('code').execute();
    expect(rows.map((r) => [r.code, Number(r.value_cents), Number(r.percent_off)])).toEqual([['First15', 0, 15], ['SHIPFREE', 0, 0], ['TAKE10', 1000, 0]]);
  } finally {
    await close();
  }
});
