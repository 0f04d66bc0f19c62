import { sql } from 'kysely';
import type { DB } from '../db';

/** Distinct zero-result queries kept per brand; new ones beyond this are not recorded (known ones still count). */
export const MAX_MISSES_PER_BRAND = 5_000;

/**
 * Zero-result searches (migration 013's search_misses): one row per brand and normalised query,
 * counted, with when it was first and last asked. `npm run report:search` lists them. Returns
 * whether the query was counted.
 */
export async function recordMiss(db: DB, brandId: string, query: string, now = new Date(), limit = MAX_MISSES_PER_BRAND): Promise<boolean> {
  if (!query) return false;
  const at = now.toISOString();
  const counted = await db
    .updateTable('search_misses')
    .set({ count: sql`count + 1`, last_seen: at })
    .where('brand_id', '=', brandId)
    .where('query', '=', query)
    .executeTakeFirst();
  if (Number(counted.numUpdatedRows) > 0) return true;
  // A new query: only while the brand has room, so a flood of made-up queries cannot grow the table without end.
  const { n } = await db.selectFrom('search_misses').select((eb) => eb.fn.countAll().as('n')).where('brand_id', '=', brandId).executeTakeFirstOrThrow();
  if (Number(n) >= limit) return false;
  await db
    .insertInto('search_misses')
    .values({ brand_id: brandId, query, count: 1, first_seen: at, last_seen: at })
    .onConflict((oc) => oc.columns(['brand_id', 'query']).doUpdateSet({ count: sql`search_misses.count + 1`, last_seen: at }))
    .execute();
  return true;
}

export interface MissRow {
  brandId: string;
  query: string;
  count: number;
  firstSeen: string;
  lastSeen: string;
}

/** Which brands, and which instants the query was last asked in ([from, to): ISO times); all when left out. */
export interface MissScope {
  brandIds?: readonly string[];
  lastSeenFrom?: string;
  lastSeenBefore?: string;
}

/**
 * Every brand's zero-result queries, most asked first (then most recent): `npm run report:search`
 * (one brand or all) and the back office's report (the staff member's brands, last asked in a range).
 */
export async function listMisses(db: DB, arg?: string | MissScope): Promise<MissRow[]> {
  const scope: MissScope = typeof arg === 'string' ? { brandIds: [arg] } : (arg ?? {});
  if (scope.brandIds && scope.brandIds.length === 0) return [];
  let q = db.selectFrom('search_misses').selectAll();
  if (scope.brandIds) q = q.where('brand_id', 'in', [...scope.brandIds]);
  if (scope.lastSeenFrom) q = q.where('last_seen', '>=', scope.lastSeenFrom);
  if (scope.lastSeenBefore) q = q.where('last_seen', '<', scope.lastSeenBefore);
  const rows = await q.orderBy('brand_id').orderBy('count', 'desc').orderBy('last_seen', 'desc').orderBy('query').execute();
  return rows.map((r) => ({ brandId: r.brand_id, query: r.query, count: Number(r.count), firstSeen: r.first_seen, lastSeen: r.last_seen }));
}

/** The report's text: per brand, each query with its count and last time asked. */
export function formatMissReport(rows: readonly MissRow[]): string {
  if (!rows.length) return 'No searches without results recorded.';
  const out: string[] = [];
  let brand = '';
  for (const r of rows) {
    if (r.brandId !== brand) {
      brand = r.brandId;
      const n = rows.filter((x) => x.brandId === brand).length;
      out.push(`${out.length ? '\n' : ''}${brand}: ${n} ${n === 1 ? 'query' : 'queries'} without results`);
    }
    out.push(`  ${String(r.count).padStart(5)}  ${r.query}  (last ${r.lastSeen.slice(0, 16).replace('T', ' ')} UTC)`);
  }
  return out.join('\n');
}
