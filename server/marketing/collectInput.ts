/**
 * POST collect's body (issue 35, first-party collection): a batch of the event plan's events as the
 * browser's beacon sends them. Each problem is a 400 naming the event and field; nothing personal
 * passes (property names that look personal are refused, texts are capped, URLs scrubbed again).
 */
import { PLAN_EVENTS, type PlanEvent } from '../../lib/analytics/events';
import { PERSONAL_TEXT, REDACTED } from '../../lib/analytics/personalText';
import { scrubUrl } from '../../lib/analytics/scrubUrl';
import { CLICK_ID, MAX_CLICK_ID, MAX_PATH, MAX_REFERRER } from '../../lib/analytics/collectLimits';
import { HttpError, badRequest } from '../http/errors';
import type { Fields } from '../http/types';
import { optionalBoolean } from '../http/input';

export const MAX_EVENTS = 50;
/** The beacon's events as JSON text, at most (a batch of 50 plan events is about 15 KB). */
export const MAX_EVENTS_JSON = 32 * 1024;
export const MAX_PROPS = 30;
export const MAX_TEXT = 255;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PROP_NAME = /^[a-z][a-z0-9_]{0,39}$/;
/** The same guard as the browser's (lib/analytics/events.ts withoutPersonal). */
const PERSONAL_NAME = /email|phone|first_?name|last_?name|full_?name|address|street|zip|postal|card|cvv|cvc|password|birth/i;
const CONTROL = /[\u0000-\u001F\u007F]/;

export type PropValue = string | number | boolean | null | string[] | { id: string; quantity: number; price: number }[];

export interface CollectedEvent {
  id: string;
  name: PlanEvent;
  props: Record<string, PropValue>;
  /** Path and query of the page the event happened on, scrubbed. */
  path: string;
  referrer?: string;
  /** When it happened (ms), or null: the server's clock then. */
  time: number | null;
}

export interface CollectBatch {
  events: CollectedEvent[];
  fbclid: string | null;
  /** Limited data use as the browser says it (the route adds GPC and the do-not-sell cookie). */
  ldu: boolean;
}

function text(v: string, where: string): string {
  if (CONTROL.test(v)) throw badRequest(`${where}: must not contain control characters`);
  const t = v.slice(0, MAX_TEXT);
  // A search for one's own email or phone never leaves the shop (as in the browser, lib/analytics/search.ts).
  return PERSONAL_TEXT.test(t) ? REDACTED : t;
}

function item(v: unknown, where: string): { id: string; quantity: number; price: number } {
  const o = v as Record<string, unknown>;
  const ok =
    o && typeof o === 'object' && !Array.isArray(o) && Object.keys(o).every((k) => ['id', 'quantity', 'price'].includes(k)) &&
    typeof o.id === 'string' && o.id.length <= 100 && Number.isSafeInteger(o.quantity) && (o.quantity as number) >= 0 && (o.quantity as number) <= 999 &&
    typeof o.price === 'number' && Number.isFinite(o.price) && o.price >= 0 && o.price <= 1e7;
  if (!ok) throw badRequest(`${where}: must be a list of {id, quantity, price}`);
  return { id: o.id as string, quantity: o.quantity as number, price: o.price as number };
}

function propValue(v: unknown, where: string): PropValue {
  if (v === null || typeof v === 'boolean') return v;
  if (typeof v === 'number') {
    if (!Number.isFinite(v) || Math.abs(v) > 1e9) throw badRequest(`${where}: must be a number from -1000000000 to 1000000000`);
    return v;
  }
  if (typeof v === 'string') return text(v, where);
  if (Array.isArray(v)) {
    if (v.length > 100) throw badRequest(`${where}: must have at most 100 entries`);
    if (v.every((x) => typeof x === 'string')) return (v as string[]).map((x) => text(x, where).slice(0, 100));
    return v.map((x) => item(x, where));
  }
  throw badRequest(`${where}: must be text, a number, true/false, null or a list`);
}

