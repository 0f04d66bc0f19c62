import type { Brand } from '../../brands/types';
import type { DB } from '../db';
import type { SessionHandle } from './session';

export type Fields = Record<string, string>;

/** A transport-neutral request to the shop API (from HTTP or called in-process). */
export interface ShopRequest {
  method: string;
  /** Route path below api.php/, without leading or trailing slash, e.g. 'cart/add'. */
  path: string;
  query: Fields;
  body: Fields;
  cookies: Fields;
  /** Host header, used when the host query parameter is absent. */
  hostHeader?: string;
  /** True when the request arrived over HTTPS (cookie Secure flag). */
  secure?: boolean;
  /** The client's address (server/http/clientAddress.ts, TRUST_PROXY); absent for in-process calls. */
  ip?: string;
  /** The browser's Sec-Fetch-Site header ('same-origin', 'cross-site', …); absent for other clients. */
  fetchSite?: string;
  /** The Origin header a browser sends with a POST; absent for server-side callers. */
  origin?: string;
  /** The User-Agent header (pixel-event forwards it to the Conversions API); absent for in-process calls. */
  userAgent?: string;
  /** True when the browser sent Global Privacy Control (`Sec-GPC: 1`), an opt-out of sale or sharing. */
  gpc?: boolean;
  /** A JSON body as it arrived (a webhook's signature covers these exact bytes); absent for other bodies. */
  rawBody?: string;
  /** The page load's session claim (X-Session-Claim, server/http/sessionClaim.ts); absent for other clients. */
  sessionClaim?: string;
  /** The Stripe-Signature header (payments/stripe-webhook). */
  stripeSignature?: string;
}

export interface ShopResponse {
  status: number;
  body: unknown;
  setCookies: string[];
  headers: Record<string, string>;
}

export interface ShopContext {
  brand: Brand;
  req: ShopRequest;
  db: DB;
  session: SessionHandle;
  /** Extra response headers (e.g. Cache-Control). */
  headers: Record<string, string>;
}

export type Handler = (ctx: ShopContext) => Promise<unknown>;
