import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseCookieHeader } from '../../http/cookies';
import { HttpError } from '../../http/errors';
import { readBody } from '../../http/node';
import { clientAddress } from '../../http/clientAddress';
import type { Fields } from '../../http/types';
import { applyTransportSecurity, requestIsHttps } from '../../../lib/security/transportSecurity';
import { handleAdminRequest } from './router';
import type { AdminResponse } from './types';

const MAX_QUERY_FIELDS = 30;

function queryFields(url: URL): Fields {
  const out: Fields = {};
  let n = 0;
  for (const [k, v] of url.searchParams) {
    if (++n > MAX_QUERY_FIELDS) throw new HttpError(400, 'query: too many parameters');
    if (!(k in out)) out[k] = v;
  }
  return out;
}

/** Serves one HTTP request to the back office's API (pages/api/admin, tests/helpers/adminServer.ts). */
export async function serveAdminApi(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
  let response: AdminResponse;
  try {
    const url = new URL(req.url || '/', 'http://internal');
    const body = await readBody(req);
    response = await handleAdminRequest({
      method: req.method || 'GET',
      path,
      query: queryFields(url),
      body,
      cookies: parseCookieHeader(req.headers.cookie),
      host: req.headers.host,
      origin: req.headers.origin,
      ip: clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for']),
      // The session cookie's Secure flag: X-Forwarded-Proto counts only behind TRUST_PROXY proxies (anyone can write it).
      secure: requestIsHttps(req),
    });
  } catch (err) {
    const status = err instanceof HttpError ? err.status : 400;
    response = { status, body: { errors: err instanceof HttpError ? err.messages : ['Malformed request'] }, setCookies: [] };
  }
  res.statusCode = response.status;
  applyTransportSecurity(req, res);
  res.setHeader('Content-Type', response.file ? response.file.contentType : 'application/json; charset=utf-8');
  if (response.file) res.setHeader('Content-Disposition', `attachment; filename="${response.file.filename}"`);
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Robots-Tag', 'noindex, nofollow');
  for (const [k, v] of Object.entries(response.headers ?? {})) res.setHeader(k, v);
  if (response.setCookies.length) res.setHeader('Set-Cookie', response.setCookies);
  res.end(req.method === 'HEAD' ? undefined : response.file ? response.file.text : JSON.stringify(response.body));
}
