import type { AppProps } from 'next/app';
import Router from 'next/router';
import { useEffect } from 'react';
import { Layout } from '../components/layout/Layout';
import { UnknownHost } from '../components/pages/shared/UnknownHost';
import type { BrandPageProps } from '../lib/page/brandPage';
import { useLastBrandLayout } from '../lib/page/lastBrandLayout';
import '../styles/globals.css';
import '../components/cart/slots';
import { installInAppNavigation } from '../lib/ui/inAppNavigation';
import { startBrowserErrorReporting } from '../lib/monitoring/browser';
import { renewDoNotSell } from '../lib/privacy/doNotSellRenewal';
import { useAnalyticsBoot } from '../lib/analytics/useAnalyticsBoot';

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
  // An error page shown after a client navigation gets the layout of the page the shopper came from.
  const props =
    !isBrandPage(pageProps) && isErrorPage(pageProps) && lastLayout
      ? { ...pageProps, brand: lastLayout.brand, layoutSettings: lastLayout.layoutSettings, layout: 'default', path: Router.asPath.split('?')[0] }
      : pageProps;
  useAnalyticsBoot(pageProps, isBrandPage(pageProps) ? pageProps : null, isBrandPage(props) && props.layout === 'checkout');
  if (isUnknownHost(pageProps)) return <UnknownHost />;
  if (!isBrandPage(props)) return <Component {...props} />;
  return (
    <Layout page={props}>
      <Component {...props} />
    </Layout>
  );
}
