import { createHash, randomBytes } from 'node:crypto';
import type { Brand } from '../../brands/types';
import type { DB } from '../db';
import { serializeCookie } from './cookies';
import { CLAIM_WINDOW_MS, claimedToken } from './sessionClaim';

export { SESSION_COOKIE } from '../../lib/api/shared';
import { SESSION_COOKIE } from '../../lib/api/shared';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * How long a session lives on the server, from its last use (idle) and from its creation (absolute;
 * logging in creates a new session). A guest's session carries a cart, so it lasts like a cart
 * would; a logged-in one opens saved addresses, cards and orders, so it ends sooner. Past either
 * limit the session is no session: a guest starts afresh (the old cart is gone), a customer is
 * logged out. The cookie lives as long as the absolute lifetime; purgeExpired deletes the rows.
 */
export const SESSION_LIFETIME = {
  guest: { idleMs: 30 * DAY_MS, absoluteMs: 90 * DAY_MS },
  customer: { idleMs: 14 * DAY_MS, absoluteMs: 30 * DAY_MS },
  /** last_seen_at is written at most this often per session, so reads stay reads. */
  touchEveryMs: 15 * MINUTE_MS,
} as const;

type SessionTimes = { customer_id: number | null; created_at: string; last_seen_at: string };

function lifetimeOf(customerId: number | null) {
  return customerId === null ? SESSION_LIFETIME.guest : SESSION_LIFETIME.customer;
}

/** Whether a session row is still alive at `now` (idle and absolute limits of its kind). */
export function sessionAlive(row: SessionTimes, now: Date): boolean {
  const { idleMs, absoluteMs } = lifetimeOf(row.customer_id);
  const t = now.getTime();
  return t - Date.parse(row.last_seen_at) < idleMs && t - Date.parse(row.created_at) < absoluteMs;
}

/** Whether this use of a live session should write last_seen_at (it was last written touchEveryMs or more ago). */
export function sessionNeedsTouch(row: Pick<SessionTimes, 'last_seen_at'>, now: Date): boolean {
  return now.getTime() - Date.parse(row.last_seen_at) >= SESSION_LIFETIME.touchEveryMs;
}

export interface SessionHandle {
  /** Database id of the session (SHA-256 of the cookie token), or null for a visitor without one. */
  readonly id: string | null;
  readonly customerId: number | null;
  /** Creates the session (and its cookie) if there is none yet; returns its id. */
  ensure(): Promise<string>;
  /** Binds the session to a customer, under a fresh token (no session fixation). */
  login(customerId: number): Promise<string>;
  logout(): Promise<void>;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

interface SessionDeps {
  db: DB;
  brand: Brand;
  token: string | undefined;
  secure: boolean;
  setCookie(cookie: string): void;
  /** The request's clock (tests pass one). */
  now?: Date;
  /** The page load's session claim (sessionClaim.ts), used only when the cookie names no live session. */
  claim?: string;
}

/** A claimed session that a call of the same page load may join: a guest's, created within the claim window. */
async function joinableClaim(db: DB, brand: Brand, claimId: string, now: Date): Promise<boolean> {
  const row = await db.selectFrom('sessions').select(['customer_id', 'created_at', 'last_seen_at']).where('id', '=', claimId).where('brand_id', '=', brand.id).executeTakeFirst();
  return Boolean(row && row.customer_id === null && sessionAlive(row, now) && now.getTime() - Date.parse(row.created_at) < CLAIM_WINDOW_MS);
}

export async function loadSession({ db, brand, token, secure, setCookie, now = new Date(), claim }: SessionDeps): Promise<SessionHandle> {
  let id: string | null = null;
  let customerId: number | null = null;
  if (token && /^[A-Za-z0-9_-]{20,100}$/.test(token)) {
    const row = await db
      .selectFrom('sessions')
      .select(['id', 'customer_id', 'created_at', 'last_seen_at'])
      .where('id', '=', hashToken(token))
      .where('brand_id', '=', brand.id)
      .executeTakeFirst();
    // An expired session is left for purgeExpired: reading it costs no write.
    if (row && sessionAlive(row, now)) {
      id = row.id;
      customerId = row.customer_id;
      if (sessionNeedsTouch(row, now)) {
        // Conditional, so of two requests racing past the mark only one writes.
        await db.updateTable('sessions').set({ last_seen_at: now.toISOString() }).where('id', '=', row.id).where('last_seen_at', '=', row.last_seen_at).execute();
      }
    }
  }

  const claimToken = claim ? claimedToken(brand.id, claim) : null;
  // No live session from the cookie, but another call of the same page load may already have made
  // the claimed one (its answer, with the cookie, has not reached the browser yet): join it.
  if (!id && claimToken && (await joinableClaim(db, brand, hashToken(claimToken), now))) {
    id = hashToken(claimToken);
    setCookie(serializeCookie(SESSION_COOKIE, claimToken, { maxAgeSeconds: Math.floor(SESSION_LIFETIME.guest.absoluteMs / 1000), secure }));
  }

  /** A guest session under the claim's token: made by whichever call comes first, joined by the others. */
  const issueClaimed = async (t: string): Promise<string | null> => {
    const claimId = hashToken(t);
    const at = now.toISOString();
    await db
      .insertInto('sessions')
      .values({ id: claimId, brand_id: brand.id, customer_id: null, created_at: at, last_seen_at: at })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    if (!(await joinableClaim(db, brand, claimId, now))) return null;
    setCookie(serializeCookie(SESSION_COOKIE, t, { maxAgeSeconds: Math.floor(SESSION_LIFETIME.guest.absoluteMs / 1000), secure }));
    return claimId;
  };

  const issue = async (cid: number | null): Promise<string> => {
    const newToken = randomBytes(32).toString('base64url');
    const newId = hashToken(newToken);
    const t = now.toISOString();
    await db.insertInto('sessions').values({ id: newId, brand_id: brand.id, customer_id: cid, created_at: t, last_seen_at: t }).execute();
    const maxAgeSeconds = Math.floor(lifetimeOf(cid).absoluteMs / 1000);
    setCookie(serializeCookie(SESSION_COOKIE, newToken, { maxAgeSeconds, secure }));
    return newId;
  };

  const handle: SessionHandle = {
    get id() {
      return id;
    },
    get customerId() {
      return customerId;
    },
    async ensure() {
      // A claim used up (its session logged in, or older than the window) makes an ordinary session.
      if (!id && claimToken) id = await issueClaimed(claimToken);
      if (!id) id = await issue(null);
      return id;
    },
    async login(cid: number) {
      const oldId = id;
      const oldCustomerId = customerId;
      id = await issue(cid);
      customerId = cid;
      if (oldId) {
        // A guest's cart follows the shopper into the new session; another customer's cart (a
        // shared computer) is not handed to whoever logs in next.
        if (oldCustomerId === null || oldCustomerId === cid) {
          await db.updateTable('carts').set({ session_id: id, customer_id: cid }).where('session_id', '=', oldId).execute();
        }
        await db.deleteFrom('sessions').where('id', '=', oldId).execute();
      }
      return id;
    },
    async logout() {
      if (id) await db.deleteFrom('sessions').where('id', '=', id).execute();
      id = null;
      customerId = null;
      setCookie(serializeCookie(SESSION_COOKIE, '', { maxAgeSeconds: 0, secure }));
    },
  };
  return handle;
}
