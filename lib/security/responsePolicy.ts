import type { ServerResponse } from 'node:http';
import { BRANDS } from '../../brands';
import { newNonce, pagePolicy } from './pagePolicy';
import { originOf } from './origin';
import { browserReportingConfig } from '../monitoring/browserConfig';
import { analyticsOriginsOf } from '../analytics/config';
import { paymentOriginsOf } from './paymentOrigins';
import { isClosedPage } from './closedPage';

/**
 * Origins the browser calls besides this one, fixed per process: every brand's API that is not this
 * app (API_BASE_URL_<BRAND>) and the error-reporting service when the browser reports to it.
 */
const CONNECT_ORIGINS: readonly string[] = [...BRANDS.map((b) => b.apiBaseUrl), browserReportingConfig()?.dsn ?? '']
  .map(originOf)
  .filter((o): o is string => o !== null);

/**
 * Gives a page response its Content-Security-Policy and returns the nonce its scripts must carry
 * (none in development). Every page here is rendered per request; a page prerendered at build time
 * would have no response here and would be served with next.config.ts's `default-src 'none'`, which
 * the Playwright suite would report as refusals.
 */
export function applyPagePolicy(res: Pick<ServerResponse, 'setHeader'> | undefined): string | undefined {
  if (!res) return undefined;
  const development = process.env.NODE_ENV !== 'production';
  const nonce = development ? undefined : newNonce();
  // Analytics destinations only when the page's brand configures them (lib/page/brandPage.ts records them).
  const analytics = analyticsOriginsOf(res);
  // Stripe.js only on a checkout page of a brand on Stripe (lib/security/paymentOrigins.ts).
  const payments = paymentOriginsOf(res);
  res.setHeader(
    'Content-Security-Policy',
    pagePolicy({
      nonce, development,
      connectOrigins: [...CONNECT_ORIGINS, ...analytics.connect, ...payments.connect],
      scriptOrigins: [...analytics.script, ...payments.script],
      frameOrigins: payments.frame,
      closed: isClosedPage(res),
    }),
  );
  return nonce;
}
