import { createHash, randomBytes } from 'node:crypto';
import type { Brand } from '../../brands/types';
import type { DB } from '../db';
import { serializeCookie } from './cookies';

export { SESSION_COOKIE } from './session-cookie';
import { SESSION_COOKIE } from './session-cookie';
const SESSION_MAX_AGE = 60 * 60 * 24 * 30;

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

const nowIso = () => new Date().toISOString();

interface SessionDeps {
  db: DB;
  brand: Brand;
  token: string | undefined;
  secure: boolean;
  setCookie(cookie: string): void;
}

export async function loadSession({ db, brand, token, secure, setCookie }: SessionDeps): Promise<SessionHandle> {
  let id: string | null = null;
  let customerId: number | null = null;
  if (token && /^[A-Za-z0-9_-]{20,100}$/.test(token)) {
    const row = await db
      .selectFrom('sessions')
      .select(['id', 'customer_id'])
      .where('id', '=', hashToken(token))
      .where('brand_id', '=', brand.id)
      .executeTakeFirst();
    if (row) {
      id = row.id;
      customerId = row.customer_id;
    }
  }

  const issue = async (cid: number | null): Promise<string> => {
    const newToken = randomBytes(32).toString('base64url');
    const newId = hashToken(newToken);
    const t = nowIso();
    await db.insertInto('sessions').values({ id: newId, brand_id: brand.id, customer_id: cid, created_at: t, last_seen_at: t }).execute();
    setCookie(serializeCookie(SESSION_COOKIE, newToken, { maxAgeSeconds: SESSION_MAX_AGE, secure }));
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
