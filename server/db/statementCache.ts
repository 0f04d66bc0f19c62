import { LRUCache } from 'lru-cache';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/**
 * better-sqlite3 compiles a statement on every prepare(); Kysely prepares every query it runs.
 * This keeps compiled statements by SQL text (bounded, least recently used dropped first), which
 * is safe because Kysely's SQLite driver runs one query at a time on its single connection.
 */
export function withStatementCache(database: SqliteDatabase, max = 500): SqliteDatabase {
  const cache = new LRUCache<string, SqliteStatement>({ max });
  return {
    close: () => database.close(),
    prepare(sql: string): SqliteStatement {
      const hit = cache.get(sql);
      if (hit) return hit;
      const stmt = database.prepare(sql);
      cache.set(sql, stmt);
      return stmt;
    },
  };
}
