/**
 * POST collect (issue 35, first-party collection): the page's events in one beacon. Each event is
 * stored once per event id and brand, then forwarded server-to-server: to product analytics
 * (collected_events, mixpanelIngest.ts) and, for the events the ad platform takes, to the Conversions
 * API (pixel_events with the same id as the browser pixel's eventID, capi.ts), so every copy is
 * deduplicated by event id. Do-not-sell and Global Privacy Control are applied here whatever the
 * browser says. The answer never waits for a destination: the forward starts after it (forwardSoon)
 * and the worker's jobs retry what failed.
 */
import { createHmac, hkdfSync } from 'node:crypto';
import { compact, toPixelEvent, type EventProps } from '../../lib/analytics/events';
import { UTM_PARAMS } from '../../lib/analytics/utm';
import type { ShopContext } from '../http/types';
import { paymentTokenSecret } from '../payments/secret';
import type { RouteHandlers } from '../routes';
import { LIMITS, admit, clientKey } from '../throttle/limits';
import { readCollectBatch, type CollectedEvent } from './collectInput';
import { forwardSoon } from './collectForward';
import { capiConfig } from './capi';
import { ingestConfig } from './mixpanelIngest';
import { limitedDataUse, readEventData, readSourceUrl } from './pixel';

let key: Buffer | null = null;
/** Product analytics' device id for a session: not the session id (which is the cookie's hash), an HMAC of it. */
export function deviceIdOf(sessionId: string): string {
  key ??= Buffer.from(hkdfSync('sha256', paymentTokenSecret(), Buffer.alloc(0), 'analytics device v1', 32));
  return createHmac('sha256', key).update(sessionId).digest('base64url').slice(0, 32);
}

/** Click ids are the ad platforms' identifiers: not kept with limited data use. */
const CLICK_ID_PROPS = /^(fbclid|gclid|gbraid|wbraid|dclid|msclkid|ttclid|twclid|li_fat_id|epik|sccid)$/;

/** What product analytics gets: the plan's properties, the page, and the page's UTM parameters (its landing). */
export function ingestProps(e: CollectedEvent, origin: string, ldu: boolean): Record<string, unknown> {
  const props: Record<string, unknown> = { ...e.props, path: e.path, $current_url: `${origin}${e.path}` };
  if (e.name === 'Page Viewed') props.referrer = e.referrer ?? '';
  const q = new URLSearchParams(e.path.split('?')[1]?.split('#')[0] ?? '');
  for (const name of UTM_PARAMS) {
    const v = q.get(name);
    if (v) props[name] = v.slice(0, 200);
  }
  if (ldu) for (const k of Object.keys(props)) if (CLICK_ID_PROPS.test(k)) delete props[k];
  return props;
}

async function storePixelEvent(ctx: ShopContext, e: CollectedEvent, origin: string, fbclid: string | null, ldu: boolean, at: string): Promise<boolean> {
  const pixel = toPixelEvent(e.name, e.props as EventProps);
  if (!pixel) return false;
  let data: Record<string, unknown>;
  let sourceUrl: string;
  try {
    data = readEventData(JSON.stringify(compact(pixel.data) ?? {}));
    sourceUrl = readSourceUrl(`${origin}${e.path}`, ctx.brand, ctx.req.hostHeader);
  } catch {
    // The plan event's properties were valid for product analytics but not as Meta custom_data: not mirrored.
    return false;
  }
  const forward = capiConfig(ctx.brand.id) !== null;
  const row = await ctx.db
    .insertInto('pixel_events')
    .values({
      brand_id: ctx.brand.id, uuid: e.id, event_name: pixel.name, event_json: JSON.stringify(data), source_url: sourceUrl,
      fbclid, ldu: ldu ? 1 : 0, session_id: ctx.session.id, created_at: at, forward_status: forward ? 'pending' : 'none',
      client_ip: forward ? (ctx.req.ip ?? null) : null,
      user_agent: forward && ctx.req.userAgent ? ctx.req.userAgent.slice(0, 512) : null,
    })
    .onConflict((oc) => oc.columns(['brand_id', 'uuid']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return Boolean(row) && forward;
}

export const collectRoute = {
  async 'POST collect'(ctx) {
    await admit(ctx.db, [{ rule: LIMITS.collectClient, key: clientKey(ctx) }]);
    const batch = readCollectBatch(ctx.req.body);
    const ldu = limitedDataUse(batch.ldu, { gpc: ctx.req.gpc, cookies: ctx.req.cookies });
    const sessionId = await ctx.session.ensure();
    const host = ctx.req.hostHeader?.trim() || ctx.brand.hosts[0];
    const origin = `${ctx.req.secure ? 'https' : 'http'}://${host}`;
    const ingest = ingestConfig(ctx.brand.id) !== null;
    const distinctId = deviceIdOf(sessionId);
    const userId = ctx.session.customerId === null ? null : String(ctx.session.customerId);
    const now = new Date();
    let stored = 0;
    let duplicates = 0;
    let toForward = false;
    for (const e of batch.events) {
      const at = new Date(e.time ?? now.getTime()).toISOString();
      const row = await ctx.db
        .insertInto('collected_events')
        .values({
          brand_id: ctx.brand.id, event_id: e.id, event_name: e.name, props_json: JSON.stringify(ingestProps(e, origin, ldu)), distinct_id: distinctId,
          user_id: userId, ldu: ldu ? 1 : 0, occurred_at: at, created_at: now.toISOString(), forward_status: ingest ? 'pending' : 'none',
        })
        .onConflict((oc) => oc.columns(['brand_id', 'event_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!row) {
        duplicates++;
        continue;
      }
      stored++;
      toForward = ingest || toForward;
      if (await storePixelEvent(ctx, e, origin, ldu ? null : batch.fbclid, ldu, now.toISOString())) toForward = true;
    }
    if (toForward) forwardSoon(ctx.db);
    return { stored, duplicates, ldu };
  },
} satisfies RouteHandlers;
