import type { IncomingMessage, ServerResponse } from 'node:http';
import busboy from 'busboy';
import { parseCookieHeader } from './cookies';
import { handleShopRequest } from './router';
import type { Fields, ShopRequest } from './types';
import { HttpError, badRequest } from './errors';
import { clientAddress } from './clientAddress';
import { SESSION_CLAIM_HEADER, readClaim } from './sessionClaim';
import { applyTransportSecurity, requestIsHttps } from '../../lib/security/transportSecurity';

const MAX_BODY_BYTES = 256 * 1024;
const MAX_FIELDS = 100;

function firstValues(params: URLSearchParams): Fields {
  const out: Fields = {};
  for (const [k, v] of params) if (!(k in out)) out[k] = v;
  return out;
}

function readRaw(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY_BYTES) {
        // Answer now; the rest of the body is read and dropped so the answer can still be sent.
        chunks.length = 0;
        reject(new HttpError(413, 'Request body is too large'));
        return;
      }
      chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function readMultipart(req: IncomingMessage): Promise<Fields> {
  return new Promise((resolve, reject) => {
    const fields: Fields = {};
    let bb: busboy.Busboy;
    try {
      bb = busboy({ headers: req.headers, limits: { fieldSize: MAX_BODY_BYTES, fields: MAX_FIELDS, files: 0 } });
    } catch {
      reject(badRequest('body: malformed multipart form data'));
      return;
    }
    // The same cap as any other body, on the bytes as they arrive: past it the parser is cut off
    // and the rest is read and dropped (busboy alone would parse a 20 MB part to its end).
    let size = 0;
    let cut = false;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY_BYTES && !cut) {
        cut = true;
        req.unpipe(bb);
        bb.removeAllListeners('close');
        req.resume();
        reject(new HttpError(413, 'Request body is too large'));
      }
    });
    bb.on('field', (name, value, info) => {
      if (info.valueTruncated) reject(new HttpError(413, `${name.slice(0, 60)}: is too large`));
      if (!(name in fields)) fields[name] = value;
    });
    bb.on('file', (_name, stream) => stream.resume());
    bb.on('fieldsLimit', () => reject(badRequest('body: too many fields')));
    bb.on('error', () => reject(badRequest('body: malformed multipart form data')));
    bb.on('close', () => resolve(fields));
    req.pipe(bb);
  });
}

/** Form fields of a POST: multipart (the api.php contract), url-encoded or JSON. */
export async function readBody(req: IncomingMessage): Promise<Fields> {
  return (await readBodyAndRaw(req)).fields;
}

/** The fields, and a JSON body's text as it arrived (what a webhook signature covers). */
async function readBodyAndRaw(req: IncomingMessage): Promise<{ fields: Fields; raw?: string }> {
  if (req.method !== 'POST') return { fields: {} };
  const type = String(req.headers['content-type'] || '').toLowerCase();
  if (type.startsWith('multipart/form-data')) return { fields: await readMultipart(req) };
  const raw = await readRaw(req);
  if (type.startsWith('application/json')) return { fields: parseJsonFields(raw), raw };
  return { fields: raw.trim() ? firstValues(new URLSearchParams(raw)) : {} };
}

/** A JSON body's fields: nested values stay JSON text (POST collect's events). */
export function parseJsonFields(raw: string): Fields {
  if (!raw.trim()) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw badRequest('body: malformed JSON');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw badRequest('body: must be a JSON object');
  const out: Fields = {};
  for (const [k, v] of Object.entries(parsed)) if (v !== null && v !== undefined) out[k] = typeof v === 'object' ? JSON.stringify(v) : String(v);
  return out;
}

/** Serves one HTTP request to the shop API. */
export async function serveShopApi(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
  const url = new URL(req.url || '/', 'http://internal');
  let body: Fields = {};
  let response;
  try {
    const read = await readBodyAndRaw(req);
    body = read.fields;
    const signature = req.headers['stripe-signature'];
    const shopReq: ShopRequest = {
      method: req.method || 'GET',
      path,
      query: firstValues(url.searchParams),
      body,
      cookies: parseCookieHeader(req.headers.cookie),
      hostHeader: req.headers.host,
      // The session cookie's Secure flag: X-Forwarded-Proto counts only behind TRUST_PROXY proxies (anyone can write it).
      secure: requestIsHttps(req),
      ip: clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for']),
      fetchSite: typeof req.headers['sec-fetch-site'] === 'string' ? req.headers['sec-fetch-site'] : undefined,
      origin: req.headers.origin,
      userAgent: typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'] : undefined,
      gpc: req.headers['sec-gpc'] === '1',
      sessionClaim: readClaim(req.headers[SESSION_CLAIM_HEADER]),
      rawBody: read.raw,
      stripeSignature: typeof signature === 'string' ? signature : undefined,
    };
    response = await handleShopRequest(shopReq);
  } catch (err) {
    const status = err instanceof HttpError ? err.status : 400;
    const messages = err instanceof HttpError ? err.messages : ['Malformed request'];
    response = { status, body: { errors: messages }, setCookies: [], headers: { 'Cache-Control': 'no-store' } };
  }
  res.statusCode = response.status;
  applyTransportSecurity(req, res);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  for (const [k, v] of Object.entries(response.headers)) res.setHeader(k, v);
  if (response.setCookies.length) res.setHeader('Set-Cookie', response.setCookies);
  res.end(req.method === 'HEAD' ? undefined : JSON.stringify(response.body));
}
