/**
 * Product analytics (Mixpanel) destination, a chunk of its own loaded only when the brand has a token
 * and the session needs the library in the browser (issue 35, productAnalyticsLoad.ts): the recorded
 * sessions (recording 100% of those, 2% of sessions), and autocapture from the first interaction.
 * With first-party collection the plan's page views and events do not go through it (collect.ts
 * sends them, the shop API forwards them): `planEvents: false`.
 * The numbers are the spec's (section 9); retries, backoff and 413 batch halving are the library's own.
 * Session recording uses the async-recorder build and loads its recorder from this app
 * (RECORDER_PATH, pages/api/analytics/mixpanel-recorder.ts), never from Mixpanel's CDN.
 */
import { deferAutocapture } from './deferredAutocapture';
import type { EventProps, PlanEvent } from './events';
import type { Destination, PageView } from './facade';
import { DEFAULT_MIXPANEL_API_HOST } from './config';
import { scrubUrl } from './scrubUrl';
import { yieldToMain } from '../ui/yieldToMain';

export const RECORDER_PATH = '/api/analytics/mixpanel-recorder';

/** Fields autocapture and recording never capture: password-like, card, SSN, hidden, every payment form field. */
export const BLOCKED_SELECTORS = [
  'input[type="password"]',
  'input[type="hidden"]',
  '[autocomplete^="cc-"]',
  '[name*="card" i]',
  '[name*="cvv" i]',
  '[name*="cvc" i]',
  '[name*="ssn" i]',
  '[data-payment]',
  '[data-private]',
];

export interface MixpanelMode {
  /** This session is one of the recorded ones (productAnalyticsLoad.ts samples them). */
  record: boolean;
  /** Page views and plan events go through the library (false with first-party collection). */
  planEvents: boolean;
}

const LEGACY: MixpanelMode = { record: false, planEvents: true };

export function mixpanelOptions(apiHost?: string, mode: MixpanelMode = LEGACY): Record<string, unknown> {
  return {
    api_host: apiHost ?? DEFAULT_MIXPANEL_API_HOST,
    batch_requests: true,
    batch_size: 50,
    batch_flush_interval_ms: 5_000,
    batch_request_timeout_ms: 90_000,
    cookie_expiration: 365,
    track_links_timeout: 300,
    track_pageview: false,
    ip: true,
    // Without first-party collection (a brand's own API) the library samples 2% itself; with it the
    // library is loaded for a recorded session only when sampled (productAnalyticsLoad.ts).
    record_sessions_percent: mode.planEvents ? 2 : mode.record ? 100 : 0,
    record_heatmap_data: true,
    record_idle_timeout_ms: 30 * 60 * 1000,
    record_mask_inputs: true,
    record_block_selector: ['img', 'video', 'audio', 'iframe', ...BLOCKED_SELECTORS].join(', '),
    recorder_src: RECORDER_PATH,
    hooks: { before_send_events: scrubEventUrls },
    autocapture: {
      pageview: false,
      click: true,
      input: true,
      scroll: true,
      submit: true,
      capture_text_content: true,
      scroll_depth_percent_checkpoints: [25, 50, 75, 100],
      block_selectors: BLOCKED_SELECTORS,
    },
  };
}

/** The URL properties the library adds to every event itself (page URL, its query, referrers). */
const URL_PROPERTIES = ['$current_url', 'current_url_search', '$referrer', '$initial_referrer'];

/** Before each event is sent: its URLs without personal query values or secrets (scrubUrl.ts). */
export function scrubEventUrls<T extends { properties?: Record<string, unknown> }>(event: T): T {
  const props = event.properties;
  if (!props) return event;
  for (const name of URL_PROPERTIES) {
    const v = props[name];
    if (typeof v === 'string') props[name] = scrubUrl(v);
  }
  return event;
}

/** Spec section 5: text is capped at 255 characters. */
export function capText(props: EventProps): EventProps {
  const out: EventProps = {};
  for (const [k, v] of Object.entries(props)) out[k] = typeof v === 'string' ? v.slice(0, 255) : v;
  return out;
}

/** Spec section 5: an opt-out token must be a non-empty string. */
export function isValidOptOutToken(token: unknown): token is string {
  return typeof token === 'string' && token.trim().length > 0;
}

interface MixpanelLike {
  init(token: string, config: Record<string, unknown>, name?: string): unknown;
  track(event: string, props?: Record<string, unknown>): void;
  identify(id: string): void;
  reset(): void;
}

export async function loadMixpanel(token: string, apiHost?: string, mode: MixpanelMode = LEGACY): Promise<Destination> {
  const mod = (await import('mixpanel-browser/dist/mixpanel-with-async-recorder.cjs')) as unknown as { default?: MixpanelLike } & MixpanelLike;
  const mp = mod.default ?? mod;
  // The library's evaluation and its init are each tens of ms on a phone: two tasks, not one.
  await yieldToMain();
  return createMixpanelDestination(mp, token, apiHost, mode);
}

export function createMixpanelDestination(mp: MixpanelLike, token: string, apiHost?: string, mode: MixpanelMode = LEGACY): Destination {
  if (!isValidOptOutToken(token)) throw new Error('Mixpanel token must be a non-empty string');
  mp.init(token, mixpanelOptions(apiHost, mode));
  if (typeof window !== 'undefined') deferAutocapture(mp);
  return {
    page(view: PageView) {
      if (mode.planEvents) mp.track('Page Viewed', capText({ path: view.path, referrer: view.referrer ?? '' }));
    },
    track(event: PlanEvent, props: EventProps) {
      if (mode.planEvents) mp.track(event, capText(props) as Record<string, unknown>);
    },
    identify(userId: string) {
      mp.identify(userId);
    },
    reset() {
      mp.reset();
    },
  };
}
