/**
 * The Content-Security-Policy of a rendered page (pages/_document.tsx sets it per response).
 *
 * Scripts: only this origin's files and inline scripts carrying the response's nonce. Next puts the
 * nonce on every script it writes, including Turbopack's inline bootstrap; JSON-LD and
 * `__NEXT_DATA__` are data blocks, which a policy does not govern. An injected `<script>` (a
 * review, a CMS field, a reflected query) has no nonce and does not run.
 *
 * Development adds 'unsafe-eval' and 'unsafe-inline' (Fast Refresh evaluates code) instead of a
 * nonce, since a nonce makes browsers ignore 'unsafe-inline'.
 */
import { randomBytes } from 'node:crypto';
import { BASE_POLICY_DIRECTIVES } from './basePolicy';

export interface PagePolicyOptions {
  /** Base64 nonce of this response; required outside development. */
  nonce?: string;
  development: boolean;
  /** Origins the browser calls besides this one: brands' own APIs (API_BASE_URL_<BRAND>). */
  connectOrigins: readonly string[];
  /** Third-party script origins of the configured analytics destinations (none without keys), and Stripe.js on a Stripe checkout. */
  scriptOrigins?: readonly string[];
  /** Frames a page may embed besides its own (Stripe's element and 3-D Secure frames on a Stripe checkout). */
  frameOrigins?: readonly string[];
  /** A closed page (lib/security/closedPage.ts): images from this origin only, never framed. */
  closed?: boolean;
}

/** A fresh nonce: 128 random bits, base64 (what CSP's nonce-source grammar allows). */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/** Where browsers send violation reports. */
export const CSP_REPORT_PATH = '/api/csp-report';

const NONCE_SYNTAX = /^[A-Za-z0-9+/_-]+={0,2}$/;

export function pagePolicy({ nonce, development, connectOrigins, scriptOrigins = [], frameOrigins = [], closed = false }: PagePolicyOptions): string {
  let scripts: string;
  if (development) {
    scripts = "script-src 'self' 'unsafe-eval' 'unsafe-inline'";
  } else {
    if (!nonce || !NONCE_SYNTAX.test(nonce)) throw new Error('pagePolicy: a base64 nonce is required outside development');
    scripts = `script-src 'self' 'nonce-${nonce}'`;
  }
  if (scriptOrigins.length) scripts += ` ${[...new Set(scriptOrigins)].join(' ')}`;
  const connect = ["'self'", ...new Set(connectOrigins), ...(development ? ['ws:', 'wss:'] : [])];
  return [
    "default-src 'self'",
    scripts,
    // React writes style attributes (progress bars, image aspect ratios); they cannot carry a nonce.
    "style-src 'self' 'unsafe-inline'",
    // Product and CMS photos may come from a brand API's or Sanity's image CDN; an image cannot run code.
    closed ? "img-src 'self' data:" : "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    ...(frameOrigins.length ? [`frame-src 'self' ${[...new Set(frameOrigins)].join(' ')}`] : []),
    ...(closed ? BASE_POLICY_DIRECTIVES.map((d) => (d.startsWith('frame-ancestors ') ? "frame-ancestors 'none'" : d)) : BASE_POLICY_DIRECTIVES),
    // Browsers POST each refusal there (pages/api/csp-report.ts), which logs it for the operator.
    `report-uri ${CSP_REPORT_PATH}`,
  ].join('; ');
}
