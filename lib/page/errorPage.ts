import type { NextPageContext } from 'next';
import type { BrandPageProps } from './brandPage';
import { errorStatus } from './errorCopy';

/**
 * With the brand page props when the server knows the host's store (then _app renders the page in
 * the store's layout); after a client navigation _app adds those of the page the shopper came from.
 */
export type ErrorPageProps = {
  statusCode: number;
  /** The host's store when the server renders the page; null when no brand claims the host. */
  storeName: string | null;
} & Partial<BrandPageProps>;

/**
 * getInitialProps of pages/_error, which renders every error page, 404 included: a pages/404 is
 * prerendered once at build time and so could never know the host's brand.
 */
export async function errorPageProps({ req, res, err }: NextPageContext): Promise<ErrorPageProps> {
  // In the browser, no response and no error means the router is showing a page whose props said notFound.
  const statusCode = !res && !err ? 404 : errorStatus(res?.statusCode, err?.statusCode);
  // Next replaces `typeof window` at build time, so the brand configuration and the server API stay out of the browser bundle.
  if (typeof window === 'undefined' && req) {
    const { findBrandByHost } = await import('../../brands');
    const brand = findBrandByHost(req.headers.host);
    if (!brand) return { statusCode, storeName: null };
    const { errorPageLayout } = await import('./errorPageLayout');
    const layout = await errorPageLayout(brand, (req.url ?? '/').split('?')[0]);
    return { statusCode, storeName: brand.storeName, ...layout };
  }
  return { statusCode, storeName: null };
}
