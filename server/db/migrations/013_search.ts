import { sql, type Kysely } from 'kysely';
import type { DialectName } from './columns';

/**
 * Search (issue 28, docs/search.md): a full-text index of every active item, kept in step with the
 * catalog by triggers on the tables an item's document is made of (items, item_categories,
 * item_colors, item_sizes' size names, categories' names), so every write (seed, tests, a future
 * admin) updates it in the same transaction and every instance sees it. Backfilled here.
 *
 * Document per item: name; category names and type; colour names and base colour; size names;
 * description. Brand id is stored with each document and every query filters on it.
 * - SQLite: FTS5 `search_fts` (porter stems) and `search_words` (the same words unstemmed, for
 *   prefix suggestions), rowid = item id.
 * - PostgreSQL: `search_documents` with generated tsvectors (english stems with weights A name,
 *   B categories/type, C colours/sizes (simple: 's' is an english stop word), D description, and an
 *   unstemmed 'simple' one for prefixes), GIN indexed.
 * And `search_misses`: queries that found nothing (npm run report:search).
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('search_misses')
    .addColumn('brand_id', 'text', (c) => c.notNull())
    .addColumn('query', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('first_seen', 'text', (c) => c.notNull())
    .addColumn('last_seen', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('search_misses_pk', ['brand_id', 'query'])
    .execute();
  if (dialect === 'postgres') await upPostgres(db);
  else await upSqlite(db);
}

/** The document's parts (SQL on the items alias i). */
const SQLITE_PARTS = {
  cats: `COALESCE((SELECT group_concat(c.name, ' ') FROM item_categories ic JOIN categories c ON c.id = ic.category_id WHERE ic.item_id = i.id), '') || ' ' || COALESCE(i.type, '')`,
  colors: `COALESCE((SELECT group_concat(x.name, ' ') FROM item_colors x WHERE x.item_id = i.id), '') || ' ' || COALESCE(i.base_color, '')`,
  sizes: `COALESCE((SELECT group_concat(x.size, ' ') FROM item_sizes x WHERE x.item_id = i.id), '')`,
};

/** Statements that rebuild the documents of the items whose id is `where` (e.g. '= NEW.id'). */
function sqliteRefresh(where: string): string[] {
  const { cats, colors, sizes } = SQLITE_PARTS;
  const from = `FROM items i WHERE i.active = 1 AND i.id ${where}`;
  return [
    `DELETE FROM search_fts WHERE rowid ${where}`,
    `DELETE FROM search_words WHERE rowid ${where}`,
    `INSERT INTO search_fts(rowid, name, categories, colors, sizes, body, brand_id) SELECT i.id, i.name, ${cats}, ${colors}, ${sizes}, COALESCE(i.description, ''), i.brand_id ${from}`,
    `INSERT INTO search_words(rowid, words, brand_id) SELECT i.id, i.name || ' ' || ${cats} || ' ' || ${colors} || ' ' || ${sizes}, i.brand_id ${from}`,
  ];
}

async function upSqlite(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `CREATE VIRTUAL TABLE search_fts USING fts5(name, categories, colors, sizes, body, brand_id UNINDEXED, tokenize = 'porter unicode61 remove_diacritics 2')`,
    )
    .execute(db);
  await sql.raw(`CREATE VIRTUAL TABLE search_words USING fts5(words, brand_id UNINDEXED, tokenize = 'unicode61 remove_diacritics 2')`).execute(db);
  const triggers: [name: string, event: string, where: string][] = [
    ['search_items_ins', 'AFTER INSERT ON items', '= NEW.id'],
    ['search_items_upd', 'AFTER UPDATE ON items', 'IN (OLD.id, NEW.id)'],
    ['search_items_del', 'AFTER DELETE ON items', '= OLD.id'],
    ['search_ic_ins', 'AFTER INSERT ON item_categories', '= NEW.item_id'],
    ['search_ic_upd', 'AFTER UPDATE ON item_categories', 'IN (OLD.item_id, NEW.item_id)'],
    ['search_ic_del', 'AFTER DELETE ON item_categories', '= OLD.item_id'],
    ['search_colors_ins', 'AFTER INSERT ON item_colors', '= NEW.item_id'],
    ['search_colors_upd', 'AFTER UPDATE OF name, item_id ON item_colors', 'IN (OLD.item_id, NEW.item_id)'],
    ['search_colors_del', 'AFTER DELETE ON item_colors', '= OLD.item_id'],
    ['search_sizes_ins', 'AFTER INSERT ON item_sizes', '= NEW.item_id'],
    // Not on stock changes (checkout): only a size's name is in the document.
    ['search_sizes_upd', 'AFTER UPDATE OF size, item_id ON item_sizes', 'IN (OLD.item_id, NEW.item_id)'],
    ['search_sizes_del', 'AFTER DELETE ON item_sizes', '= OLD.item_id'],
    ['search_categories_upd', 'AFTER UPDATE OF name ON categories', 'IN (SELECT item_id FROM item_categories WHERE category_id = NEW.id)'],
  ];
  for (const [name, event, where] of triggers) {
    await sql.raw(`CREATE TRIGGER ${name} ${event} BEGIN\n${sqliteRefresh(where).map((s) => `${s};`).join('\n')}\nEND`).execute(db);
  }
  await backfillSearchIndex(db, 'sqlite');
}

