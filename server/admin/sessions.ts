import { randomBytes } from 'node:crypto';
import type { DB } from '../db';
import { hashToken } from '../http/session';
import { STAFF_COOKIE, STAFF_COOKIE_PATH } from '../../lib/admin/shared';
import { SESSION_MAX_MS, needsTouch, sessionExpired } from './sessionRules';
import { staffOf, type Staff } from './staffAccounts';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Starts a session for the staff member; returns the cookie's token (only its hash is stored). */
export async function startStaffSession(db: DB, staffId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const at = now.toISOString();
  await db.insertInto('staff_sessions').values({ id: hashToken(token), staff_id: staffId, created_at: at, last_seen_at: at }).execute();
  return token;
}

/**
 * The staff member a session token belongs to, or null when it is malformed, unknown, expired
 * (12 hours, or 30 minutes idle: server/admin/sessionRules.ts; the row is deleted) or the staff
 * member is disabled. A live session's last-seen time moves on (at most once a minute).
 */
export async function loadStaffSession(db: DB, token: string | undefined, now: Date): Promise<Staff | null> {
  if (!token || !TOKEN_PATTERN.test(token)) return null;
  const id = hashToken(token);
  const row = await db
    .selectFrom('staff_sessions')
    .innerJoin('staff', 'staff.id', 'staff_sessions.staff_id')
    .select(['staff_sessions.created_at', 'staff_sessions.last_seen_at', 'staff.id', 'staff.email', 'staff.role', 'staff.brands', 'staff.refund_limit_cents', 'staff.disabled_at'])
    .where('staff_sessions.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const times = { createdAt: row.created_at, lastSeenAt: row.last_seen_at };
  if (row.disabled_at !== null || sessionExpired(times, now)) {
    await db.deleteFrom('staff_sessions').where('id', '=', id).execute();
    return null;
  }
  if (needsTouch(times, now)) await db.updateTable('staff_sessions').set({ last_seen_at: now.toISOString() }).where('id', '=', id).execute();
  return staffOf(row);
}

export async function endStaffSession(db: DB, token: string): Promise<void> {
  if (TOKEN_PATTERN.test(token)) await db.deleteFrom('staff_sessions').where('id', '=', hashToken(token)).execute();
}

/** HttpOnly, SameSite=Strict, Path=/admin: never sent to the shop's API or a shopper page. */
export function staffCookie(token: string, secure: boolean): string {
  const parts = [`${STAFF_COOKIE}=${token}`, `Path=${STAFF_COOKIE_PATH}`, 'HttpOnly', 'SameSite=Strict', `Max-Age=${SESSION_MAX_MS / 1000}`];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

export function clearedStaffCookie(secure: boolean): string {
  return [`${STAFF_COOKIE}=`, `Path=${STAFF_COOKIE_PATH}`, 'HttpOnly', 'SameSite=Strict', 'Max-Age=0', ...(secure ? ['Secure'] : [])].join('; ');
}
