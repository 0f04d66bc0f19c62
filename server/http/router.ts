import { brandById, findBrandByHost } from '../../brands';
import { getDb } from '../db';
import { HttpError, badRequest, notFound } from './errors';
import { SESSION_COOKIE, loadSession } from './session';
import type { ShopContext, ShopRequest, ShopResponse } from './types';
import { ROUTES, type RouteDef } from '../routes';
import { reportServerError } from '../../lib/monitoring/server';
import { log } from '../ops/log';
import { routePattern } from './routePattern';

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

function envelopeError(status: number, messages: string[], setCookies: string[] = []): ShopResponse {
  return { status, body: { errors: messages }, setCookies, headers: { 'Cache-Control': 'no-store' } };
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

    const hostParam = req.query.host ?? req.hostHeader;
    const brand = req.query.brand ? safeBrandById(req.query.brand) : findBrandByHost(hostParam);
    if (!brand) throw badRequest(hostParam ? 'host: Unknown host' : 'host: is required');

    const db = await getDb();
    const session = await loadSession({
      db,
      brand,
      token: req.cookies[SESSION_COOKIE],
      secure: Boolean(req.secure),
      setCookie: (c) => setCookies.push(c),
    });
    const ctx: ShopContext & { params: Record<string, string> } = { brand, req, db, session, headers: {}, params: found.params };
    const data = await found.route.handler(ctx);
    return {
      status: 200,
      body: { data },
      setCookies,
      headers: { 'Cache-Control': 'no-store', ...ctx.headers },
    };
  } catch (err) {
    if (err instanceof HttpError) return envelopeError(err.status, err.messages, setCookies);
    // One JSON line (server/ops/log.ts): the error's kind and scrubbed message, never the request's data.
    log().error({ method: req.method, route: routePattern(req.method, req.path), err }, 'shop API error');
    reportServerError(err, { method: req.method, path: req.path });
    return envelopeError(500, ['Something went wrong on our side. Please try again.'], setCookies);
  }
}

function safeBrandById(id: string) {
  try {
    return brandById(id);
  } catch {
    throw badRequest('brand: Unknown project');
  }
}