async function upPostgres(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `CREATE TABLE search_documents (
        item_id integer PRIMARY KEY,
        brand_id text NOT NULL,
        name text NOT NULL,
        categories text NOT NULL,
        colors text NOT NULL,
        sizes text NOT NULL,
        body text NOT NULL,
        document tsvector GENERATED ALWAYS AS (
          setweight(to_tsvector('english', name), 'A') ||
          setweight(to_tsvector('english', categories), 'B') ||
          setweight(to_tsvector('english', colors), 'C') ||
          setweight(to_tsvector('simple', colors || ' ' || sizes), 'C') ||
          setweight(to_tsvector('english', body), 'D')
        ) STORED,
        name_document tsvector GENERATED ALWAYS AS (to_tsvector('english', name) || to_tsvector('simple', name)) STORED,
        words tsvector GENERATED ALWAYS AS (to_tsvector('simple', name || ' ' || categories || ' ' || colors || ' ' || sizes)) STORED
      )`,
    )
    .execute(db);
  await sql.raw(`CREATE INDEX search_documents_document ON search_documents USING gin (document)`).execute(db);
  await sql.raw(`CREATE INDEX search_documents_words ON search_documents USING gin (words)`).execute(db);
  await sql.raw(`CREATE INDEX search_documents_brand ON search_documents (brand_id)`).execute(db);
  // Words only, as SQLite's unicode61 splits them: PostgreSQL's parser would keep 'Black/Blush' as one
  // file-path token and 'High-Rise' as a hyphenated word besides its parts.
  await sql
    .raw(`CREATE FUNCTION search_words_of(t text) RETURNS text LANGUAGE sql IMMUTABLE AS $$ SELECT regexp_replace(t, '[^[:alnum:]]+', ' ', 'g') $$`)
    .execute(db);
  await sql
    .raw(
      `CREATE FUNCTION search_refresh(p_id integer) RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM search_documents WHERE item_id = p_id;
        INSERT INTO search_documents (item_id, brand_id, name, categories, colors, sizes, body)
        SELECT i.id, i.brand_id, search_words_of(i.name),
          search_words_of(COALESCE((SELECT string_agg(c.name, ' ') FROM item_categories ic JOIN categories c ON c.id = ic.category_id WHERE ic.item_id = i.id), '') || ' ' || COALESCE(i.type, '')),
          search_words_of(COALESCE((SELECT string_agg(x.name, ' ') FROM item_colors x WHERE x.item_id = i.id), '') || ' ' || COALESCE(i.base_color, '')),
          search_words_of(COALESCE((SELECT string_agg(x.size, ' ') FROM item_sizes x WHERE x.item_id = i.id), '')),
          search_words_of(COALESCE(i.description, ''))
        FROM items i WHERE i.id = p_id AND i.active = 1;
      END $$`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE FUNCTION search_on_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_TABLE_NAME = 'items' THEN
          IF TG_OP <> 'INSERT' THEN PERFORM search_refresh(OLD.id); END IF;
          IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR OLD.id <> NEW.id) THEN PERFORM search_refresh(NEW.id); END IF;
        ELSIF TG_TABLE_NAME = 'categories' THEN
          PERFORM search_refresh(ic.item_id) FROM item_categories ic WHERE ic.category_id = NEW.id;
        ELSE
          IF TG_OP <> 'INSERT' THEN PERFORM search_refresh(OLD.item_id); END IF;
          IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR OLD.item_id <> NEW.item_id) THEN PERFORM search_refresh(NEW.item_id); END IF;
        END IF;
        RETURN NULL;
      END $$`,
    )
    .execute(db);
  const triggers: [table: string, events: string][] = [
    ['items', 'INSERT OR UPDATE OR DELETE'],
    ['item_categories', 'INSERT OR UPDATE OR DELETE'],
    ['item_colors', 'INSERT OR UPDATE OF name, item_id OR DELETE'],
    ['item_sizes', 'INSERT OR UPDATE OF size, item_id OR DELETE'],
    ['categories', 'UPDATE OF name'],
  ];
  for (const [table, events] of triggers) {
    await sql.raw(`CREATE TRIGGER search_${table} AFTER ${events} ON ${table} FOR EACH ROW EXECUTE FUNCTION search_on_change()`).execute(db);
  }
  await backfillSearchIndex(db, 'postgres');
}

/** Rebuilds every item's document from the catalog tables (the migration's backfill). */
export async function backfillSearchIndex(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  if (dialect === 'postgres') await sql.raw(`SELECT search_refresh(id) FROM items`).execute(db);
  else for (const statement of sqliteRefresh('IN (SELECT id FROM items)')) await sql.raw(statement).execute(db);
}
