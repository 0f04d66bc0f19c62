import type { IncomingMessage, ServerResponse } from 'node:http';
import { trustedProxyHops } from './trustProxy';

/** One year, the shortest age the HSTS preload list accepts; subdomains are left to their own answers. */
export const HSTS_VALUE = 'max-age=31536000';

type RequestLike = Pick<IncomingMessage, 'headers'> & { socket?: object | null };

/**
 * Whether the shopper's request came over HTTPS: on a TLS socket of this server, or, behind
 * TRUST_PROXY proxies, when the proxy that received it from the shopper says so in
 * X-Forwarded-Proto (the entry TRUST_PROXY hops back when the proxies append to it). Without
 * TRUST_PROXY the header is not believed: anyone can write it.
 */
export function requestIsHttps(req: RequestLike, hops = trustedProxyHops()): boolean {
  // A TLS socket (node:tls) has `encrypted: true`; a plain one has no such property.
  if (req.socket && 'encrypted' in req.socket && req.socket.encrypted === true) return true;
  if (hops <= 0) return false;
  const chain = [req.headers['x-forwarded-proto'] ?? []].flat().join(',').split(',').map((s) => s.trim().toLowerCase()).filter(Boolean);
  if (!chain.length) return false;
  return chain[Math.max(0, chain.length - hops)] === 'https';
}

/**
 * Strict-Transport-Security on an answer to an HTTPS request only: over plain HTTP the header means
 * nothing to a browser (RFC 6797 has it ignored) and tells a reader the wrong thing about the site.
 */
export function applyTransportSecurity(req: RequestLike | undefined, res: Pick<ServerResponse, 'setHeader'> | undefined): void {
  if (req && res && requestIsHttps(req)) res.setHeader('Strict-Transport-Security', HSTS_VALUE);
}
