import { createHash } from 'node:crypto';
import { badRequest } from '../http/errors';
import { optionalString } from '../http/input';
import type { Fields } from '../http/types';
import { CLICK_ID, MAX_CLICK_ID } from '../../lib/analytics/collectLimits';

/** The tracking query parameters of the spec (section 3, "Other data"). */
export const UTM_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type UtmField = (typeof UTM_FIELDS)[number];

/**
 * The "extras" of GET utm-data: ad platforms' click ids (Meta fbclid, Google gclid/gbraid/wbraid/dclid,
 * Microsoft msclkid, TikTok ttclid, X twclid, LinkedIn li_fat_id, Pinterest epik, Snapchat sccid).
 */
export const CLICK_ID_FIELDS = ['fbclid', 'gclid', 'gbraid', 'wbraid', 'dclid', 'msclkid', 'ttclid', 'twclid', 'li_fat_id', 'epik', 'sccid'] as const;
export type ClickIdField = (typeof CLICK_ID_FIELDS)[number];

/** Longest accepted UTM value (GA4 cuts campaign fields at 100; ad tools write longer ones). */
export const UTM_MAX = 200;
/** Longest accepted click id (gclid and fbclid are well under 200 today; room to grow). */
export const CLICK_ID_MAX = MAX_CLICK_ID;
/** Longest accepted landing path (path and query of the page the shopper landed on). */
export const LANDING_PATH_MAX = 500;

export interface Landing {
  utm: Partial<Record<UtmField, string>>;
  clickIds: Partial<Record<ClickIdField, string>>;
  /** The page landed on ('/item/12?utm_source=…'), '' when the browser did not say. */
  landingPath: string;
}

/** No tracking value holds a control character, tab and newline included (they would split log and report lines). */
const CONTROL = /[\u0000-\u001F\u007F]/;

function readValue(f: Fields, name: string, max: number): string | undefined {
  const v = optionalString(f, name, max);
  if (v === undefined || v === '') return undefined;
  if (CONTROL.test(v)) throw badRequest(`${name}: must not contain control characters`);
  return v;
}

/**
 * Reads GET utm-data's query: the five UTM parameters, the click ids, and `landing_path`. Each
 * problem is a 400 naming the field; other parameters (host, brand, cache busters) are ignored.
 * At least one UTM parameter or click id is required: the browser sends the call only then.
 */
export function readLanding(f: Fields): Landing {
  const utm: Landing['utm'] = {};
  for (const name of UTM_FIELDS) {
    const v = readValue(f, name, UTM_MAX);
    if (v !== undefined) utm[name] = v;
  }
  const clickIds: Landing['clickIds'] = {};
  for (const name of CLICK_ID_FIELDS) {
    const v = readValue(f, name, CLICK_ID_MAX);
    if (v === undefined) continue;
    if (!CLICK_ID.test(v)) throw badRequest(`${name}: must be a click id (letters, digits and - _ . ~ + / =)`);
    clickIds[name] = v;
  }
  const landingPath = readValue(f, 'landing_path', LANDING_PATH_MAX) ?? '';
  if (landingPath && (!landingPath.startsWith('/') || landingPath.startsWith('//'))) {
    throw badRequest('landing_path: must be a path on this store, starting with /');
  }
  if (Object.keys(utm).length === 0 && Object.keys(clickIds).length === 0) {
    throw badRequest(`utm_source: at least one UTM parameter (${UTM_FIELDS.join(', ')}) or click id (${CLICK_ID_FIELDS.join(', ')}) is required`);
  }
  return { utm, clickIds, landingPath };
}

/**
 * Spec section 5: a newsletter click is one whose utm_source or utm_medium equals email_newsletter,
 * or whose campaign contains 'newsletter'. Compared without regard to case or surrounding spaces
 * (mail tools write Email_Newsletter as readily as email_newsletter).
 */
export function isNewsletterClick(utm: { utm_source?: string | null; utm_medium?: string | null; utm_campaign?: string | null }): boolean {
  const norm = (v: string | null | undefined) => (v ?? '').trim().toLowerCase();
  return (
    norm(utm.utm_source) === 'email_newsletter' || norm(utm.utm_medium) === 'email_newsletter' || norm(utm.utm_campaign).includes('newsletter')
  );
}

/**
 * What makes two calls the same landing within one session: the landing path and every parameter
 * (names sorted). A reload, a back navigation or a double-sent call repeats it and is not counted
 * again; a new click (another campaign, another click id, another page) is a new landing.
 */
export function landingKey(l: Landing): string {
  const parts = [
    `path=${l.landingPath}`,
    ...Object.entries({ ...l.utm, ...l.clickIds })
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${k}=${v}`),
  ];
  return createHash('sha256').update(parts.join('\u0000')).digest('base64url');
}
