import type { NextPageContext } from 'next';
import { errorStatus } from './errorCopy';

export interface ErrorPageProps {
  statusCode: number;
  /** The host's store when the server renders the page; in the browser _app knows it (lib/brand/sessionStoreName). */
  storeName: string | null;
}

/**
 * getInitialProps of pages/_error, which renders every error page, 404 included: a pages/404 is
 * prerendered once at build time and so could never know the host's brand.
 */
export async function errorPageProps({ req, res, err }: NextPageContext): Promise<ErrorPageProps> {
  // In the browser, no response and no error means the router is showing a page whose props said notFound.
  const statusCode = !res && !err ? 404 : errorStatus(res?.statusCode, err?.statusCode);
  let storeName: string | null = null;
  // Next replaces `typeof window` at build time, so the brand configuration stays out of the browser bundle.
  if (typeof window === 'undefined' && req) {
    const { findBrandByHost } = await import('../../brands');
    storeName = findBrandByHost(req.headers.host)?.storeName ?? null;
  }
  return { statusCode, storeName };
}
