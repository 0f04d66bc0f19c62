import { randomBytes } from 'node:crypto';
import type { DB } from '../db';
import type { Trx } from '../db/tx';
import { hashToken } from '../http/session';
import { formatBrandScope, parseBrandScope, type BrandScope } from './brandScope';
import { isRole, type Role } from './roles';
import { newTotpSecret } from './totp';
import { sealTotpSecret } from './totpSeal';

/** How long a set-password link works. */
export const SET_PASSWORD_TTL_MS = 24 * 60 * 60 * 1000;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface Staff {
  id: number;
  email: string;
  role: Role;
  brands: BrandScope;
  /** A support member's cap on one refund; null: none. */
  refundLimitCents: number | null;
}

export interface NewStaff {
  email: string;
  role: Role;
  brands: BrandScope;
  refundLimitCents?: number | null;
}

type StaffRow = { id: number; email: string; role: string; brands: string; refund_limit_cents: number | null };

/** A row as a Staff, or null when its role is unknown (a doctored row signs in as nobody). */
export function staffOf(row: StaffRow): Staff | null {
  if (!isRole(row.role)) return null;
  return {
    id: Number(row.id), email: row.email, role: row.role, brands: parseBrandScope(row.brands),
    refundLimitCents: row.refund_limit_cents === null ? null : Number(row.refund_limit_cents),
  };
}

/** Creates a staff member without a password and returns the one-time token of their set-password link. */
export async function createStaff(db: DB | Trx, s: NewStaff, now = new Date()): Promise<{ staffId: number; token: string }> {
  const row = await db
    .insertInto('staff')
    .values({
      email: s.email, password_hash: null, totp_secret: null, totp_last_step: null, role: s.role, brands: formatBrandScope(s.brands),
      refund_limit_cents: s.refundLimitCents ?? null, created_at: now.toISOString(), disabled_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const staffId = Number(row.id);
  return { staffId, token: await createSetPasswordToken(db, staffId, now) };
}

/** A new set-password link for a staff member (its TOTP secret is the one the page offers). */
export async function createSetPasswordToken(db: DB | Trx, staffId: number, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('staff_tokens')
    .values({
      id: hashToken(token), staff_id: staffId, totp_secret: sealTotpSecret(newTotpSecret()), created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + SET_PASSWORD_TTL_MS).toISOString(), used_at: null,
    })
    .execute();
  return token;
}

/** The unused, unexpired token's row (not consumed), or null. */
export async function findSetPasswordToken(db: DB | Trx, token: string, now = new Date()) {
  if (!TOKEN_PATTERN.test(token)) return null;
  const row = await db.selectFrom('staff_tokens').selectAll().where('id', '=', hashToken(token)).executeTakeFirst();
  if (!row || row.used_at !== null || row.expires_at <= now.toISOString()) return null;
  return row;
}

/** Marks the token used; false when another request used it first. */
export async function consumeSetPasswordToken(trx: Trx, token: string, now = new Date()): Promise<boolean> {
  const res = await trx
    .updateTable('staff_tokens')
    .set({ used_at: now.toISOString() })
    .where('id', '=', hashToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** The link a new staff member opens; the token travels in the fragment, which no server or log sees. */
export function setPasswordLink(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, '')}/admin/set-password#token=${token}`;
}
