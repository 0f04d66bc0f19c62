/**
 * Per-brand analytics configuration (issue 24), decided by the server at run time so one build serves
 * every environment (like SENTRY_BROWSER_DSN, docs/conventions.md "Error reporting"). brandPage puts it
 * in the page's props only when at least one destination is configured: without keys a page carries no
 * analytics prop and _app loads no analytics chunk.
 *
 * Sources: the environment first (MIXPANEL_TOKEN_<BRAND>, MIXPANEL_API_HOST, META_PIXEL_ID_<BRAND>,
 * GTM_ID_<BRAND>, GA_ID_<BRAND>), then the store settings (gtmWorkspaceId, gaPropertyId).
 */
import { originOf } from '../security/origin';

export interface AnalyticsConfig {
  /** Product analytics (Mixpanel) project token. */
  mixpanelToken?: string;
  /** Where Mixpanel posts batches (default its own; tests point it at a local ingest stand-in). */
  mixpanelApiHost?: string;
  /** Meta pixel id. */
  pixelId?: string;
  /** Tag manager container (settings gtmWorkspaceId). */
  gtmId?: string;
  /** Classic analytics property (settings gaPropertyId). */
  gaId?: string;
}

export const DEFAULT_MIXPANEL_API_HOST = 'https://api-js.mixpanel.com';
export const PIXEL_SCRIPT_URL = 'https://connect.facebook.net/en_US/fbevents.js';
export const PIXEL_ORIGIN = 'https://connect.facebook.net';
export const PIXEL_ENDPOINT_ORIGIN = 'https://www.facebook.com';
export const GTM_ORIGIN = 'https://www.googletagmanager.com';
export const GA_ORIGINS = ['https://www.google-analytics.com', 'https://region1.google-analytics.com'];

const ID = /^[A-Za-z0-9_-]{1,64}$/;

function clean(v: string | undefined): string | undefined {
  const t = v?.trim();
  return t && ID.test(t) ? t : undefined;
}

export interface AnalyticsSettings {
  gtmWorkspaceId?: string | null;
  gaPropertyId?: string | null;
}

/** The brand's configuration, or null when nothing is configured (then nothing loads). */
export function analyticsConfig(
  brandId: string,
  settings: AnalyticsSettings,
  env: Record<string, string | undefined> = process.env,
): AnalyticsConfig | null {
  const suffix = brandId.toUpperCase().replace(/[^A-Z0-9]/g, '_');
  const out: AnalyticsConfig = {};
  const mixpanelToken = clean(env[`MIXPANEL_TOKEN_${suffix}`]);
  if (mixpanelToken) {
    out.mixpanelToken = mixpanelToken;
    const host = env.MIXPANEL_API_HOST?.trim();
    if (host && originOf(host)) out.mixpanelApiHost = host.replace(/\/+$/, '');
  }
  const pixelId = env[`META_PIXEL_ID_${suffix}`]?.trim();
  if (pixelId && /^\d{1,32}$/.test(pixelId)) out.pixelId = pixelId;
  const gtmId = clean(env[`GTM_ID_${suffix}`]) ?? clean(settings.gtmWorkspaceId ?? undefined);
  if (gtmId) out.gtmId = gtmId;
  const gaId = clean(env[`GA_ID_${suffix}`]) ?? clean(settings.gaPropertyId ?? undefined);
  if (gaId) out.gaId = gaId;
  return Object.keys(out).length ? out : null;
}

export interface AnalyticsOrigins {
  script: string[];
  connect: string[];
}

/** The origins a page's Content-Security-Policy must allow for this configuration (none when null). */
export function analyticsOrigins(config: AnalyticsConfig | null, checkoutPage = false): AnalyticsOrigins {
  const script: string[] = [];
  const connect: string[] = [];
  if (!config) return { script, connect };
  if (config.mixpanelToken) connect.push(originOf(config.mixpanelApiHost ?? DEFAULT_MIXPANEL_API_HOST) ?? DEFAULT_MIXPANEL_API_HOST);
  if (config.pixelId) {
    script.push(PIXEL_ORIGIN);
    connect.push(PIXEL_ENDPOINT_ORIGIN, PIXEL_ORIGIN);
  }
  if (!checkoutPage && (config.gtmId || config.gaId)) {
    script.push(GTM_ORIGIN);
    connect.push(GTM_ORIGIN, ...GA_ORIGINS);
  }
  return { script: [...new Set(script)], connect: [...new Set(connect)] };
}

type Res = object;
const originsByResponse = new WeakMap<Res, AnalyticsOrigins>();

/** brandPage records the page's analytics origins on its response; _document's policy reads them. */
export function rememberAnalyticsOrigins(res: Res, origins: AnalyticsOrigins): void {
  if (origins.script.length || origins.connect.length) originsByResponse.set(res, origins);
}

export function analyticsOriginsOf(res: Res | undefined): AnalyticsOrigins {
  return (res && originsByResponse.get(res)) || { script: [], connect: [] };
}
