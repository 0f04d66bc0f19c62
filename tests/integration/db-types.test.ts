process.env.SKIP_SEED = '1';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { setupTestDatabase } from '../helpers/testDb';
import { sql } from 'kysely';
import { dialectName, getDb } from '../../server/db';

// server/db/types.ts is written by hand beside the migrations: this checks it against the schema the
// migrations make, on SQLite and (DATABASE_URL set) on PostgreSQL: the same tables, the same
// columns, and a column is `| null` in the types exactly when the database lets it hold NULL.

setupTestDatabase('db_types');

type Declared = Map<string, Map<string, { nullable: boolean }>>;

/** Whether a column's declared type lets it be null: `T | null`, also inside Generated<…> / ColumnType<…>. */
function nullable(type: ts.TypeNode): boolean {
  if (type.kind === ts.SyntaxKind.NullKeyword) return true;
  if (ts.isLiteralTypeNode(type)) return type.literal.kind === ts.SyntaxKind.NullKeyword;
  if (ts.isUnionTypeNode(type)) return type.types.some(nullable);
  if (ts.isParenthesizedTypeNode(type)) return nullable(type.type);
  if (ts.isTypeReferenceNode(type) && ['Generated', 'ColumnType'].includes(type.typeName.getText()) && type.typeArguments?.length) return nullable(type.typeArguments[0]);
  return false;
}

function declaredSchema(): Declared {
  const file = path.join(__dirname, '../../server/db/types.ts');
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const database = source.statements.find((s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === 'Database');
  if (!database) throw new Error('server/db/types.ts: no interface Database');
  const tables: Declared = new Map();
  for (const member of database.members) {
    if (!ts.isPropertySignature(member) || !member.type || !ts.isTypeLiteralNode(member.type)) throw new Error(`Database.${member.name?.getText()}: expected an inline row type`);
    const columns = new Map<string, { nullable: boolean }>();
    for (const col of member.type.members) {
      if (!ts.isPropertySignature(col) || !col.type) throw new Error(`${member.name.getText()}: unexpected member ${col.getText()}`);
      columns.set(col.name.getText(), { nullable: nullable(col.type) });
    }
    tables.set(member.name.getText(), columns);
  }
  return tables;
}

/**
 * SQLite only: full-text search tables (CREATE VIRTUAL TABLE … USING fts5) and the shadow tables
 * SQLite makes for them; the search code reads them with raw SQL, so types.ts has no rows for them.
 */
async function sqliteVirtualTables(): Promise<string[]> {
  const db = await getDb();
  const rows = await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE%'`.execute(db);
  return rows.rows.map((r) => r.name);
}

/** SQLite only: primary-key columns. A rowid alias cannot be NULL, and the schema means none of them to be. */
async function sqlitePrimaryKey(table: string): Promise<Set<string>> {
  const db = await getDb();
  const rows = await sql<{ name: string; pk: number }>`SELECT name, pk FROM pragma_table_info(${table})`.execute(db);
  return new Set(rows.rows.filter((r) => r.pk > 0).map((r) => r.name));
}

async function actualSchema(): Promise<Declared> {
  const db = await getDb();
  const schema = process.env.PG_SCHEMA;
  const sqlite = dialectName() === 'sqlite';
  // The search index (migration 013) differs per dialect and is read with raw SQL only: on SQLite its
  // FTS5 virtual tables, on PostgreSQL search_documents with generated tsvector columns.
  const virtual = sqlite ? await sqliteVirtualTables() : ['search_documents'];
  const tables: Declared = new Map();
  if (!sqlite) {
    // Kysely's introspector reads every schema's tables, and other test files drop their own schemas
    // while this runs ("schema … does not exist"): read this file's schema only.
    const rows = await sql<{ table_name: string; column_name: string; is_nullable: string }>`
      SELECT table_name, column_name, is_nullable FROM information_schema.columns
      WHERE table_schema = current_schema() ORDER BY table_name, ordinal_position`.execute(db);
    for (const r of rows.rows) {
      if (virtual.some((v) => r.table_name === v || r.table_name.startsWith(`${v}_`))) continue;
      if (r.table_name.startsWith('kysely_')) continue;
      if (!tables.has(r.table_name)) tables.set(r.table_name, new Map());
      tables.get(r.table_name)!.set(r.column_name, { nullable: r.is_nullable === 'YES' });
    }
    return tables;
  }
  for (const t of await db.introspection.getTables()) {
    if (schema && t.schema !== schema) continue;
    if (virtual.some((v) => t.name === v || t.name.startsWith(`${v}_`))) continue;
    const pk = sqlite ? await sqlitePrimaryKey(t.name) : new Set<string>();
    tables.set(t.name, new Map(t.columns.map((c) => [c.name, { nullable: c.isNullable && !pk.has(c.name) }])));
  }
  return tables;
}

describe(`server/db/types.ts against the migrated schema (${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  let declared: Declared;
  let actual: Declared;
  beforeAll(async () => {
    declared = declaredSchema();
    actual = await actualSchema();
  });

  test('the same tables', () => {
    expect([...declared.keys()].sort()).toEqual([...actual.keys()].sort());
  });

  test('each table has the same columns', () => {
    const differences: string[] = [];
    for (const [table, columns] of actual) {
      const typed = declared.get(table);
      if (!typed) continue;
      for (const c of columns.keys()) if (!typed.has(c)) differences.push(`${table}.${c}: in the database, not in types.ts`);
      for (const c of typed.keys()) if (!columns.has(c)) differences.push(`${table}.${c}: in types.ts, not in the database`);
    }
    expect(differences).toEqual([]);
  });

  test('a column is `| null` in types.ts exactly when the database allows NULL', () => {
    const differences: string[] = [];
    for (const [table, columns] of actual)
      for (const [name, { nullable: dbNullable }] of columns) {
        const typed = declared.get(table)?.get(name);
        if (typed && typed.nullable !== dbNullable) differences.push(`${table}.${name}: types.ts says ${typed.nullable ? 'nullable' : 'not null'}, the database ${dbNullable ? 'allows NULL' : 'NOT NULL'}`);
      }
    expect(differences).toEqual([]);
  });
});
