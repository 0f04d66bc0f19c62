import Database from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';
import { withStatementCache } from './statementCache';

function counting() {
  const db = new Database(':memory:');
  let prepares = 0;
  const raw: SqliteDatabase = { close: () => db.close(), prepare: (sql: string) => (prepares++, db.prepare(sql)) };
  return { db, raw, prepares: () => prepares };
}

test('prepares a statement once per SQL text and reuses it', () => {
  const { raw, prepares } = counting();
  const cached = withStatementCache(raw);
  for (let i = 0; i < 5; i++) expect(cached.prepare('select ? as v').all([i])).toEqual([{ v: i }]);
  expect(prepares()).toBe(1);
  cached.prepare('select 2');
  expect(prepares()).toBe(2);
});

test('keeps at most max statements, dropping the least recently used', () => {
  const { raw, prepares } = counting();
  const cached = withStatementCache(raw, 2);
  cached.prepare('select 1');
  cached.prepare('select 2');
  cached.prepare('select 1'); // now most recent
  cached.prepare('select 3'); // evicts 'select 2'
  expect(prepares()).toBe(3);
  cached.prepare('select 1');
  expect(prepares()).toBe(3);
  cached.prepare('select 2');
  expect(prepares()).toBe(4);
});

test('writes and reads through cached statements see each other', () => {
  const { raw } = counting();
  const cached = withStatementCache(raw);
  cached.prepare('create table t (v integer)').run([]);
  const insert = 'insert into t (v) values (?)';
  cached.prepare(insert).run([1]);
  cached.prepare(insert).run([2]);
  expect(cached.prepare('select sum(v) as s from t').all([])).toEqual([{ s: 3 }]);
});
