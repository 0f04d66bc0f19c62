import { RateLimiterRes } from 'rate-limiter-flexible';
import type { DB } from '../db';
import { HttpError } from '../http/errors';
import type { ShopContext } from '../http/types';
import { RateLimiterKysely } from './store';

/** One limit: at most `points` counted attempts per key in a fixed window of `windowSec` seconds. */
export interface LimitRule {
  readonly name: string;
  readonly points: number;
  readonly windowSec: number;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * The shop API's throttle figures (docs/api.md, 'Throttling'). A window opens with its first
 * counted attempt; once its points are used, the key is refused until the window ends.
 * `client` is the client address (server/http/clientAddress.ts), `session` the session id.
 */
export const LIMITS = {
  /** Failed log-ins (and wrong current passwords) for one email from one client. */
  loginEmailClient: { name: 'login-email-client', points: 5, windowSec: 15 * MINUTE },
  /** Failed log-ins for one email from all clients together (distributed guessing). */
  loginEmail: { name: 'login-email', points: 50, windowSec: HOUR },
  /** Failed log-ins from one client, whatever the email (spraying many accounts). */
  loginClient: { name: 'login-client', points: 30, windowSec: HOUR },
  /** Card tokenizations (card testing on tokenize). */
  tokenizeSession: { name: 'tokenize-session', points: 20, windowSec: 10 * MINUTE },
  tokenizeClient: { name: 'tokenize-client', points: 30, windowSec: 10 * MINUTE },
  /** Declined payments, checkout and club settle together (card testing on charges). */
  declineSession: { name: 'decline-session', points: 5, windowSec: 10 * MINUTE },
  declineClient: { name: 'decline-client', points: 10, windowSec: 10 * MINUTE },
  /** Registrations that pass validation (each one mails). */
  registerClient: { name: 'register-client', points: 10, windowSec: HOUR },
  /** Password-reset requests that pass validation (each one may mail; the outbox mails one address at most 5 an hour). */
  forgotClient: { name: 'forgot-client', points: 10, windowSec: HOUR },
  /** Order-tracking look-ups that find nothing (guessing order numbers and emails). */
  trackingMissClient: { name: 'tracking-miss-client', points: 10, windowSec: 10 * MINUTE },
  /** Contact and feedback messages that pass validation (each one mails the brand's support address). */
  formClient: { name: 'form-client', points: 10, windowSec: HOUR },
  /** First-party collection's beacons (POST collect): a page sends one every few seconds at most. */
  collectClient: { name: 'collect-client', points: 300, windowSec: 10 * MINUTE },
} as const satisfies Record<string, LimitRule>;

/**
 * RATE_LIMIT_FACTOR multiplies every allowance (default 1). Only for test servers that make many
 * requests from one address (the Playwright suite sets 100); never in production.
 */
export function rateLimitFactor(env: Record<string, string | undefined> = process.env): number {
  const raw = env.RATE_LIMIT_FACTOR;
  if (raw === undefined || raw === '') return 1;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`RATE_LIMIT_FACTOR must be a whole number of at least 1, not '${raw}'`);
  return n;
}

const limiters = new WeakMap<DB, Map<string, RateLimiterKysely>>();

function limiterFor(db: DB, rule: LimitRule): RateLimiterKysely {
  let byName = limiters.get(db);
  if (!byName) limiters.set(db, (byName = new Map()));
  let limiter = byName.get(rule.name);
  if (!limiter) {
    limiter = new RateLimiterKysely({ db, keyPrefix: rule.name, points: rule.points * rateLimitFactor(), duration: rule.windowSec });
    byName.set(rule.name, limiter);
  }
  return limiter;
}

/** A rule applied to one key, e.g. { rule: LIMITS.loginClient, key: '203.0.113.7' }. */
export interface Count {
  rule: LimitRule;
  key: string;
}

/** The client part of a key: the client address, or 'unknown' (in-process calls carry none). */
export function clientKey(ctx: ShopContext): string {
  return ctx.req.ip || 'unknown';
}

export function throttledMessage(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** The 429 of a refused attempt: says when to come back, in words and in Retry-After (seconds). */
export function throttled(ms: number): HttpError {
  return new HttpError(429, throttledMessage(ms), { 'Retry-After': String(Math.max(1, Math.ceil(ms / 1000))) });
}

/** An admitted attempt: its points stay counted unless given back. */
export interface Attempt {
  /** Gives this attempt's points back (it turned out not to count, e.g. a successful log-in). */
  giveBack(): Promise<void>;
}

/**
 * Counts one attempt under every rule before the work is done, so concurrent attempts each see
 * the others' points and a burst cannot get more through than the limit. When any rule's points
 * are used up, the attempt is refused with a 429 (and its points given back to the rules that had
 * room, so a refused attempt costs the other keys nothing).
 */
export async function admit(db: DB, counts: Count[]): Promise<Attempt> {
  const taken: Count[] = [];
  let refusedFor = 0;
  for (const c of counts) {
    try {
      await limiterFor(db, c.rule).consume(c.key);
      taken.push(c);
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      refusedFor = Math.max(refusedFor, err.msBeforeNext);
    }
  }
  const giveBack = async () => {
    for (const c of taken) await limiterFor(db, c.rule).reward(c.key);
  };
  if (refusedFor > 0 || taken.length < counts.length) {
    await giveBack();
    throw throttled(refusedFor);
  }
  return { giveBack };
}

/**
 * Runs `work` as one attempt under `counts`: admitted first (see admit), then kept counted only
 * when `counts` says the outcome counts (e.g. only a declined payment, a 402).
 */
export async function limited<T>(db: DB, counts: Count[], countsWhen: (outcome: { value: T } | { error: unknown }) => boolean, work: () => Promise<T>): Promise<T> {
  const attempt = await admit(db, counts);
  let value: T;
  try {
    value = await work();
  } catch (error) {
    if (!countsWhen({ error })) await attempt.giveBack();
    throw error;
  }
  if (!countsWhen({ value })) await attempt.giveBack();
  return value;
}

/** True for an HttpError of this status (the outcome test of `limited`). */
export function failedWith(status: number) {
  return (outcome: { error: unknown } | { value: unknown }): boolean => 'error' in outcome && outcome.error instanceof HttpError && outcome.error.status === status;
}

/** Forgets a key's count (a successful log-in clears its email's failures from that client). */
export async function clearCount(db: DB, c: Count): Promise<void> {
  await limiterFor(db, c.rule).delete(c.key);
}

/** The keys of a card-testing limit: this client, and this session when there is one. */
function perClientAndSession(ctx: ShopContext, client: LimitRule, session: LimitRule): Count[] {
  const counts: Count[] = [{ rule: client, key: clientKey(ctx) }];
  if (ctx.session.id) counts.push({ rule: session, key: `${ctx.brand.id}:${ctx.session.id}` });
  return counts;
}

/** POST payments/tokenize: every call counts, under the session it is made for (started here when there is none yet). */
export async function tokenizeCounts(ctx: ShopContext): Promise<Count[]> {
  await ctx.session.ensure();
  return perClientAndSession(ctx, LIMITS.tokenizeClient, LIMITS.tokenizeSession);
}

/** POST form-submission: every valid message counts, per client. */
export const formCounts = (ctx: ShopContext): Count[] => [{ rule: LIMITS.formClient, key: clientKey(ctx) }];

/** POST checkout and club/settle: declined payments (402) count, together. */
export const declineCounts = (ctx: ShopContext): Count[] => perClientAndSession(ctx, LIMITS.declineClient, LIMITS.declineSession);
