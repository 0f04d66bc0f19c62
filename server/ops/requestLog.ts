import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { log, scrubText } from './log';

/** A caller's X-Request-Id is kept when it is a plain token (letters, digits, . _ : -, at most 128). */
const SAFE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The request's id: the caller's X-Request-Id (a CDN's or load balancer's) when safe, else a new UUID. */
export function requestIdOf(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && SAFE_ID.test(value) ? value : randomUUID();
}

export interface RequestLogFields {
  /** 'api' (the shop API) or 'page'. */
  kind: 'api' | 'page';
  /** The route: the API route pattern (`cart/add`, `orders/:id`) or the page's path without its query. */
  route: string;
  brand?: string;
}

/** The one line logged per request: no query strings, bodies, cookies, addresses or user agents. */
export function requestLine(
  fields: RequestLogFields & { reqId: string; method: string; status: number; durationMs: number },
): Record<string, string | number> {
  return {
    reqId: fields.reqId,
    kind: fields.kind,
    method: fields.method,
    route: scrubText(fields.route.split('?')[0]),
    ...(fields.brand ? { brand: fields.brand } : {}),
    status: fields.status,
    durationMs: fields.durationMs,
  };
}

/**
 * Gives the request an id (echoed in the X-Request-Id response header) and logs one JSON line when
 * the answer has been sent (status 499 when the client went away first). Returns the id. Once per
 * request: a second call (a page's data request through the same response) only returns the id.
 */
export function logRequest(req: IncomingMessage, res: ServerResponse, fields: RequestLogFields): string {
  const tagged = res as ServerResponse & { __reqId?: string };
  if (tagged.__reqId) return tagged.__reqId;
  const reqId = requestIdOf(req.headers['x-request-id']);
  tagged.__reqId = reqId;
  if (!res.headersSent) res.setHeader('X-Request-Id', reqId);
  const started = performance.now();
  res.once('close', () => {
    const status = res.writableFinished ? res.statusCode : 499;
    const line = requestLine({ ...fields, reqId, method: req.method || 'GET', status, durationMs: Math.round((performance.now() - started) * 10) / 10 });
    const logger = log();
    if (status >= 500) logger.error(line, 'request');
    else logger.info(line, 'request');
  });
  return reqId;
}
