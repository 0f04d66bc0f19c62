/**
 * Analytics for one page load, a chunk _app imports after hydration only when the page's props carry
 * an analytics configuration or its URL carries tracking parameters, so a shop without keys carries
 * none of this: the landing's UTM parameters go to the shop API once (utm.ts), and the facade with
 * its destinations (start.ts) waits for the load event and idle time, never delaying interactivity.
 * Calls made until then wait in the shim (index.ts).
 */
import { afterLoadIdle } from '../ui/afterLoadIdle';
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
  afterLoadIdle(() =>
    void import('./start').then((m) => {
      const { tags } = m.startAnalytics({ config, brand: page.brand, router });
      onTags(tagsAllowed ? tags : null);
    }),
  );
}
