import type { ServerResponse } from 'node:http';
import { BRANDS } from '../../brands';
import { newNonce, originOf, pagePolicy } from './pagePolicy';

/** Every brand's API origin that is not this app (API_BASE_URL_<BRAND> overrides); fixed per process. */
const BRAND_API_ORIGINS: readonly string[] = BRANDS.map((b) => originOf(b.apiBaseUrl)).filter((o): o is string => o !== null);

/**
 * Gives a page response its Content-Security-Policy and returns the nonce its scripts must carry
 * (none in development, or when there is no response to set it on: a page rendered at build time
 * keeps next.config.ts's base policy, which restricts no scripts).
 */
export function applyPagePolicy(res: Pick<ServerResponse, 'setHeader'> | undefined): string | undefined {
  if (!res) return undefined;
  const development = process.env.NODE_ENV !== 'production';
  const nonce = development ? undefined : newNonce();
  res.setHeader('Content-Security-Policy', pagePolicy({ nonce, development, connectOrigins: BRAND_API_ORIGINS }));
  return nonce;
}
