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
import { renewDoNotSell } from '../lib/privacy/doNotSellRenewal';
import { bootWanted } from '../lib/analytics/bootWanted';

/** Analytics' boot: a chunk requested only when the server asked for it (lib/analytics/bootWanted.ts). */
const AnalyticsBoot = dynamic(() => import('../components/analytics/AnalyticsBoot'), { ssr: false });

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
  // Decided on the first page of the page load (the configuration is the brand's); kept once true,
  // so a landing's tracking parameters keep it through in-app navigation.
  const wanted = bootWanted(pageProps);
  const [boot, setBoot] = useState(wanted);
  if (wanted && !boot) setBoot(true);
  useEffect(() => installInAppNavigation(Router), []);
  useEffect(startBrowserErrorReporting, []);
  // Once per page load: browsers cut the opt-out's ten years short unless it is set again.
  useEffect(() => void renewDoNotSell(), []);
  const lastLayout = useLastBrandLayout(isBrandPage(pageProps) ? pageProps : null);
  if (isUnknownHost(pageProps)) return <UnknownHost />;
  // An error page shown after a client navigation gets the layout of the page the shopper came from.
  const props =
    !isBrandPage(pageProps) && isErrorPage(pageProps) && lastLayout
      ? { ...pageProps, brand: lastLayout.brand, layoutSettings: lastLayout.layoutSettings, layout: 'default', path: Router.asPath.split('?')[0] }
      : pageProps;
  // AnalyticsBoot stays the second child whatever the page, so it mounts once per page load.
  const analytics = boot && <AnalyticsBoot page={isBrandPage(pageProps) ? pageProps : null} checkout={isBrandPage(props) && props.layout === 'checkout'} />;
  if (!isBrandPage(props)) {
    return (
      <>
        <Component {...props} />
        {analytics}
      </>
    );
  }
  return (
    <>
      <Layout page={props}>
        <Component {...props} />
      </Layout>
      {analytics}
    </>
  );
}
