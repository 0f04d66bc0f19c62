import { sql } from 'kysely';
import { RateLimiterRes } from 'rate-limiter-flexible';
import RateLimiterStoreAbstract from 'rate-limiter-flexible/lib/RateLimiterStoreAbstract';
import type { DB } from '../db';

/** A stored counter: points used, and when they expire (ms since the epoch; null never). */
interface Stored {
  points: number;
  expire: number | null;
}

const PRUNE_EVERY_MS = 5 * 60 * 1000;

function stored(row: { points: number | string; expire: number | string | null }): Stored {
  return { points: Number(row.points), expire: row.expire === null ? null : Number(row.expire) };
}

/**
 * rate-limiter-flexible's store on the shop's own database (table rate_limits, migration 008),
 * through the same Kysely instance as everything else, on SQLite and PostgreSQL alike. Every
 * instance of the app counts in the same rows, so limits hold however many run. The increment is
 * one atomic upsert (INSERT … ON CONFLICT DO UPDATE … RETURNING), as in the package's own SQLite and
 * PostgreSQL stores: concurrent attempts each see the others' points. Rows past their expiry are
 * deleted at most every five minutes per process, by whichever request comes then.
 */
export class RateLimiterKysely extends RateLimiterStoreAbstract {
  private readonly db: DB;
  private lastPrune = 0;

  constructor(opts: { db: DB; keyPrefix: string; points: number; duration: number }) {
    super({ storeClient: opts.db, keyPrefix: opts.keyPrefix, points: opts.points, duration: opts.duration });
    this.db = opts.db;
  }

  /** @internal rate-limiter-flexible's store hook: adds `points` (or sets them, forceExpire) and answers the row. */
  async _upsert(rlKey: string, points: number, msDuration: number, forceExpire = false): Promise<Stored> {
    const now = Date.now();
    await this.prune(now);
    const expire = msDuration > 0 ? now + msDuration : null;
    const live = sql<boolean>`rate_limits.expire IS NULL OR rate_limits.expire > ${now}`;
    const row = await this.db
      .insertInto('rate_limits')
      .values({ key: rlKey, points, expire })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet(
          forceExpire
            ? { points, expire }
            : {
                points: sql<number>`CASE WHEN ${live} THEN rate_limits.points + excluded.points ELSE excluded.points END`,
                expire: sql<number>`CASE WHEN ${live} THEN rate_limits.expire ELSE excluded.expire END`,
              },
        ),
      )
      .returning(['points', 'expire'])
      .executeTakeFirstOrThrow();
    return stored(row);
  }

  /** @internal The live counter of a key, or null. */
  async _get(rlKey: string): Promise<Stored | null> {
    const now = Date.now();
    const row = await this.db
      .selectFrom('rate_limits')
      .select(['points', 'expire'])
      .where('key', '=', rlKey)
      .where((eb) => eb.or([eb('expire', 'is', null), eb('expire', '>', now)]))
      .executeTakeFirst();
    return row ? stored(row) : null;
  }

  /** @internal */
  async _delete(rlKey: string): Promise<boolean> {
    const res = await this.db.deleteFrom('rate_limits').where('key', '=', rlKey).executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  }

  /** @internal Turns a stored counter into the package's answer (as its SQLite store does). */
  _getRateLimiterRes(_rlKey: string, changedPoints: number, result: Stored): RateLimiterRes {
    const isFirst = changedPoints === result.points;
    const consumed = isFirst ? changedPoints : result.points;
    const msBeforeNext = result.expire === null ? -1 : Math.max(result.expire - Date.now(), 0);
    return new RateLimiterRes(Math.max(this.points - consumed, 0), msBeforeNext, consumed, isFirst);
  }

  private async prune(now: number): Promise<void> {
    if (now - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now;
    await this.db.deleteFrom('rate_limits').where('expire', '<=', now).execute();
  }
}
