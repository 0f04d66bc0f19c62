import type { ServerResponse } from 'node:http';
import { BRANDS } from '../../brands';
import { newNonce, originOf, pagePolicy } from './pagePolicy';

/** Every brand's API origin that is not this app (API_BASE_URL_<BRAND> overrides); fixed per process. */
const BRAND_API_ORIGINS: readonly string[] = BRANDS.map((b) => originOf(b.apiBaseUrl)).filter((o): o is string => o !== null);

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
  res.setHeader('Content-Security-Policy', pagePolicy({ nonce, development, connectOrigins: BRAND_API_ORIGINS }));
  return nonce;
}
