/**
 * The page load's session claim (issue 35; server/http/sessionClaim.ts): a random value made once per
 * page load and sent with every call to the shop's own API as X-Session-Claim, so calls that leave
 * the page before it has a session cookie (a landing's utm-data and test-group) create or join one
 * session instead of one each. Only for the shop's own API (same origin): a brand's own API on
 * another origin would need the header allowed by CORS and has sessions of its own.
 */
export const SESSION_CLAIM_HEADER = 'X-Session-Claim';

let claim: string | null = null;

function randomClaim(): string {
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The inline script hands its claim over once (lib/analytics/earlyLanding.ts); a second ask gets nothing. */
function earlyClaim(): string | undefined {
  const take = (globalThis as { __earlyLanding?: { claim?: unknown } }).__earlyLanding?.claim;
  return typeof take === 'function' ? (take as () => string | undefined)() : undefined;
}

/**
 * This page load's claim (43 characters of base64url): the one the page's inline script made when it
 * has one (lib/analytics/earlyLanding.ts, whose bounce beacon carries it), else a new one.
 */
export function sessionClaim(): string {
  claim ??= earlyClaim() || randomClaim();
  return claim;
}

/** The claim header for a request to `url`, or none when it goes to another origin or off the browser. */
export function claimHeaders(url: string, origin: string | undefined = typeof location === 'undefined' ? undefined : location.origin): Record<string, string> {
  if (!origin) return {};
  try {
    if (new URL(url, origin).origin !== origin) return {};
  } catch {
    return {};
  }
  return { [SESSION_CLAIM_HEADER]: sessionClaim() };
}

/** Tests only. */
export function resetSessionClaim(): void {
  claim = null;
}
