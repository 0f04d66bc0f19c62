// The Conversions API forward of pixel events (Meta's server-side events): pixel_events rows with
// forward_status 'pending' form the outbox, drained by the pixel-forward job (server/jobs). Each
// row is claimed by one conditional UPDATE, so any number of workers may drain at once. A 5xx, a
// 429 or a network failure is retried with backoff; any other refusal is final. Sent or failed, the
// shopper's address and browser are blanked. The event id is the browser pixel's, so Meta
// deduplicates the two.
import { randomBytes } from 'node:crypto';
import type { ExpressionBuilder, Selectable, Updateable } from 'kysely';
import type { DB, Database } from '../db';
import type { PixelForwardStatus } from '../db/types';

export const DEFAULT_CAPI_URL = 'https://graph.facebook.com/v21.0';
export const MAX_ATTEMPTS = 6;
export const BASE_BACKOFF_MS = 30_000;
export const MAX_BACKOFF_MS = 30 * 60_000;
export const CLAIM_TIMEOUT_MS = 5 * 60_000;
/** Meta refuses events more than 7 days old: they are given up unsent. */
export const MAX_AGE_MS = 7 * 24 * 60 * 60_000;
export const REQUEST_TIMEOUT_MS = 10_000;

export interface CapiConfig {
  pixelId: string;
  token: string;
  /** Graph API base, e.g. https://graph.facebook.com/v21.0 (META_CAPI_URL). */
  baseUrl: string;
}

/** META_CAPI_TOKEN_<BRAND> and META_PIXEL_ID_<BRAND> (e.g. _PF), both set; else null (no forwarding). */
export function capiConfig(brandId: string, env: Record<string, string | undefined> = process.env): CapiConfig | null {
  const key = brandId.toUpperCase().replace(/[^A-Z0-9]/g, '_');
  const token = env[`META_CAPI_TOKEN_${key}`]?.trim();
  const pixelId = env[`META_PIXEL_ID_${key}`]?.trim();
  if (!token || !pixelId || !/^\d{1,20}$/.test(pixelId)) return null;
  const baseUrl = (env.META_CAPI_URL?.trim() || DEFAULT_CAPI_URL).replace(/\/+$/, '');
  return { pixelId, token, baseUrl };
}

type PixelRow = Selectable<Database['pixel_events']>;

/** Meta's click id cookie format: fb.<subdomain index>.<creation time, ms>.<fbclid>. */
export function fbcOf(fbclid: string, createdAtMs: number): string {
  return `fb.1.${createdAtMs}.${fbclid}`;
}

/**
 * The Conversions API request body for one stored event. user_data holds the address and browser
 * of the request and the click id: never an email, name or phone. With limited data use,
 * data_processing_options ['LDU'] with country and state 0 (Meta geolocates); without, an empty
 * list (explicitly not LDU).
 */
export function capiPayload(row: Pick<PixelRow, 'uuid' | 'event_name' | 'event_json' | 'source_url' | 'fbclid' | 'ldu' | 'client_ip' | 'user_agent' | 'created_at'>, token: string): Record<string, unknown> {
  const createdMs = Date.parse(row.created_at);
  const userData: Record<string, string> = {};
  if (row.client_ip) userData.client_ip_address = row.client_ip;
  if (row.user_agent) userData.client_user_agent = row.user_agent;
  if (row.fbclid) userData.fbc = fbcOf(row.fbclid, createdMs);
  let customData: Record<string, unknown> = {};
  try {
    customData = JSON.parse(row.event_json || '{}') as Record<string, unknown>;
  } catch {
    customData = {};
  }
  const event: Record<string, unknown> = {
    event_name: row.event_name,
    event_time: Math.floor(createdMs / 1000),
    event_id: row.uuid,
    action_source: 'website',
    event_source_url: row.source_url,
    user_data: userData,
    custom_data: customData,
    ...(Number(row.ldu) === 1
      ? { data_processing_options: ['LDU'], data_processing_options_country: 0, data_processing_options_state: 0 }
      : { data_processing_options: [] }),
  };
  return { data: [event], access_token: token };
}

