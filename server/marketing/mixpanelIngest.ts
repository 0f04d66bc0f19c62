// Product analytics' server-to-server forward (issue 35): collected_events rows with forward_status
// 'pending' are the outbox, sent in batches to Mixpanel's ingestion API (POST <MIXPANEL_INGEST_URL>/track,
// JSON list, ip=0: the shop's own address must not geolocate anyone), with the event id as $insert_id so
// Mixpanel deduplicates a batch sent twice. Each row is claimed by one conditional UPDATE (any number
// of workers); 5xx, 429 and network failures are retried with the Conversions API's backoff.
import { randomBytes } from 'node:crypto';
import type { ExpressionBuilder, Selectable, Updateable } from 'kysely';
import type { DB, Database } from '../db';
import { MAX_ATTEMPTS, backoffMs, isRetryableStatus, CLAIM_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from './capi';

export const DEFAULT_MIXPANEL_INGEST_URL = 'https://api.mixpanel.com';
/** Mixpanel's /track takes at most 50 events a request. */
export const INGEST_BATCH = 50;
/** Mixpanel's /track refuses events more than 5 days old. */
export const INGEST_MAX_AGE_MS = 5 * 24 * 60 * 60_000;

export interface IngestConfig {
  token: string;
  baseUrl: string;
}

/** MIXPANEL_TOKEN_<BRAND> (the project token the browser library uses too); else null (not collected for it). */
export function ingestConfig(brandId: string, env: Record<string, string | undefined> = process.env): IngestConfig | null {
  const key = brandId.toUpperCase().replace(/[^A-Z0-9]/g, '_');
  const token = env[`MIXPANEL_TOKEN_${key}`]?.trim();
  if (!token) return null;
  return { token, baseUrl: (env.MIXPANEL_INGEST_URL?.trim() || DEFAULT_MIXPANEL_INGEST_URL).replace(/\/+$/, '') };
}

type Row = Selectable<Database['collected_events']>;

/** One event as /track takes it: the plan's name, its properties, and who and when (no address, no browser). */
export function ingestEvent(row: Pick<Row, 'event_id' | 'event_name' | 'props_json' | 'distinct_id' | 'user_id' | 'occurred_at'>, token: string): Record<string, unknown> {
  let props: Record<string, unknown> = {};
  try {
    props = JSON.parse(row.props_json || '{}') as Record<string, unknown>;
  } catch {
    props = {};
  }
  return {
    event: row.event_name,
    properties: {
      ...props,
      token,
      time: Date.parse(row.occurred_at),
      distinct_id: row.user_id ?? `$device:${row.distinct_id}`,
      $device_id: row.distinct_id,
      ...(row.user_id ? { $user_id: row.user_id } : {}),
      $insert_id: row.event_id.replace(/-/g, ''),
      mp_lib: 'shop-collect',
    },
  };
}

export interface IngestSummary {
  sent: number;
  retried: number;
  failed: number;
  expired: number;
}

const isDue = (nowIso: string, staleIso: string) => (eb: ExpressionBuilder<Database, 'collected_events'>) =>
  eb.or([
    eb.and([eb('forward_status', '=', 'pending'), eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', nowIso)])]),
    eb.and([eb('forward_status', '=', 'sending'), eb('claimed_at', '<', staleIso)]),
  ]);

export interface IngestOptions {
  now?: Date;
  env?: Record<string, string | undefined>;
  fetchImpl?: typeof fetch;
  workerId?: string;
}

/** Sends one batch of due events (at most INGEST_BATCH, one brand); answers what happened to them. */
export async function forwardCollected(db: DB, opts: IngestOptions = {}): Promise<IngestSummary> {
  const now = opts.now ?? new Date();
  const nowIso = now.toISOString();
  const staleIso = new Date(now.getTime() - CLAIM_TIMEOUT_MS).toISOString();
  const workerId = opts.workerId ?? randomBytes(8).toString('hex');
  const summary: IngestSummary = { sent: 0, retried: 0, failed: 0, expired: 0 };
  const expired = await db
    .updateTable('collected_events')
    .set({ forward_status: 'failed', last_error: 'EXPIRED', claimed_by: null, claimed_at: null })
    .where('forward_status', '=', 'pending')
    .where('created_at', '<', new Date(now.getTime() - INGEST_MAX_AGE_MS).toISOString())
    .executeTakeFirst();
  summary.expired = Number(expired.numUpdatedRows);

  const first = await db.selectFrom('collected_events').select('brand_id').where(isDue(nowIso, staleIso)).orderBy('id').limit(1).executeTakeFirst();
  if (!first) return summary;
  const ids = (await db.selectFrom('collected_events').select('id').where(isDue(nowIso, staleIso)).where('brand_id', '=', first.brand_id).orderBy('id').limit(INGEST_BATCH).execute()).map((r) => r.id);
  const rows = await db
    .updateTable('collected_events')
    .set((eb) => ({ forward_status: 'sending' as const, claimed_by: workerId, claimed_at: nowIso, attempts: eb('attempts', '+', 1) }))
    .where('id', 'in', ids)
    .where(isDue(nowIso, staleIso))
    .returningAll()
    .execute();
  if (!rows.length) return summary;
  const mine = rows.map((r) => r.id);
  const finish = (set: Updateable<Database['collected_events']>, which = mine) =>
    db.updateTable('collected_events').set(set).where('id', 'in', which).where('claimed_by', '=', workerId).execute();
  const config = ingestConfig(first.brand_id, opts.env);
  if (!config) {
    await finish({ forward_status: 'failed', last_error: 'NO_TOKEN', claimed_by: null });
    summary.failed += rows.length;
    return summary;
  }
  let label: string;
  let retryable: boolean;
  try {
    const res = await (opts.fetchImpl ?? fetch)(`${config.baseUrl}/track?ip=0&strict=1`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(rows.map((r) => ingestEvent(r, config.token))),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    await res.arrayBuffer().catch(() => undefined);
    if (res.ok) {
      await finish({ forward_status: 'sent', forwarded_at: nowIso, last_error: null, claimed_by: null });
      summary.sent += rows.length;
      return summary;
    }
    label = `HTTP ${res.status}`;
    retryable = isRetryableStatus(res.status);
  } catch (err) {
    label = (err as Error)?.name === 'TimeoutError' ? 'TIMEOUT' : 'NETWORK';
    retryable = true;
  }
  const attempts = Math.max(...rows.map((r) => Number(r.attempts)));
  if (!retryable || attempts >= MAX_ATTEMPTS) {
    await finish({ forward_status: 'failed', last_error: label, claimed_by: null });
    summary.failed += rows.length;
  } else {
    await finish({ forward_status: 'pending', next_attempt_at: new Date(now.getTime() + backoffMs(attempts)).toISOString(), last_error: label, claimed_by: null, claimed_at: null });
    summary.retried += rows.length;
  }
  return summary;
}

/** Every due batch (the collect-forward job, and the kick after each beacon). */
export async function forwardAllCollected(db: DB, opts: IngestOptions = {}): Promise<IngestSummary> {
  const total: IngestSummary = { sent: 0, retried: 0, failed: 0, expired: 0 };
  for (let i = 0; i < 100; i++) {
    const s = await forwardCollected(db, opts);
    total.sent += s.sent;
    total.retried += s.retried;
    total.failed += s.failed;
    total.expired += s.expired;
    if (s.sent + s.retried + s.failed === 0) break;
  }
  return total;
}
