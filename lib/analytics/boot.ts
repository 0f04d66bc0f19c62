/**
 * Analytics for one page load, a chunk _app imports after hydration only when the page's props carry
 * an analytics configuration or its URL carries tracking parameters, so a shop without keys carries
 * none of this: the landing's UTM parameters go to the shop API once (utm.ts), and the facade starts
 * with its first-party beacon (collect.ts); the destinations that load third-party or heavy code wait
 * in their loaders (start.ts: the load event and idle time, or the first interaction).
 * Calls made until then wait in the shim (index.ts).
 */
import type { BrandPageProps } from '../page/brandPage';
import { analyticsOff } from './index';
import type { GoogleTagsProps, StartOptions } from './start';
import { sendLanding } from './utm';

export function bootAnalytics(page: BrandPageProps, router: StartOptions['router'], onTags: (tags: GoogleTagsProps | null) => void): void {
  void sendLanding(page.brand);
  const config = page.analytics;
  if (!config) {
    analyticsOff();
    return;
  }
  // A document served for a checkout page has a policy without the Google origins (config.ts,
  // analyticsOrigins), and it stays that document's policy after in-app navigation: tags loaded on a
  // later shop page would be refused (CSP violations, hits lost). They wait for the next page load.
  const tagsAllowed = page.layout !== 'checkout';
  // At once (issue 35): the first-party beacon must see the page view of a shopper who leaves in two
  // seconds; the destinations that cost the page something wait inside their loaders (start.ts).
  void import('./start').then((m) => {
    const { tags } = m.startAnalytics({ config, brand: page.brand, router });
    onTags(tagsAllowed ? tags : null);
  });
}
