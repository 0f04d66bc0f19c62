import dynamic from 'next/dynamic';
import Router from 'next/router';
import { useEffect, useState } from 'react';
import type { GoogleTagsProps } from '../../lib/analytics/start';
import { setCheckoutPage, watchForInteraction, whenThirdPartyAllowed } from '../../lib/analytics/thirdPartyGate';
import type { BrandPageProps } from '../../lib/page/brandPage';

/** Tag manager and classic analytics: a chunk loaded only when configured (lib/analytics/start.ts). */
const GoogleTags = dynamic(() => import('./GoogleTags'), { ssr: false });

/**
 * Analytics after hydration (issues 24, 35), a chunk _app loads only when the page's props ask for it
 * (a configuration, or a landing with tracking parameters: lib/analytics/bootWanted.ts):
 * lib/analytics/boot.ts, told of every page shown (the analytics chunk derives its page-level events),
 * then the Google tags, after the shopper's first interaction and never on a checkout page
 * (lib/analytics/thirdPartyGate.ts). A component of its own, beside the page rather than around it, so
 * the tags arriving re-render this and not the whole page.
 */
export default function AnalyticsBoot({ page, checkout }: { page: BrandPageProps | null; checkout: boolean }) {
  const [tags, setTags] = useState<GoogleTagsProps | null>(null);
  const [allowed, setAllowed] = useState(false);
  const brandId = page?.brand.id;
  useEffect(watchForInteraction, []);
  useEffect(() => setCheckoutPage(checkout), [checkout]);
  useEffect(() => {
    if (!page) return;
    void import('../../lib/analytics/boot').then((m) => m.bootAnalytics(page, Router, setTags));
    // Once per page load: the configuration is the brand's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [brandId]);
  // Every page shown: the analytics chunk derives its page-level events (lib/analytics/derivePage.ts).
  useEffect(() => {
    const route = Router.pathname;
    void import('../../lib/analytics/boot').then((m) => m.showPage(route, page));
  }, [page]);
  useEffect(() => {
    if (tags) whenThirdPartyAllowed(() => setAllowed(true));
  }, [tags]);
  return tags && allowed && !checkout ? <GoogleTags {...tags} /> : null;
}
