/**
 * Starts analytics for a page whose props carry a configuration (a chunk _app imports after
 * hydration). Builds the facade with the configured destinations, hands it to the shim
 * (lib/analytics/index.ts), and records page views: on every in-app navigation, except on the routes
 * the spec marks "manual pageview tracking" (home, item/:id, social_media_specials/:id), whose page
 * view (and the item's Product Viewed; the thank-you page's Order Completed) is derived from the page
 * shown (derivePage.ts). The events
 * that follow a shop API answer are derived from the answers the browser's client reports
 * (deriveApi.ts, lib/api/observe.ts). The referrer of each page view is the previous path in the
 * history buffer (lib/checkout/navigation.ts), or document.referrer on the landing.
 */
import type { AnalyticsConfig } from './config';
import { createAnalytics, type Analytics, type Destination, type DestinationLoader } from './facade';
import { attachAnalytics } from './index';
import { limitedDataUse } from './privacy';
import { landingFbclid } from './utm';
import { historyBufferSnapshot } from '../checkout/navigation';
import type { EventProps, PlanEvent } from './events';
import { referrerFrom } from './referrer';
import { collectsEvents, createCollectDestination } from './collect';
import { recordedSession, whenProductAnalyticsWanted } from './productAnalyticsLoad';
import { afterLoadIdle } from '../ui/afterLoadIdle';
import { observeAnswers } from '../api/observe';
import type { AnsweredCall } from '../api/client';
import { eventsOfAnswer, type DerivedCall } from './deriveApi';
import { pageEvents, type Shown, type ShownPage } from './derivePage';
import { firstTimeFor } from './plan';
import { earlyPageViewId } from './earlyLandingHandover';

export { referrerFrom };

export interface StartOptions {
  config: AnalyticsConfig;
  brand: { apiBaseUrl: string; host: string };
  router: { asPath: string; events: { on(e: 'routeChangeComplete', h: (url: string, o?: { shallow?: boolean }) => void): void } };
  /** The pages shown before analytics started (the landing's first): route (Next's pattern) and props. */
  shown?: readonly { route: string; page: ShownPage | null }[];
}

export interface Started {
  facade: Analytics;
  tags: GoogleTagsProps | null;
  /** Each page shown after that (pageAnalytics.tsx, on every change of the page's props). */
  show(route: string, page: ShownPage | null): void;
}

