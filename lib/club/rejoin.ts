// The one step between a rejoin invitation and checkout (/rejoin): who goes where.
import { loginPath } from '../account/loginPath';

export const REJOIN_PATH = '/rejoin';
/** Where a former member goes once the club is in the cart: the style profile is kept, so no quiz and no upsell pages. */
export const REJOIN_NEXT_PATH = '/checkout';

export interface RejoinFacts {
  /** The brand sells a paid club. */
  paidClub: boolean;
  loggedIn: boolean;
  /** A membership in any state but cancelled (GET cart clubMember). */
  clubMember: boolean;
}

export type RejoinStep = { kind: 'noClub' } | { kind: 'login'; destination: string } | { kind: 'member' } | { kind: 'rejoin' };

/** A code the invitation names (`?code=`): letters, digits, '-' and '_', at most 40 characters; anything else is ignored. */
export function rejoinCode(raw: unknown): string | null {
  const code = typeof raw === 'string' ? raw.trim() : '';
  return /^[A-Za-z0-9_-]{1,40}$/.test(code) ? code : null;
}

/** The rejoin URL that comes back with its code after logging in. */
export function rejoinPath(code: string | null): string {
  return code ? `${REJOIN_PATH}?code=${encodeURIComponent(code)}` : REJOIN_PATH;
}

/**
 * A visitor logs in first (rejoining needs the account that keeps the style profile and cards); a
 * member, paused or not, has nothing to rejoin; anyone else (a former member, or an account that
 * never joined) gets the club put in the cart and goes straight to checkout.
 */
export function rejoinStep(facts: RejoinFacts, code: string | null): RejoinStep {
  if (!facts.paidClub) return { kind: 'noClub' };
  if (!facts.loggedIn) return { kind: 'login', destination: loginPath(rejoinPath(code)) };
  if (facts.clubMember) return { kind: 'member' };
  return { kind: 'rejoin' };
}