export function backoffMs(attempts: number): number {
  return Math.min(MAX_BACKOFF_MS, BASE_BACKOFF_MS * 2 ** Math.max(0, attempts - 1));
}

export interface ForwardSummary {
  sent: number;
  retried: number;
  failed: number;
  expired: number;
}

export interface ForwardOptions {
  now?: Date;
  limit?: number;
  workerId?: string;
  env?: Record<string, string | undefined>;
  fetchImpl?: typeof fetch;
}

const BLANK = { client_ip: null, user_agent: null } as const;

const isDue = (nowIso: string, staleIso: string) => (eb: ExpressionBuilder<Database, 'pixel_events'>) =>
  eb.or([
    eb.and([eb('forward_status', '=', 'pending'), eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', nowIso)])]),
    eb.and([eb('forward_status', '=', 'sending'), eb('claimed_at', '<', staleIso)]),
  ]);

/** Whether a refusal may pass if sent again: 5xx and 429 (network failures and timeouts too). */
export const isRetryableStatus = (status: number) => status === 429 || (status >= 500 && status < 600);

/** Forwards the pixel events that are due, oldest first, at most `limit` (default 50). */
export async function forwardPixelEvents(db: DB, opts: ForwardOptions = {}): Promise<ForwardSummary> {
  const now = opts.now ?? new Date();
  const nowIso = now.toISOString();
  const staleIso = new Date(now.getTime() - CLAIM_TIMEOUT_MS).toISOString();
  const workerId = opts.workerId ?? randomBytes(8).toString('hex');
  const doFetch = opts.fetchImpl ?? fetch;
  const summary: ForwardSummary = { sent: 0, retried: 0, failed: 0, expired: 0 };

  const tooOld = new Date(now.getTime() - MAX_AGE_MS).toISOString();
  const expired = await db
    .updateTable('pixel_events')
    .set({ ...BLANK, forward_status: 'failed', last_error: 'EXPIRED', claimed_by: null, claimed_at: null })
    .where('forward_status', '=', 'pending')
    .where('created_at', '<', tooOld)
    .executeTakeFirst();
  summary.expired = Number(expired.numUpdatedRows);

  const candidates = await db.selectFrom('pixel_events').select('id').where(isDue(nowIso, staleIso)).orderBy('id').limit(opts.limit ?? 50).execute();
  for (const { id } of candidates) {
    const row = await db
      .updateTable('pixel_events')
      .set((eb) => ({ forward_status: 'sending' as PixelForwardStatus, claimed_by: workerId, claimed_at: nowIso, attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .where(isDue(nowIso, staleIso))
      .returningAll()
      .executeTakeFirst();
    if (!row) continue;
    const finish = (set: Updateable<Database['pixel_events']>) =>
      db.updateTable('pixel_events').set(set).where('id', '=', id).where('claimed_by', '=', workerId).execute();
    const fail = async (label: string) => {
      await finish({ ...BLANK, forward_status: 'failed', last_error: label, claimed_by: null });
      summary.failed++;
    };
    const config = capiConfig(row.brand_id, opts.env);
    if (!config) {
      await fail('NO_TOKEN');
      continue;
    }
    let label: string;
    let retryable: boolean;
    try {
      const res = await doFetch(`${config.baseUrl}/${encodeURIComponent(config.pixelId)}/events`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(capiPayload(row, config.token)),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      await res.arrayBuffer().catch(() => undefined);
      if (res.ok) {
        await finish({ ...BLANK, forward_status: 'sent', forwarded_at: nowIso, last_error: null, claimed_by: null });
        summary.sent++;
        continue;
      }
      label = `HTTP ${res.status}`;
      retryable = isRetryableStatus(res.status);
    } catch (err) {
      label = (err as Error)?.name === 'TimeoutError' ? 'TIMEOUT' : 'NETWORK';
      retryable = true;
    }
    const attempts = Number(row.attempts);
    if (!retryable || attempts >= MAX_ATTEMPTS) {
      await fail(label);
    } else {
      const next = new Date(now.getTime() + backoffMs(attempts)).toISOString();
      await finish({ forward_status: 'pending', next_attempt_at: next, last_error: label, claimed_by: null, claimed_at: null });
      summary.retried++;
    }
  }
  return summary;
}