function readPath(v: unknown, where: string): string {
  if (typeof v !== 'string' || !v.startsWith('/') || v.startsWith('//') || v.length > MAX_PATH || CONTROL.test(v)) {
    throw badRequest(`${where}: must be a path on this store, starting with /, at most ${MAX_PATH} characters`);
  }
  return scrubUrl(v);
}

function readEvent(raw: unknown, i: number, now: number): CollectedEvent {
  const where = `events[${i}]`;
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw badRequest(`${where}: must be an object`);
  const e = raw as Record<string, unknown>;
  if (typeof e.id !== 'string' || !UUID.test(e.id)) throw badRequest(`${where}.id: must be a UUID such as 1b4e28ba-2fa1-11d2-883f-0016d3cca427`);
  if (typeof e.name !== 'string' || !(PLAN_EVENTS as readonly string[]).includes(e.name)) throw badRequest(`${where}.name: must be one of the event plan's events (${PLAN_EVENTS.join(', ')})`);
  const props: Record<string, PropValue> = {};
  if (e.props !== undefined) {
    if (!e.props || typeof e.props !== 'object' || Array.isArray(e.props)) throw badRequest(`${where}.props: must be an object`);
    const entries = Object.entries(e.props as Record<string, unknown>);
    if (entries.length > MAX_PROPS) throw badRequest(`${where}.props: must have at most ${MAX_PROPS} properties`);
    for (const [k, v] of entries) {
      const name = k.replace(/[^\w.-]/g, '?').slice(0, 40);
      if (!PROP_NAME.test(k)) throw badRequest(`${where}.props.${name}: a property name is lowercase letters, digits and _`);
      if (PERSONAL_NAME.test(k) && typeof v !== 'boolean') throw badRequest(`${where}.props.${name}: is not allowed (nothing personal is collected)`);
      props[k] = propValue(v, `${where}.props.${name}`);
    }
  }
  const path = readPath(e.path, `${where}.path`);
  const referrer = e.referrer === undefined || e.referrer === '' ? undefined : typeof e.referrer === 'string' && e.referrer.length <= MAX_REFERRER && !CONTROL.test(e.referrer) ? scrubUrl(e.referrer) : null;
  if (referrer === null) throw badRequest(`${where}.referrer: must be a URL or path of at most ${MAX_REFERRER} characters`);
  // The browser's clock, when it is plausible (within a day before and 5 minutes after the server's).
  const time = typeof e.time === 'number' && e.time > now - 86_400_000 && e.time < now + 300_000 ? Math.floor(e.time) : null;
  return { id: e.id.toLowerCase(), name: e.name as PlanEvent, props, path, referrer, time };
}

/** Reads POST collect's fields: `events` (a JSON list), `fbclid` (optional, the landing's click id). */
export function readCollectBatch(f: Fields, now = Date.now()): CollectBatch {
  const raw = f.events;
  if (raw === undefined || raw === '') throw badRequest('events: is required (a list of at most 50 events)');
  if (raw.length > MAX_EVENTS_JSON) throw new HttpError(413, `events: must be at most ${MAX_EVENTS_JSON} characters`);
  let list: unknown;
  try {
    list = JSON.parse(raw);
  } catch {
    throw badRequest('events: must be a JSON list');
  }
  if (!Array.isArray(list) || list.length === 0) throw badRequest('events: must be a non-empty list');
  if (list.length > MAX_EVENTS) throw badRequest(`events: must have at most ${MAX_EVENTS} events`);
  const events = list.map((e, i) => readEvent(e, i, now));
  const fbclid = typeof f.fbclid === 'string' && f.fbclid !== '' ? f.fbclid : null;
  if (fbclid !== null && (fbclid.length > MAX_CLICK_ID || !CLICK_ID.test(fbclid))) throw badRequest('fbclid: must be a click id (letters, digits and - _ . ~ + / =)');
  return { events, fbclid, ldu: optionalBoolean(f, 'ldu') ?? false };
}
