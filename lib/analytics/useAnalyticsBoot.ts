import Router from 'next/router';
import { useEffect, useState } from 'react';
import type { BrandPageProps } from '../page/brandPage';
import { bootWanted } from './bootWanted';

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
    void import('../../components/analytics/pageAnalytics').then((m) => m.showAnalyticsPage(route, page, checkout));
  }, [boot, page, checkout]);
}
