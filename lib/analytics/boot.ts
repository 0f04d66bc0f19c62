/**
 * Analytics for one page load, a chunk components/analytics/pageAnalytics.tsx imports after hydration only when the page's
 * props ask for it (a key configured, or a landing with tracking parameters: lib/analytics/bootWanted.ts),
 * so a shop without keys carries none of this: the landing's UTM parameters go to the shop API once
 * (utm.ts), and the facade starts with its first-party beacon (collect.ts); the destinations that load
 * third-party or heavy code wait in their loaders (start.ts: the load event and idle time, or the first
 * interaction). Until start.ts has loaded, the pages shown are kept here, the shop API's answers wait in
 * lib/api/observe.ts, and the shim's calls wait in index.ts.
 */
import { observeAnswers, keepAnswersForAnalytics } from '../api/observe';
import { yieldToMain } from '../ui/yieldToMain';
import type { BrandPageProps } from '../page/brandPage';
import type { ShownPage } from './derivePage';
import { analyticsOff } from './index';
import type { GoogleTagsProps, Started, StartOptions } from './start';
import { sendLanding } from './utm';

const MAX_SHOWN = 20;
const shown: { route: string; page: ShownPage | null }[] = [];
let started: Started | null = null;

/** Every page shown (pageAnalytics.tsx): its route (Next's pattern) and props; the chunk derives its events. */
export function showPage(route: string, page: ShownPage | null): void {
  if (started) started.show(route, page);
  else if (shown.length < MAX_SHOWN) shown.push({ route, page });
}

export function bootAnalytics(page: BrandPageProps, router: StartOptions['router'], onTags: (tags: GoogleTagsProps | null) => void): void {
  void sendLanding(page.brand);
  const config = page.analytics;
  if (!config) {
    analyticsOff();
    observeAnswers(null);
    return;
  }
  keepAnswersForAnalytics();
  // A document served for a checkout page has a policy without the Google origins (config.ts,
  // analyticsOrigins), and it stays that document's policy after in-app navigation: tags loaded on a
  // later shop page would be refused (CSP violations, hits lost). They wait for the next page load.
  const tagsAllowed = page.layout !== 'checkout';
  // At once (issue 35): the first-party beacon must see the page view of a shopper who leaves in two
  // seconds; the destinations that cost the page something wait inside their loaders (start.ts).
  // The chunk's evaluation and the start are two tasks, not one (each 50-90 ms in Lighthouse's 4x
  // throttled run together; a long task's time over 50 ms is blocking time).
  void import('./start').then(async (m) => {
    await yieldToMain();
    started = m.startAnalytics({ config, brand: page.brand, router, shown });
    onTags(tagsAllowed ? started.tags : null);
  });
}
