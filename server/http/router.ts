import { findBrandByHost } from '../../brands';
import { getDb } from '../db';
import { HttpError, badRequest, forbidden, notFound } from './errors';
import { SESSION_COOKIE, loadSession } from './session';
import { readClaim } from './sessionClaim';
import type { Fields, ShopContext, ShopRequest, ShopResponse } from './types';
import type { Brand } from '../../brands/types';
import { ROUTES, type RouteDef } from '../routes';
import { reportServerError } from '../../lib/monitoring/server';
import { log } from '../ops/log';
import { routePattern } from './routePattern';
import { requestBrand } from './requestBrand';

interface CompiledRoute extends RouteDef {
  parts: string[];
}

const compiled: CompiledRoute[] = ROUTES.map((r) => ({ ...r, parts: r.path.split('/') }));

function match(method: string, path: string): { route: CompiledRoute; params: Record<string, string> } | 'method' | null {
  const segs = path.split('/');
  let methodMismatch = false;
  for (const route of compiled) {
    if (route.parts.length !== segs.length) continue;
    const params: Record<string, string> = {};
    const ok = route.parts.every((p, i) => {
      if (p.startsWith(':')) {
        params[p.slice(1)] = segs[i];
        return segs[i] !== '';
      }
      return p === segs[i];
    });
    if (!ok) continue;
    if (route.method !== method) {
      methodMismatch = true;
      continue;
    }
    return { route, params };
  }
  return methodMismatch ? 'method' : null;
}

function envelopeError(status: number, messages: string[], setCookies: string[] = [], headers: Record<string, string> = {}): ShopResponse {
  return { status, body: { errors: messages }, setCookies, headers: { 'Cache-Control': 'no-store', ...headers } };
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const CROSS_SITE_MESSAGE = "origin: this request must come from the store's own pages";

/**
 * A state-changing request a browser sent from another site is refused (403), for every route:
 * Sec-Fetch-Site 'cross-site', or an Origin that is neither the request's own host nor one of the
 * brand's hosts ('null' included). A request with neither header (a server-side call, curl, a
 * test) is not a browser's, so there is no other site to refuse.
 */
export function checkOrigin(req: ShopRequest, brand: Brand): void {
  if (!STATE_CHANGING.has(req.method)) return;
  if (req.fetchSite === 'cross-site') throw forbidden(CROSS_SITE_MESSAGE);
  if (req.origin === undefined) return;
  let host: string;
  try {
    host = new URL(req.origin).host.toLowerCase();
  } catch {
    throw forbidden(CROSS_SITE_MESSAGE);
  }
  if (host && (host === req.hostHeader?.trim().toLowerCase() || findBrandByHost(host) === brand)) return;
  throw forbidden(CROSS_SITE_MESSAGE);
}

/** No shopper types a NUL, and PostgreSQL text cannot hold one (the query fails): a 400 naming the field. */
function refuseNul(fields: Fields): void {
  for (const [name, value] of Object.entries(fields)) {
    if (!name.includes('\u0000') && !(typeof value === 'string' && value.includes('\u0000'))) continue;
    throw badRequest(`${name.replace(/\u0000/g, '').slice(0, 60) || 'body'}: contains a character that is not allowed`);
  }
}

/** Runs one shop API request: route, brand from the host param, session, handler, envelope. */
export async function handleShopRequest(req: ShopRequest): Promise<ShopResponse> {
  const setCookies: string[] = [];
  try {
    const method = req.method === 'HEAD' ? 'GET' : req.method;
    const path = req.path.replace(/^\/+|\/+$/g, '');
    const found = match(method, path);
    if (found === null) throw notFound(`Unknown API route: ${path || '(empty)'}`);
    if (found === 'method') throw new HttpError(405, `Method ${req.method} is not allowed for ${path}`);

    const brand = requestBrand(req.query, req.hostHeader);
    checkOrigin(req, brand);
    refuseNul(req.query);
    refuseNul(req.body);

    const db = await getDb();
    const session = await loadSession({
      db,
      brand,
      token: req.cookies[SESSION_COOKIE],
      secure: Boolean(req.secure),
      setCookie: (c) => setCookies.push(c),
      // A beacon (navigator.sendBeacon) cannot send a header: its claim comes in the body.
      claim: req.sessionClaim ?? readClaim(req.body.session_claim),
    });
    const ctx: ShopContext & { params: Record<string, string> } = { brand, req, db, session, headers: {}, params: found.params };
    const data = await found.route.handler(ctx);
    return { status: 200, body: { data }, setCookies, headers: withCacheKey({ 'Cache-Control': 'no-store', ...ctx.headers }) };
  } catch (err) {
    if (err instanceof HttpError) return envelopeError(err.status, err.messages, setCookies, err.headers);
    // One JSON line (server/ops/log.ts): the error's kind and scrubbed message, never the request's data.
    log().error({ method: req.method, route: routePattern(req.method, req.path), err }, 'shop API error');
    reportServerError(err, { method: req.method, path: req.path });
    return envelopeError(500, ['Something went wrong on our side. Please try again.'], setCookies);
  }
}

/**
 * An answer a shared cache may keep (Cache-Control public) says what its key must hold besides the
 * URL: the Host header, which names the brand when the query does not (docs/deploy.md, Behind a CDN).
 */
function withCacheKey(headers: Record<string, string>): Record<string, string> {
  return /^\s*public\b/i.test(headers['Cache-Control'] ?? '') ? { ...headers, Vary: 'Host' } : headers;
}
