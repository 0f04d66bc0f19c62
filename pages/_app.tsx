import type { AppProps } from 'next/app';
import dynamic from 'next/dynamic';
import Router from 'next/router';
import { useEffect, useState } from 'react';
import { Layout } from '../components/layout/Layout';
import { UnknownHost } from '../components/pages/shared/UnknownHost';
import type { BrandPageProps } from '../lib/page/brandPage';
import { useLastBrandLayout } from '../lib/page/lastBrandLayout';
import '../styles/globals.css';
import '../components/cart/slots';
import { installInAppNavigation } from '../lib/ui/inAppNavigation';
import { startBrowserErrorReporting } from '../lib/monitoring/browser';
import { analyticsOff } from '../lib/analytics';
import { renewDoNotSell } from '../lib/privacy/doNotSellRenewal';
import type { GoogleTagsProps } from '../lib/analytics/start';

/** Tag manager and classic analytics: a chunk loaded only when configured (lib/analytics/start.ts). */
const GoogleTags = dynamic(() => import('../components/analytics/GoogleTags'), { ssr: false });
/** A landing with UTM parameters or a click id (lib/analytics/utm.ts). */
const TRACKING_QUERY = /[?&](utm_(source|medium|campaign|term|content)|fbclid|gclid|gbraid|wbraid|dclid|msclkid|ttclid|twclid|li_fat_id|epik|sccid)=/;

/**
 * Analytics after hydration (issue 24): lib/analytics/boot.ts, a chunk loaded only when the page's
 * props carry an analytics configuration or the URL carries tracking parameters.
 */
function useAnalytics(page: BrandPageProps | null): GoogleTagsProps | null {
  const [tags, setTags] = useState<GoogleTagsProps | null>(null);
  const brandId = page?.brand.id;
  useEffect(() => {
    if (!page) return;
    if (!page.analytics && !TRACKING_QUERY.test(window.location.search)) {
      analyticsOff();
      return;
    }
    void import('../lib/analytics/boot').then((m) => m.bootAnalytics(page, Router, setTags));
    // Once per page load: the configuration is the brand's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [brandId]);
  return tags;
}

function isBrandPage(props: unknown): props is BrandPageProps {
  return Boolean(props && typeof props === 'object' && 'brand' in props && 'layoutSettings' in props);
}

function isUnknownHost(props: unknown): boolean {
  return Boolean(props && typeof props === 'object' && 'unknownHost' in props);
}

/** pages/_error's props (lib/page/errorPage). */
function isErrorPage(props: unknown): boolean {
  return Boolean(props && typeof props === 'object' && 'statusCode' in props);
}

export default function App({ Component, pageProps }: AppProps) {
  useEffect(() => installInAppNavigation(Router), []);
  useEffect(startBrowserErrorReporting, []);
  // Once per page load: browsers cut the opt-out's ten years short unless it is set again.
  useEffect(() => void renewDoNotSell(), []);
  const lastLayout = useLastBrandLayout(isBrandPage(pageProps) ? pageProps : null);
  const googleTags = useAnalytics(isBrandPage(pageProps) ? pageProps : null);
  if (isUnknownHost(pageProps)) return <UnknownHost />;
  // An error page shown after a client navigation gets the layout of the page the shopper came from.
  const props =
    !isBrandPage(pageProps) && isErrorPage(pageProps) && lastLayout
      ? { ...pageProps, brand: lastLayout.brand, layoutSettings: lastLayout.layoutSettings, layout: 'default', path: Router.asPath.split('?')[0] }
      : pageProps;
  if (!isBrandPage(props)) return <Component {...props} />;
  return (
    <Layout page={props}>
      <Component {...props} />
      {googleTags && props.layout !== 'checkout' ? <GoogleTags {...googleTags} /> : null}
    </Layout>
  );
}
