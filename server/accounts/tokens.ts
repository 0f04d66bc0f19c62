import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { DB, Database } from '../db';
import type { Trx } from '../db/tx';
import { hashToken } from '../http/session';

export type TokenKind = Database['account_tokens']['kind'];
export type TokenRow = Selectable<Database['account_tokens']>;

const HOUR_MS = 60 * 60 * 1000;

/** How long a mailed link works: a registration link 24 hours, a password reset link 1 hour. */
export const TOKEN_TTL_MS: Record<TokenKind, number> = { register: 24 * HOUR_MS, reset: HOUR_MS };

/** 32 random bytes in base64url: 43 characters from [A-Za-z0-9_-]. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function isWellFormedToken(token: string): boolean {
  return TOKEN_PATTERN.test(token);
}

export function tokenExpiresAt(kind: TokenKind, now: Date): string {
  return new Date(now.getTime() + TOKEN_TTL_MS[kind]).toISOString();
}

/** Whether a stored token can still be used at `now` (ISO times compare as text). */
export function isUsable(row: Pick<TokenRow, 'used_at' | 'expires_at'>, now: Date): boolean {
  return row.used_at === null && row.expires_at > now.toISOString();
}

export interface NewToken {
  brandId: string;
  kind: TokenKind;
  email: string;
  name?: string;
  passwordHash?: string;
  customerId?: number;
}

/** Stores a new token (only its hash) and returns the token for the link. */
export async function createToken(db: DB | Trx, t: NewToken, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('account_tokens')
    .values({
      id: hashToken(token), brand_id: t.brandId, kind: t.kind, email: t.email, name: t.name ?? null,
      password_hash: t.passwordHash ?? null, customer_id: t.customerId ?? null,
      expires_at: tokenExpiresAt(t.kind, now), used_at: null, created_at: now.toISOString(),
    })
    .execute();
  return token;
}

/**
 * Marks the token used and returns its row, or null when it is malformed, unknown, of another
 * brand or kind, used or expired. One conditional UPDATE, so two requests with the same link
 * cannot both get the row.
 */
export async function consumeToken(db: DB | Trx, brandId: string, kind: TokenKind, token: string, now = new Date()): Promise<TokenRow | null> {
  if (!isWellFormedToken(token)) return null;
  const t = now.toISOString();
  const row = await db
    .updateTable('account_tokens')
    .set({ used_at: t })
    .where('id', '=', hashToken(token))
    .where('brand_id', '=', brandId)
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .where('expires_at', '>', t)
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

/** Retires every other open token of this kind for the email (a newer link, or the account changed). */
export async function retireTokens(db: DB | Trx, brandId: string, kind: TokenKind, email: string, now = new Date()): Promise<void> {
  await db
    .updateTable('account_tokens')
    .set({ used_at: now.toISOString() })
    .where('brand_id', '=', brandId)
    .where('kind', '=', kind)
    .where('email', '=', email)
    .where('used_at', 'is', null)
    .execute();
}
