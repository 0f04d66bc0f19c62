import type { AppProps } from 'next/app';
import Router from 'next/router';
import { useEffect } from 'react';
import { Layout } from '../components/layout/Layout';
import { UnknownHost } from '../components/pages/shared/UnknownHost';
import { SessionStoreNameProvider, useRememberedStoreName } from '../lib/brand/sessionStoreName';
import type { BrandPageProps } from '../lib/page/brandPage';
import '../styles/globals.css';
import '../components/cart/slots';
import { installInAppNavigation } from '../lib/ui/inAppNavigation';
import { startBrowserErrorReporting } from '../lib/monitoring/browser';

function isBrandPage(props: unknown): props is BrandPageProps {
  return Boolean(props && typeof props === 'object' && 'brand' in props && 'layoutSettings' in props);
}

function isUnknownHost(props: unknown): boolean {
  return Boolean(props && typeof props === 'object' && 'unknownHost' in props);
}

export default function App({ Component, pageProps }: AppProps) {
  useEffect(() => installInAppNavigation(Router), []);
  useEffect(startBrowserErrorReporting, []);
  const storeName = useRememberedStoreName(isBrandPage(pageProps) ? pageProps.brand.storeName : null);
  if (isUnknownHost(pageProps)) return <UnknownHost />;
  if (!isBrandPage(pageProps)) {
    return (
      <SessionStoreNameProvider value={storeName}>
        <Component {...pageProps} />
      </SessionStoreNameProvider>
    );
  }
  return (
    <Layout page={pageProps}>
      <Component {...pageProps} />
    </Layout>
  );
}
