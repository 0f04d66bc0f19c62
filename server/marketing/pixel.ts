import { findBrandByHost } from '../../brands';
import type { Brand } from '../../brands/types';
import { badRequest } from '../http/errors';
import { optionalBoolean, optionalString, requireString } from '../http/input';
import type { Fields } from '../http/types';
import type { RouteHandlers } from '../routes';
import { capiConfig } from './capi';
import { CLICK_ID } from '../../lib/analytics/collectLimits';

/** The Meta standard events the storefront sends (spec section 7 and issue 24's event plan). */
export const PIXEL_EVENT_NAMES = [
  'PageView', 'ViewContent', 'AddToCart', 'AddToWishlist', 'InitiateCheckout', 'AddPaymentInfo', 'Purchase', 'CompleteRegistration', 'Search', 'Subscribe', 'Lead',
] as const;
export type PixelEventName = (typeof PIXEL_EVENT_NAMES)[number];

/** Longest event_json_data accepted, in characters. */
export const EVENT_JSON_MAX = 4096;
export const SOURCE_URL_MAX = 2000;
export const FBCLID_MAX = 500;
/** The do-not-sell cookie the /dnsmpi page sets (components/pages/dnsmpi/doNotSell.ts). */
export const DO_NOT_SELL_COOKIE = 'do_not_sell';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Check = (v: unknown) => boolean;
const str = (max: number): Check => (v) => typeof v === 'string' && v.length <= max && !/[\u0000-\u001F\u007F]/.test(v);
const id: Check = (v) => str(100)(v) || (Number.isSafeInteger(v) && (v as number) >= 0);
const num = (min: number, max: number): Check => (v) => typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max;
const int = (min: number, max: number): Check => (v) => Number.isSafeInteger(v) && (v as number) >= min && (v as number) <= max;
const list = (max: number, each: Check): Check => (v) => Array.isArray(v) && v.length <= max && v.every(each);
const content: Check = (v) => {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return false;
  const o = v as Record<string, unknown>;
  return Object.keys(o).every((k) => ['id', 'quantity', 'item_price'].includes(k)) && id(o.id) && int(1, 999)(o.quantity) && (o.item_price === undefined || num(0, 1e7)(o.item_price));
};

/**
 * The custom_data properties accepted in event_json_data, each with its check. Nothing else:
 * no email, name, phone or address can reach the database or Meta through this call.
 */
export const CUSTOM_DATA_RULES: Record<string, { check: Check; what: string }> = {
  value: { check: num(0, 1e7), what: 'a number from 0 to 10000000' },
  currency: { check: (v) => typeof v === 'string' && /^[A-Z]{3}$/.test(v), what: 'a 3-letter currency code such as USD' },
  content_ids: { check: list(100, id), what: 'a list of at most 100 ids' },
  content_type: { check: (v) => v === 'product' || v === 'product_group', what: 'product or product_group' },
  content_name: { check: str(200), what: 'text of at most 200 characters' },
  content_category: { check: str(200), what: 'text of at most 200 characters' },
  contents: { check: list(100, content), what: 'a list of at most 100 {id, quantity, item_price}' },
  num_items: { check: int(0, 9999), what: 'a whole number from 0 to 9999' },
  order_id: { check: id, what: 'an order id' },
  search_string: { check: str(200), what: 'text of at most 200 characters' },
};

export interface PixelEvent {
  uuid: string;
  eventName: PixelEventName;
  data: Record<string, unknown>;
  sourceUrl: string;
  fbclid: string | null;
  /** Limited data use as the browser claims it (the route adds GPC and the do-not-sell cookie). */
  ldu: boolean;
}

/** event_json_data: a JSON object of at most EVENT_JSON_MAX characters with only CUSTOM_DATA_RULES properties. */
export function readEventData(raw: string | undefined): Record<string, unknown> {
  if (raw === undefined || raw.trim() === '') return {};
  if (raw.length > EVENT_JSON_MAX) throw badRequest(`event_json_data: must be at most ${EVENT_JSON_MAX} characters`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw badRequest('event_json_data: must be JSON');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw badRequest('event_json_data: must be a JSON object');
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(parsed as Record<string, unknown>)) {
    const rule = Object.prototype.hasOwnProperty.call(CUSTOM_DATA_RULES, k) ? CUSTOM_DATA_RULES[k] : undefined;
    const name = k.replace(/[^\w.-]/g, '?').slice(0, 40);
    if (!rule) throw badRequest(`event_json_data: ${name} is not an allowed property (${Object.keys(CUSTOM_DATA_RULES).join(', ')})`);
    if (!rule.check(v)) throw badRequest(`event_json_data: ${name} must be ${rule.what}`);
    out[k] = v;
  }
  return out;
}

