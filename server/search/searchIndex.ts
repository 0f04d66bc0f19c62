import { sql, type RawBuilder } from 'kysely';
import type { DB } from '../db';
import type { DialectName } from '../db/migrations';
import { alternativesOf, fts5Expression, fts5Quote } from './query';

/** One matching item: its relevance score (higher is better) and whether its name holds every word. */
export interface SearchHit {
  id: number;
  score: number;
  nameMatch: boolean;
}

/**
 * The database's full-text index of a brand's active items (migration 013, docs/search.md). Words
 * come from tokenise() (plain letters and digits); every word must match (AND), by stem or by one
 * of its size spellings. Every query is limited to one brand.
 */
export interface SearchIndex {
  /** Items matching every word, best first, at most `limit`. */
  match(db: DB, brandId: string, words: readonly string[], limit: number): Promise<SearchHit[]>;
  /** Suggestions: items where every word matches as a stem or as the start of a word, at most `limit` ids. */
  prefix(db: DB, brandId: string, words: readonly string[], limit: number): Promise<number[]>;
}

/** SQLite FTS5: search_fts (porter stems) for matching, search_words (unstemmed) for word starts. */
export const sqliteSearchIndex: SearchIndex = {
  async match(db, brandId, words, limit) {
    if (!words.length) return [];
    const expr = fts5Expression(words);
    const nameExpr = fts5Expression(words, 'name');
    // bm25 weights per column: name, categories (and type), colours, sizes, description, brand_id.
    const rows = await sql<{ id: number; score: number; name_match: number }>`
      SELECT rowid AS id, -bm25(search_fts, 10.0, 4.0, 2.0, 2.0, 1.0, 0.0) AS score,
        rowid IN (SELECT rowid FROM search_fts WHERE search_fts MATCH ${nameExpr}) AS name_match
      FROM search_fts WHERE search_fts MATCH ${expr} AND brand_id = ${brandId}
      ORDER BY score DESC LIMIT ${limit}`.execute(db);
    return rows.rows.map((r) => ({ id: Number(r.id), score: Number(r.score), nameMatch: Boolean(r.name_match) }));
  },
  async prefix(db, brandId, words, limit) {
    if (!words.length) return [];
    // Per word: the items it matches by stem or by a word's start; the items in every word's set.
    const sets = words.map((w) => {
      const starts = alternativesOf(w)
        .map((a) => `${fts5Quote(a)}*`)
        .join(' OR ');
      return sql`SELECT id FROM (SELECT rowid AS id FROM search_fts WHERE search_fts MATCH ${fts5Expression([w])} UNION SELECT rowid AS id FROM search_words WHERE search_words MATCH ${starts})`;
    });
    const rows = await sql<{ id: number }>`
      SELECT rowid AS id FROM search_fts WHERE rowid IN (${sql.join(sets, sql` INTERSECT `)}) AND brand_id = ${brandId}
      LIMIT ${limit}`.execute(db);
    return rows.rows.map((r) => Number(r.id));
  },
};

/** One word's tsquery: any of its spellings, stemmed (english) or as written (simple; 's' is an english stop word). */
function pgWordQuery(word: string): RawBuilder<unknown> {
  return sql`(${sql.join(
    alternativesOf(word).flatMap((a) => [sql`plainto_tsquery('english', ${a})`, sql`plainto_tsquery('simple', ${a})`]),
    sql` || `,
  )})`;
}

/** PostgreSQL full-text search: search_documents' weighted tsvector, its name vector and the unstemmed words vector. */
export const postgresSearchIndex: SearchIndex = {
  async match(db, brandId, words, limit) {
    if (!words.length) return [];
    const query = sql.join(words.map(pgWordQuery), sql` && `);
    const rows = await sql<{ id: number; score: number; name_match: boolean }>`
      SELECT d.item_id AS id, ts_rank(d.document, q.query) AS score, (d.name_document @@ q.query) AS name_match
      FROM search_documents d, (SELECT ${query} AS query) q
      WHERE d.brand_id = ${brandId} AND d.document @@ q.query
      ORDER BY score DESC, d.item_id LIMIT ${limit}`.execute(db);
    return rows.rows.map((r) => ({ id: Number(r.id), score: Number(r.score), nameMatch: Boolean(r.name_match) }));
  },
  async prefix(db, brandId, words, limit) {
    if (!words.length) return [];
    const conditions = words.map((w) => {
      const starts = sql.join(
        alternativesOf(w).map((a) => sql`to_tsquery('simple', quote_literal(${a}) || ':*')`),
        sql` || `,
      );
      return sql`(d.document @@ ${pgWordQuery(w)} OR d.words @@ (${starts}))`;
    });
    const rows = await sql<{ id: number }>`
      SELECT d.item_id AS id FROM search_documents d WHERE d.brand_id = ${brandId} AND ${sql.join(conditions, sql` AND `)}
      ORDER BY d.item_id LIMIT ${limit}`.execute(db);
    return rows.rows.map((r) => Number(r.id));
  },
};

export function searchIndexFor(dialect: DialectName): SearchIndex {
  return dialect === 'postgres' ? postgresSearchIndex : sqliteSearchIndex;
}
