import type { CreateTableBuilder } from 'kysely';

export type DialectName = 'sqlite' | 'postgres';

/** Adds the table's integer `id` primary key that the database numbers itself, on either dialect. */
export function withSerialId<T extends string>(table: CreateTableBuilder<T, never>, dialect: DialectName) {
  return dialect === 'postgres'
    ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}
