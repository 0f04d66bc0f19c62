/**
 * Product analytics (Mixpanel) destination, a chunk of its own loaded only when the brand has a token.
 * The numbers are the spec's (section 9); retries, backoff and 413 batch halving are the library's own.
 * Session recording uses the async-recorder build and loads its recorder from this app
 * (RECORDER_PATH, pages/api/analytics/mixpanel-recorder.ts), never from Mixpanel's CDN.
 */
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

export function mixpanelOptions(apiHost?: string): Record<string, unknown> {
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
    record_sessions_percent: 2,
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

export async function loadMixpanel(token: string, apiHost?: string): Promise<Destination> {
  const mod = (await import('mixpanel-browser/dist/mixpanel-with-async-recorder.cjs')) as unknown as { default?: MixpanelLike } & MixpanelLike;
  const mp = mod.default ?? mod;
  // The library's evaluation and its init are each tens of ms on a phone: two tasks, not one.
  await yieldToMain();
  return createMixpanelDestination(mp, token, apiHost);
}

export function createMixpanelDestination(mp: MixpanelLike, token: string, apiHost?: string): Destination {
  if (!isValidOptOutToken(token)) throw new Error('Mixpanel token must be a non-empty string');
  mp.init(token, mixpanelOptions(apiHost));
  return {
    page(view: PageView) {
      mp.track('Page Viewed', capText({ path: view.path, referrer: view.referrer ?? '' }));
    },
    track(event: PlanEvent, props: EventProps) {
      mp.track(event, capText(props) as Record<string, unknown>);
    },
    identify(userId: string) {
      mp.identify(userId);
    },
    reset() {
      mp.reset();
    },
  };
}
