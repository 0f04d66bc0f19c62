import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Brand } from '../../brands/types';
import { handleShopRequest } from '../../server/http/router';
import { parseCookieHeader } from '../../server/http/cookies';
import { createApiClient, type ApiClient } from './client';
import { fetchTransport, type Transport } from './transport';
import { OWN_API_BASE, storeHost } from './shared';
import { requestIsHttps } from '../security/transportSecurity';

/**
 * Whether the shopper's request came over HTTPS (the session cookie's Secure flag): the TLS-terminating
 * proxy or CDN says so in X-Forwarded-Proto, believed only behind TRUST_PROXY proxies (requestIsHttps).
 */
export function forwardedSecure(req?: IncomingMessage): boolean {
  return req ? requestIsHttps(req) : false;
}

/**
 * Calls the embedded shop API without HTTP: same router, same envelopes, no socket. `secure` is the
 * shopper's request's HTTPS (a cookie the API sets while a page renders gets the Secure flag, as
 * one set by an /api.php call does: server/http/node.ts).
 */
export function inProcessTransportFor(secure: boolean): Transport {
  const transport: Transport = async (req) => {
    const res = await handleShopRequest({
      method: req.method,
      path: req.path,
      query: req.query,
      body: req.fields ?? {},
      cookies: parseCookieHeader(req.cookie),
      hostHeader: req.query.host,
      secure,
    });
    return { status: res.status, body: res.body, setCookies: res.setCookies };
  };
  transport.cancellable = false;
  return transport;
}

const plainInProcess = inProcessTransportFor(false);
const secureInProcess = inProcessTransportFor(true);

function inProcessEnabled(brand: Brand): boolean {
  return brand.apiBaseUrl === OWN_API_BASE && process.env.API_IN_PROCESS !== '0';
}

function httpBase(brand: Brand): string {
  if (brand.apiBaseUrl !== OWN_API_BASE) return brand.apiBaseUrl;
  return `http://127.0.0.1:${process.env.PORT || 3000}${OWN_API_BASE}`;
}

/**
 * The API client for server-side code acting for one shopper: forwards the shopper's cookies,
 * and passes any cookie the API sets back to the browser.
 */
export function serverApi(brand: Brand, req?: IncomingMessage, res?: ServerResponse): ApiClient {
  return createApiClient({
    baseUrl: httpBase(brand),
    host: storeHost(brand),
    transport: inProcessEnabled(brand) ? (forwardedSecure(req) ? secureInProcess : plainInProcess) : fetchTransport(),
    cookie: req?.headers.cookie,
    onSetCookie: res ? (cookies) => res.appendHeader('Set-Cookie', cookies) : undefined,
  });
}