/** Spec section 2: these pages record their own page view. */
export function isManualPageView(path: string): boolean {
  const p = path.split(/[?#]/)[0];
  return p === '/' || /^\/item\/[^/]+\/?$/.test(p) || /^\/social_media_specials\/[^/]+\/?$/.test(p);
}

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The tag manager's data layer gets the plan's events too (only loaded without do-not-sell/GPC). */
function dataLayerDestination(): Destination {
  const w = window as unknown as { dataLayer?: unknown[] };
  const push = (o: Record<string, unknown>) => (w.dataLayer = w.dataLayer || []).push(o);
  return {
    page: (v) => push({ event: 'Page Viewed', page_path: v.path, page_referrer: v.referrer ?? '' }),
    track: (event: PlanEvent, props: EventProps) => push({ event, ...props }),
    identify: () => undefined,
    reset: () => undefined,
  };
}

/**
 * First-party collection (collect.ts) needs the shop's own API (`POST collect`), same origin; a brand
 * served by its own API elsewhere keeps the browser destinations' own requests (the pixel mirror,
 * product analytics' library for every event).
 */
export function firstPartyApi(apiBaseUrl: string, origin: string | undefined = typeof location === 'undefined' ? undefined : location.origin): boolean {
  if (!apiBaseUrl) return true;
  if (!origin) return false;
  try {
    return new URL(apiBaseUrl, origin).origin === origin;
  } catch {
    return false;
  }
}

/** After the load event and idle time: the destinations that are not first-party. */
const afterLoad = () => new Promise<void>((resolve) => void afterLoadIdle(resolve));

export function destinationLoaders(
  config: AnalyticsConfig, brand: StartOptions['brand'], ldu: boolean,
  firstParty: boolean = firstPartyApi(brand.apiBaseUrl), recorded: () => boolean = () => recordedSession(session()),
): DestinationLoader[] {
  const loaders: DestinationLoader[] = [];
  const apiBaseUrl = brand.apiBaseUrl || '/api.php/';
  const fbclid = () => landingFbclid(session());
  // The beacon starts at once: a page view made before the shopper leaves is sent even if nothing else loads.
  if (firstParty && collectsEvents(config)) {
    loaders.push({ name: 'collect', load: async () => createCollectDestination({ apiBaseUrl, host: brand.host, fbclid, ldu }) });
  }
  if (config.mixpanelToken) {
    const token = config.mixpanelToken;
    loaders.push(
      firstParty
        ? {
            name: 'mixpanel',
            load: async () => {
              const record = recorded();
              await whenProductAnalyticsWanted(record);
              return (await import('./mixpanel')).loadMixpanel(token, config.mixpanelApiHost, { record, planEvents: false });
            },
          }
        : {
            name: 'mixpanel',
            dropsTrackBeforeInit: true,
            load: async () => {
              await afterLoad();
              return (await import('./mixpanel')).loadMixpanel(token, config.mixpanelApiHost);
            },
          },
    );
  }
  if (config.pixelId) {
    const pixelId = config.pixelId;
    loaders.push({
      name: 'pixel',
      load: async () => {
        await afterLoad();
        const m = await import('./pixel');
        return m.createPixelDestination({ pixelId, apiBaseUrl, host: brand.host, ldu, fbclid, mirror: !firstParty });
      },
    });
  }
  // The data layer is a plain array (no request): GTM reads it where it is loaded, outside checkout pages.
  if ((config.gtmId || config.gaId) && !ldu) {
    loaders.push({ name: 'dataLayer', load: async () => dataLayerDestination() });
  }
  return loaders;
}

export interface GoogleTagsProps {
  gtmId?: string;
  gaId?: string;
  nonce?: string;
}

/** What components/analytics/GoogleTags gets, or null: not configured, or do-not-sell / GPC in effect. */
export function googleTags(config: AnalyticsConfig, ldu: boolean): GoogleTagsProps | null {
  if (ldu || !(config.gtmId || config.gaId)) return null;
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
  return { gtmId: config.gtmId, gaId: config.gaId, nonce };
}

/**
 * A page view without a referrer gets the previous path of the history buffer, or document.referrer
 * on the landing (the manual page views of usePageView send only their path).
 */
export function withReferrer(
  facade: Analytics, buffer: () => readonly string[] = historyBufferSnapshot, landing: () => string = () => document.referrer,
): Analytics {
  return {
    page: (v, id) => facade.page(v.referrer !== undefined ? v : { ...v, referrer: referrerFrom(buffer(), v.path) ?? (landing() || undefined) }, id),
    track: (event, props) => facade.track(event, props),
    identify: (id) => facade.identify(id),
    reset: () => facade.reset(),
    configure: (loaders) => facade.configure(loaders),
    get destinations() {
      return facade.destinations;
    },
  };
}

/** A derived call, to the facade (the same calls the pages and actions used to make through the shim). */
export function apply(a: Analytics, call: DerivedCall): void {
  if (call.kind === 'track') a.track(call.event, call.props);
  else if (call.kind === 'identify') a.identify(call.userId);
  else a.reset();
}

let started: Started | null = null;

/** Once per page load; returns the facade, the Google tags to render (outside checkout pages) and `show`. */
export function startAnalytics({ config, brand, router, shown = [] }: StartOptions): Started {
  if (started) return started;
  const facade = createAnalytics();
  const ldu = limitedDataUse();
  const tracked = withReferrer(facade);
  // The landing's page view keeps the id the page's inline script made for it (earlyLanding.ts), so
  // a copy the script sent before this chunk arrived (the page was hidden meanwhile) is one event.
  let landingId = earlyPageViewId();
  const firstView = () => {
    const id = landingId;
    landingId = undefined;
    return id;
  };
  let last: Shown | null = null;
  const show = (route: string, page: ShownPage | null) => {
    const e = pageEvents(route, page, last, (key) => firstTimeFor(key, session()));
    last = e.shown;
    if (e.view) tracked.page({ path: e.view }, firstView());
    e.events.forEach((t) => tracked.track(t.event, t.props));
  };
  started = { facade, tags: googleTags(config, ldu), show };
  void facade.configure(destinationLoaders(config, brand, ldu));
  const view = (url: string, landing: boolean) => {
    const path = url.split('#')[0];
    if (isManualPageView(path)) return;
    const referrer = landing ? document.referrer || undefined : referrerFrom(historyBufferSnapshot(), path);
    facade.page({ path, referrer }, firstView());
  };
  // The landing's page view first (or the manual one derived from the page, with its Product
  // Viewed), then the calls the page made while analytics was loading (its Cart Viewed, Search…):
  // every destination sees the page before what happened on it.
  view(router.asPath, true);
  shown.forEach((s) => show(s.route, s.page));
  attachAnalytics(tracked, ldu);
  const answer = (call: AnsweredCall) => eventsOfAnswer(call).forEach((c) => apply(tracked, c));
  // Gets the answers that came before this chunk loaded first (lib/api/observe.ts kept them).
  observeAnswers(answer);
  router.events.on('routeChangeComplete', (url, o) => {
    if (!o?.shallow) view(url, false);
  });
  return started;
}
