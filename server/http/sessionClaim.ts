import { createHmac, hkdfSync } from 'node:crypto';
import { paymentTokenSecret } from '../payments/secret';

/**
 * The landing's session claim (issue 35, docs/analytics.md "One landing, one session"): a page
 * load's browser makes a random claim and sends it with every shop API call (X-Session-Claim) until
 * it has a session cookie. Calls that leave the page at once (utm-data, test-group, …) without a
 * cookie each used to create a session of their own, and the browser kept whichever answered last.
 * With a claim, every one of them derives the same session token, so they create or join one
 * session whatever their order and timing.
 *
 * The token is an HMAC of the claim under a server key (never the claim itself), so the cookie's
 * value is not known to the page's scripts; a claim joins a session only while that session is a
 * guest's and younger than CLAIM_WINDOW_MS, so a claim read from a page later is worth nothing.
 */
export const SESSION_CLAIM_HEADER = 'x-session-claim';
export const CLAIM_WINDOW_MS = 2 * 60_000;
const CLAIM = /^[A-Za-z0-9_-]{32,64}$/;

let key: Buffer | null = null;
function claimKey(): Buffer {
  key ??= Buffer.from(hkdfSync('sha256', paymentTokenSecret(), Buffer.alloc(0), 'session claim v1', 32));
  return key;
}

/** A well-formed claim, else undefined (a malformed one is ignored: the call goes on without it). */
export function readClaim(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' && CLAIM.test(value) ? value : undefined;
}

/** The session token a claim stands for, per brand (43 characters, as a server-made token). */
export function claimedToken(brandId: string, claim: string): string {
  return createHmac('sha256', claimKey()).update(`${brandId}:${claim}`).digest('base64url');
}

/** Tests only: forget the derived key (after the payment key changed). */
export function resetClaimKey(): void {
  key = null;
}
