/**
 * The landing's page view for a shopper who leaves before analytics has started (issue 35, "bounces
 * still counted"). The analytics chunks load after the window's load event and idle time
 * (lib/analytics/useAnalyticsBoot.ts), which on a slow phone is seconds after the page was readable:
 * a shopper who leaves before then would not be counted. So `_document` writes this small inline
 * script into the head of a page that will collect (a configuration with first-party collection) or
 * that carries tracking parameters; a page of a brand without keys, reached without them, gets none
 * ("0 KB with no key").
 *
 * In the browser the script makes the page load's session claim (lib/api/sessionClaim.ts adopts it, once)
 * and the landing page view's event id (start.ts gives the same id to the facade's landing page
 * view). On `pagehide`, or when the page is hidden, it sends what analytics has not taken over yet
 * (earlyLandingHandover.ts): the page view as one `POST collect` beacon, the landing as
 * `GET utm-data` (fetch with keepalive). Whatever is sent twice is one: the shop API stores an event
 * once per id, and a landing repeated in a session is the same landing.
 *
 * Server-only: the browser's bundles never import this file (the script is text in the HTML).
 */
import { trackingParams } from './utm';
import { collectsEvents, collectUrl } from './collect';
import { CLICK_ID, MAX_CLICK_ID, MAX_PATH, MAX_REFERRER } from './collectLimits';

export interface EarlyLandingConfig {
  /** POST collect's address, when the page view goes to the shop API (first-party collection). */
  collect?: string;
  /** GET utm-data's address with the landing's tracking parameters; the script adds landing_path. */
  utm?: string;
}

interface PageProps {
  brand?: { apiBaseUrl?: string; host?: string };
  analytics?: { mixpanelToken?: string; pixelId?: string };
  trackedLanding?: boolean;
}

/** The shop's own API on this origin (a relative base), where the session claim and the beacon apply. */
function ownApiBase(apiBaseUrl: string | undefined): string | null {
  const base = apiBaseUrl || '/api.php/';
  return base.startsWith('/') && !base.startsWith('//') ? base : null;
}

/**
 * What the page's inline script is to send, from its props (as _app gets them) and its address; null
 * when it needs no script. The page view goes to `collect` only where start.ts would start the collect
 * destination: a product-analytics token or a pixel, and the shop's own API.
 */
export function earlyLandingConfig(pageProps: unknown, url: string): EarlyLandingConfig | null {
  const p = (pageProps ?? {}) as PageProps;
  const base = ownApiBase(p.brand?.apiBaseUrl);
  const host = p.brand?.host;
  if (!base || !host) return null;
  const cfg: EarlyLandingConfig = {};
  if (collectsEvents(p.analytics)) cfg.collect = collectUrl(base, host);
  const search = url.includes('?') ? url.slice(url.indexOf('?')) : '';
  const params = p.trackedLanding ? trackingParams(search.split('#')[0]) : {};
  // As the API client builds a GET (lib/api/client.ts): the fields, then host.
  if (Object.keys(params).length) cfg.utm = `${base.endsWith('/') ? base : `${base}/`}utm-data?${new URLSearchParams({ ...params, host })}`;
  return cfg.collect || cfg.utm ? cfg : null;
}

/**
 * The inline script (ES5 apart from crypto.randomUUID: it runs before any of the app's code).
 * Kept short; what it sends is the same as collect.ts's beacon and utm.ts's call, which the tests
 * check against the shop API's own readers.
 */
export function earlyLandingScript(cfg: EarlyLandingConfig): string {
  // JSON in a script element: no "</script>" or "<!--" can end it early.
  const json = JSON.stringify(cfg).replace(/</g, '\\u003c');
  // The claim: two random UUIDs' hex digits (the shop API takes 32-64 of [A-Za-z0-9_-]). randomUUID is
  // there in every secure context (https, localhost); elsewhere the app makes its own claim as before.
  // The claim stays in the script's closure: the page gets it once (c.claim(), read by the app's first
  // API call), so a tag loaded later cannot read it and join the session from elsewhere.
  return `(function(w,d,c){var n=w.navigator,r=w.crypto,u=function(){return r.randomUUID()},t={},F='fetch',K={keepalive:!0,credentials:'same-origin'},E=function(){};
if(!r||!r.randomUUID)return;var m=(u()+u()).replace(/-/g,''),g;c.claim=function(){var v=g?void 0:m;g=1;return v};c.id=u();c.taken=t;w.__earlyLanding=c;
var h=(location.pathname+location.search).slice(0,${MAX_PATH}),f=new URLSearchParams(location.search).get('fbclid'),at=Date.now();
function go(){var b;
if(c.collect&&!t.view){t.view=1;b=JSON.stringify({events:[{id:c.id,name:'Page Viewed',path:h,referrer:d.referrer.slice(0,${MAX_REFERRER})||void 0,time:at}],fbclid:f&&f.length<=${MAX_CLICK_ID}&&/${CLICK_ID.source}/.test(f)?f:void 0,ldu:n.globalPrivacyControl===!0||void 0,session_claim:m});
try{if(!n.sendBeacon(c.collect,new Blob([b],{type:'application/json'})))throw 0}catch(e){w[F](c.collect,Object.assign({method:'POST',body:b,headers:{'Content-Type':'application/json'}},K))['catch'](E)}}
if(c.utm&&!t.utm){t.utm=1;w[F](c.utm+'&landing_path='+encodeURIComponent(h),Object.assign({headers:{'X-Session-Claim':m}},K))['catch'](E)}}
w.addEventListener('pagehide',go);d.addEventListener('visibilitychange',function(){d.visibilityState=='hidden'&&go()})})(window,document,${json});`;
}
