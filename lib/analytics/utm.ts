/**
 * UTM capture (spec sections 2 and 7): a page loaded with UTM parameters or click ids sends them once
 * per landing with `GET utm-data` (result not shown). "Once" is kept in sessionStorage by the landing's
 * path and parameters, so a reload or Back does not send it again (the server treats repeats as the
 * same landing anyway).
 */
import { takeOverEarly } from './earlyLandingHandover';
import { CLICK_ID, MAX_CLICK_ID } from './collectLimits';

export const UTM_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export const CLICK_IDS = ['fbclid', 'gclid', 'gbraid', 'wbraid', 'dclid', 'msclkid', 'ttclid', 'twclid', 'li_fat_id', 'epik', 'sccid'] as const;
export const UTM_SENT_KEY = 'utm-data-sent';
export const FBCLID_KEY = 'landing-fbclid';

/** Tabs and line breaks (a campaign name pasted from a spreadsheet): the shop API refuses control characters. */
const CONTROL = /[\u0000-\u001F\u007F]+/g;

/**
 * The landing's tracking parameters (empty when there are none), as the shop API takes them: one
 * mangled value must not cost the landing its attribution (the API answers 400 for the whole call),
 * so control characters in a UTM value become spaces and a click id the API would refuse is left out.
 */
export function trackingParams(search: string): Record<string, string> {
  const q = new URLSearchParams(search);
  const out: Record<string, string> = {};
  for (const name of UTM_PARAMS) {
    const v = q.get(name)?.replace(CONTROL, ' ').trim().slice(0, 200).trim();
    if (v) out[name] = v;
  }
  for (const name of CLICK_IDS) {
    const v = q.get(name)?.trim().slice(0, MAX_CLICK_ID);
    if (v && CLICK_ID.test(v)) out[name] = v;
  }
  return out;
}

function landingKey(path: string, params: Record<string, string>): string {
  return `${path}?${Object.keys(params).sort().map((k) => `${k}=${params[k]}`).join('&')}`;
}

export interface UtmDeps {
  location: Pick<Location, 'pathname' | 'search'>;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  send(query: Record<string, string>): Promise<unknown>;
}

/** Sends the landing once; returns whether it sent. */
export function captureLanding({ location, storage, send }: UtmDeps): boolean {
  const params = trackingParams(location.search);
  if (!Object.keys(params).length) return false;
  if (params.fbclid) storage?.setItem(FBCLID_KEY, params.fbclid);
  const key = landingKey(location.pathname, params);
  let sent: string[] = [];
  try {
    sent = JSON.parse(storage?.getItem(UTM_SENT_KEY) ?? '[]') as string[];
  } catch {
    sent = [];
  }
  if (Array.isArray(sent) && sent.includes(key)) return false;
  try {
    storage?.setItem(UTM_SENT_KEY, JSON.stringify([...(Array.isArray(sent) ? sent : []), key].slice(-20)));
  } catch {
    // Storage full or blocked: still send once for this page load.
  }
  const landingPath = `${location.pathname}${location.search}`.slice(0, 500);
  void send({ ...params, landing_path: landingPath }).catch(() => undefined);
  return true;
}

export function landingFbclid(storage: Pick<Storage, 'getItem'> | null): string | undefined {
  try {
    return storage?.getItem(FBCLID_KEY) || undefined;
  } catch {
    return undefined;
  }
}

/**
 * The browser's landing capture (boot.ts, on every page load with analytics or tracking parameters):
 * the shop API's client is loaded only when there is a landing to send.
 */
export async function sendLanding(brand: { apiBaseUrl: string; host: string }): Promise<boolean> {
  let storage: Storage | null = null;
  try {
    storage = window.sessionStorage;
  } catch {
    storage = null;
  }
  const sent = captureLanding({
    location: window.location,
    storage,
    send: async (query) => {
      const api = (await import('../api/browser')).browserApi(brand);
      // Sent from here on: the page's inline script no longer sends it on pagehide (earlyLanding.ts).
      takeOverEarly('utm');
      return api.get('utm-data', query, { retries: 0 });
    },
  });
  // Sent before in this tab session (a reload, Back): the landing is recorded; the script need not send it.
  if (!sent) takeOverEarly('utm');
  return sent;
}