/** The page the event happened on: http(s) on one of the brand's hosts (or the host the call came to). */
export function readSourceUrl(raw: string, brand: Brand, requestHost?: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw badRequest('event_source_url: must be a full URL of a page of this store');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw badRequest('event_source_url: must be an http or https URL');
  if (url.username || url.password) throw badRequest('event_source_url: must not carry a user name or password');
  const own = findBrandByHost(url.host) === brand || (requestHost !== undefined && url.host.toLowerCase() === requestHost.trim().toLowerCase());
  if (!own) throw badRequest("event_source_url: must be a page on this store's own host");
  return url.toString();
}

/** Reads GET pixel-event's query (spec section 7); each problem is a 400 naming the field. */
export function readPixelEvent(f: Fields, brand: Brand, requestHost?: string): PixelEvent {
  const uuid = requireString(f, 'uuid', 36);
  if (!UUID.test(uuid)) throw badRequest('uuid: must be a UUID such as 1b4e28ba-2fa1-11d2-883f-0016d3cca427');
  const eventName = requireString(f, 'event_name', 40);
  if (!(PIXEL_EVENT_NAMES as readonly string[]).includes(eventName)) throw badRequest(`event_name: must be one of ${PIXEL_EVENT_NAMES.join(', ')}`);
  const data = readEventData(typeof f.event_json_data === 'string' ? f.event_json_data : undefined);
  const sourceUrl = readSourceUrl(requireString(f, 'event_source_url', SOURCE_URL_MAX), brand, requestHost);
  const fbclid = optionalString(f, 'fbclid', FBCLID_MAX) ?? null;
  if (fbclid !== null && !CLICK_ID.test(fbclid)) throw badRequest('fbclid: must be a click id (letters, digits and - _ . ~ + / =)');
  const ldu = optionalBoolean(f, 'ldu') ?? false;
  return { uuid: uuid.toLowerCase(), eventName: eventName as PixelEventName, data, sourceUrl, fbclid, ldu };
}

/**
 * Limited data use, decided on the server: the browser's claim, or Global Privacy Control
 * (Sec-GPC: 1), or the do-not-sell cookie. Either of the last two wins over a browser that says no.
 */
export function limitedDataUse(claimed: boolean, signals: { gpc?: boolean; cookies: Fields }): boolean {
  return claimed || signals.gpc === true || signals.cookies[DO_NOT_SELL_COOKIE] === '1';
}

/** Longest User-Agent kept for the forward. */
const USER_AGENT_MAX = 512;

/**
 * GET pixel-event: the server mirror of an ad pixel event. Stored once per event id (uuid) and
 * brand; queued for the Conversions API when the brand has a token (server/marketing/capi.ts,
 * job pixel-forward), with the shopper's address and browser kept only until it is forwarded.
 */
export const pixelEventRoute = {
  async 'GET pixel-event'(ctx) {
    const e = readPixelEvent(ctx.req.query, ctx.brand, ctx.req.hostHeader);
    const ldu = limitedDataUse(e.ldu, { gpc: ctx.req.gpc, cookies: ctx.req.cookies });
    const forward = capiConfig(ctx.brand.id) !== null;
    const row = await ctx.db
      .insertInto('pixel_events')
      .values({
        brand_id: ctx.brand.id, uuid: e.uuid, event_name: e.eventName, event_json: JSON.stringify(e.data), source_url: e.sourceUrl,
        fbclid: e.fbclid, ldu: ldu ? 1 : 0, session_id: ctx.session.id, created_at: new Date().toISOString(),
        forward_status: forward ? 'pending' : 'none',
        client_ip: forward ? (ctx.req.ip ?? null) : null,
        user_agent: forward && ctx.req.userAgent ? ctx.req.userAgent.slice(0, USER_AGENT_MAX) : null,
      })
      .onConflict((oc) => oc.columns(['brand_id', 'uuid']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return { stored: Boolean(row), ldu, forward: Boolean(row) && forward };
  },
} satisfies RouteHandlers;
