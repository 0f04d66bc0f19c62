import Router from 'next/router';
import { useEffect, useState } from 'react';
import type { BrandPageProps } from '../page/brandPage';
import { afterLoadIdle } from '../ui/afterLoadIdle';
import { bootWanted } from './bootWanted';

type PageAnalytics = typeof import('../../components/analytics/pageAnalytics');

/** Longest wait for idle time after the load event before the chunk is fetched anyway. */
const IDLE_TIMEOUT_MS = 1000;
let chunk: Promise<PageAnalytics> | null = null;

/**
 * The analytics chunk, fetched once the window's load event has fired and the main thread is idle:
 * fetched and run at the page's first commit, it met React still hydrating the page's deferred parts
 * and the page's own lazy chunks, and a throttled phone did 200-500 ms more main-thread work with
 * keys than without (docs/analytics.md, 2026-11-29 night). Every page shown before then is told in
 * order once it is there (each waits on this one promise), so a quick first click loses no page view.
 */
function pageAnalytics(): Promise<PageAnalytics> {
  chunk ??= new Promise<void>((resolve) => void afterLoadIdle(resolve, IDLE_TIMEOUT_MS)).then(() => import('../../components/analytics/pageAnalytics'));
  return chunk;
}

/**
 * _app's analytics (issue 35, "0 KB with no key"): when the server asked for it in the page's props
 * (a configuration, or a landing with tracking parameters: bootWanted.ts), every page shown goes to
 * the boot chunk (components/analytics/pageAnalytics.tsx) after its commit. Decided on the first page
 * of the page load and kept once true, so a landing's tracking parameters keep it through in-app
 * navigation. No state of the page's root changes when the chunk arrives (pageAnalytics.tsx says why).
 */
export function useAnalyticsBoot(pageProps: unknown, page: BrandPageProps | null, checkout: boolean): void {
  const wanted = bootWanted(pageProps);
  const [boot, setBoot] = useState(wanted);
  if (wanted && !boot) setBoot(true);
  useEffect(() => {
    if (!boot) return;
    const route = Router.pathname;
    void pageAnalytics().then((m) => m.showAnalyticsPage(route, page, checkout));
  }, [boot, page, checkout]);
}

/** Tests only. */
export function resetAnalyticsBootForTests(): void {
  chunk = null;
}
