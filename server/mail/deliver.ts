// Delivery of email_outbox through SMTP. Any number of processes (the app's instances, the worker)
// may drain at once: each row is claimed by one conditional UPDATE before it is sent, so two of
// them never both send it. A failed attempt is tried again later with exponential backoff; a mail
// the server refuses for good (5xx), or one that failed MAX_ATTEMPTS times, is marked failed.
// Sent or failed, its body and link are blanked: the database keeps who it went to, which mail it
// was, and when, never a live link. Account mails wait sealed (server/mail/seal.ts) and are opened
// here, in memory, just before sending.
import { randomBytes } from 'node:crypto';
import type { ExpressionBuilder, Updateable } from 'kysely';
import { brandById } from '../../brands';
import type { DB, Database } from '../db';
import type { OutboxStatus } from '../db/types';
import { openOutboxBody } from './seal';
import { fromAddress, type MailTransport } from './transport';

/** Attempts before a mail is given up (the delays between them add up to about two hours). */
export const MAX_ATTEMPTS = 8;
/** The wait after a first failed attempt; each further failure doubles it, up to MAX_BACKOFF_MS. */
export const BASE_BACKOFF_MS = 60_000;
export const MAX_BACKOFF_MS = 60 * 60_000;
/** A claim older than this belongs to a process that died while sending: the mail is due again. */
export const CLAIM_TIMEOUT_MS = 10 * 60_000;
/** A mail not delivered within this long (say SMTP was not configured yet) is given up unsent. */
export const MAX_AGE_MS = 3 * 24 * 60 * 60_000;

export interface DrainOptions {
  now?: Date;
  /** Most mails this call sends (default 50). */
  limit?: number;
  /** Names this drainer's claims (default: a random id per call). */
  workerId?: string;
}

export interface DrainSummary {
  sent: number;
  /** Attempts that failed and will be tried again. */
  retried: number;
  failed: number;
  /** Mails older than MAX_AGE_MS given up without sending. */
  expired: number;
}

/** The wait before attempt `attempts + 1`, after `attempts` failed ones. */
export function backoffMs(attempts: number): number {
  return Math.min(MAX_BACKOFF_MS, BASE_BACKOFF_MS * 2 ** Math.max(0, attempts - 1));
}

interface SmtpError {
  code?: string;
  responseCode?: number;
}

/**
 * The error as stored: nodemailer's code and the SMTP reply code ('EENVELOPE 550', 'ECONNECTION'),
 * never the server's text, which often quotes the address.
 */
export function errorLabel(err: unknown): string {
  const e = (err ?? {}) as SmtpError;
  const code = typeof e.code === 'string' && /^[A-Z0-9_]{1,32}$/.test(e.code) ? e.code : 'ERROR';
  return typeof e.responseCode === 'number' ? `${code} ${e.responseCode}` : code;
}

/** A refusal that sending again will not change (5xx), unless it is about our own credentials (EAUTH). */
export function isPermanent(err: unknown): boolean {
  const e = (err ?? {}) as SmtpError;
  return typeof e.responseCode === 'number' && e.responseCode >= 500 && e.responseCode < 600 && e.code !== 'EAUTH';
}

const BLANK = { body_text: '', body_html: '', link: '' } as const;

/** Due: pending and past its backoff, or claimed by a drainer that has not finished in CLAIM_TIMEOUT_MS. */
const isDue = (nowIso: string, staleIso: string) => (eb: ExpressionBuilder<Database, 'email_outbox'>) =>
  eb.or([
    eb.and([eb('status', '=', 'pending'), eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', nowIso)])]),
    eb.and([eb('status', '=', 'sending'), eb('claimed_at', '<', staleIso)]),
  ]);

/**
 * Sends the mails that are due, oldest first, at most `limit` of them. Returns what happened;
 * a mail that cannot be sent now is left for a later call.
 */
export async function drainOutbox(db: DB, transport: MailTransport, opts: DrainOptions = {}): Promise<DrainSummary> {
  const now = opts.now ?? new Date();
  const nowIso = now.toISOString();
  const staleIso = new Date(now.getTime() - CLAIM_TIMEOUT_MS).toISOString();
  const workerId = opts.workerId ?? randomBytes(8).toString('hex');
  const summary: DrainSummary = { sent: 0, retried: 0, failed: 0, expired: 0 };

  // Mails nobody delivered in time are given up, unsent and blanked.
  const tooOld = new Date(now.getTime() - MAX_AGE_MS).toISOString();
  const expired = await db
    .updateTable('email_outbox')
    .set({ ...BLANK, status: 'failed', failed_at: nowIso, last_error: 'EXPIRED', claimed_by: null, claimed_at: null })
    .where('status', '=', 'pending')
    .where('created_at', '<', tooOld)
    .executeTakeFirst();
  summary.expired = Number(expired.numUpdatedRows);

  const candidates = await db
    .selectFrom('email_outbox')
    .select('id')
    .where(isDue(nowIso, staleIso))
    .orderBy('id')
    .limit(opts.limit ?? 50)
    .execute();

  for (const { id } of candidates) {
    // The claim: only one drainer's UPDATE can still find the row due.
    const row = await db
      .updateTable('email_outbox')
      .set((eb) => ({ status: 'sending' as OutboxStatus, claimed_by: workerId, claimed_at: nowIso, attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .where(isDue(nowIso, staleIso))
      .returningAll()
      .executeTakeFirst();
    if (!row) continue;
    // Only while the claim is still ours (a drainer taking over a stale claim has its own).
    const finish = (set: Updateable<Database['email_outbox']>) =>
      db.updateTable('email_outbox').set(set).where('id', '=', id).where('claimed_by', '=', workerId).execute();
    let body: ReturnType<typeof openOutboxBody>;
    try {
      body = openOutboxBody(row);
    } catch {
      // Sealed with another key (MAIL_SEAL_KEY or PAYMENT_TOKEN_SECRET changed): it can never be sent.
      await finish({ ...BLANK, status: 'failed', failed_at: nowIso, last_error: 'UNSEALABLE', claimed_by: null });
      summary.failed++;
      continue;
    }
    try {
      const brand = brandById(row.brand_id);
      await transport.sendMail({
        from: fromAddress(brand), to: row.to_email, subject: row.subject, text: body.body_text,
        ...(body.body_html ? { html: body.body_html } : {}),
        headers: { 'X-Shop-Mail': row.template || 'mail', 'Auto-Submitted': 'auto-generated' },
      });
      await finish({ ...BLANK, status: 'sent', sent_at: nowIso, last_error: null, claimed_by: null });
      summary.sent++;
    } catch (err) {
      const attempts = Number(row.attempts);
      const label = errorLabel(err);
      if (isPermanent(err) || attempts >= MAX_ATTEMPTS) {
        await finish({ ...BLANK, status: 'failed', failed_at: nowIso, last_error: label, claimed_by: null });
        summary.failed++;
      } else {
        const next = new Date(now.getTime() + backoffMs(attempts)).toISOString();
        await finish({ status: 'pending', next_attempt_at: next, last_error: label, claimed_by: null, claimed_at: null });
        summary.retried++;
      }
    }
  }
  return summary;
}
