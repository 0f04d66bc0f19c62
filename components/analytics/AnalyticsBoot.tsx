import dynamic from 'next/dynamic';
import Router from 'next/router';
import { useEffect, useState } from 'react';
import { analyticsOff } from '../../lib/analytics';
import type { GoogleTagsProps } from '../../lib/analytics/start';
import type { BrandPageProps } from '../../lib/page/brandPage';

/** Tag manager and classic analytics: a chunk loaded only when configured (lib/analytics/start.ts). */
const GoogleTags = dynamic(() => import('./GoogleTags'), { ssr: false });
/** A landing with UTM parameters or a click id (lib/analytics/utm.ts). */
const TRACKING_QUERY = /[?&](utm_(source|medium|campaign|term|content)|fbclid|gclid|gbraid|wbraid|dclid|msclkid|ttclid|twclid|li_fat_id|epik|sccid)=/;

/**
 * Analytics after hydration (issue 24): lib/analytics/boot.ts, a chunk loaded only when the page's
 * props carry an analytics configuration or the URL carries tracking parameters; then the Google
 * tags, outside checkout pages. A component of its own, beside the page rather than around it, so
 * the tags arriving re-render this and not the whole page.
 */
export function AnalyticsBoot({ page, checkout }: { page: BrandPageProps | null; checkout: boolean }) {
  const [tags, setTags] = useState<GoogleTagsProps | null>(null);
  const brandId = page?.brand.id;
  useEffect(() => {
    if (!page) return;
    if (!page.analytics && !TRACKING_QUERY.test(window.location.search)) {
      analyticsOff();
      return;
    }
    void import('../../lib/analytics/boot').then((m) => m.bootAnalytics(page, Router, setTags));
    // Once per page load: the configuration is the brand's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [brandId]);
  return tags && !checkout ? <GoogleTags {...tags} /> : null;
}
