import type { Kysely } from 'kysely';
import { up } from '../../server/db/migrations/020_free_gift_rules';
import { openMigrationDb } from '../helpers/migrationDb';

interface Tables {
  brand_settings: { brand_id: string; settings_json: string };
  free_gift_rules: { brand_id: string; kind: string; category_slugs: string | null };
}

// Migration 020 turns the free-gift rules that server/cart/freeGift.ts held as brand ids into rows,
// for the brands a database was seeded with before it (a fresh database gets them from the seed).
const open = () => openMigrationDb<Tables>('gift_rules');

test('a database seeded before 020 keeps pf’s leggings and ckb’s underwear gifts; other brands get none', async () => {
  const { db, close } = await open();
  try {
    await db.schema.createTable('brand_settings').addColumn('brand_id', 'text', (c) => c.primaryKey()).addColumn('settings_json', 'text', (c) => c.notNull()).execute();
    await db.insertInto('brand_settings').values([{ brand_id: 'pf', settings_json: '{}' }, { brand_id: 'ckb', settings_json: '{}' }, { brand_id: 'hb', settings_json: '{}' }]).execute();
    await up(db as unknown as Kysely<unknown>);
    expect(await db.selectFrom('free_gift_rules').selectAll().orderBy('brand_id').execute()).toEqual([
      { brand_id: 'ckb', kind: 'free-underwear', category_slugs: null },
      { brand_id: 'pf', kind: 'free-leggings', category_slugs: '["leggings"]' },
    ]);
  } finally {
    await close();
  }
});

test('an empty database gets the table and no rows (the seed writes them)', async () => {
  const { db, close } = await open();
  try {
    await db.schema.createTable('brand_settings').addColumn('brand_id', 'text', (c) => c.primaryKey()).addColumn('settings_json', 'text', (c) => c.notNull()).execute();
    await up(db as unknown as Kysely<unknown>);
    expect(await db.selectFrom('free_gift_rules').selectAll().execute()).toEqual([]);
  } finally {
    await close();
  }
});
