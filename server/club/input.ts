import { CANCEL_FORM_MESSAGES, CLUB_MESSAGES } from '../../lib/club/messages';
import { isMonth } from '../../lib/club/months';
import { CANCEL_COMMENT_MAX, isCancelReason, type CancelReason } from '../../lib/club/reasons';
import { badRequest } from '../http/errors';
import { optionalString, requireId } from '../http/input';
import type { Fields } from '../http/types';

export interface CancelInput {
  reason: CancelReason;
  /** Null when none was given. */
  comment: string | null;
}

const text = (f: Fields, name: string): string => {
  const v = f[name];
  return typeof v === 'string' ? v : '';
};

/** POST club/skip: `month` (YYYY-MM), the month the page offered to skip. */
export function readSkipMonth(f: Fields): string {
  const month = text(f, 'month').trim();
  if (!isMonth(month)) throw badRequest(CLUB_MESSAGES.month);
  return month;
}

// Line breaks and tabs stay; other control characters (NUL included: PostgreSQL text cannot hold
// it) and halves of a surrogate pair (not valid UTF-8) are dropped.
const DROPPED = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** The comment as stored: cleaned, line breaks as \n, trimmed; null when empty. */
export function cleanComment(raw: string): string | null {
  const v = raw.replace(/\r\n?/g, '\n').replace(DROPPED, '').trim();
  return v || null;
}

/** POST club/cancel: `reason` from the fixed list (required), `comment` (optional, at most 1000 characters). */
export function readCancel(f: Fields): CancelInput {
  const reason = text(f, 'reason').trim();
  const comment = cleanComment(text(f, 'comment'));
  const problems: string[] = [];
  if (!isCancelReason(reason)) problems.push(`reason: ${CANCEL_FORM_MESSAGES.reason}`);
  if (comment && comment.length > CANCEL_COMMENT_MAX) problems.push(`comment: ${CANCEL_FORM_MESSAGES.comment}`);
  if (problems.length) throw badRequest(problems);
  return { reason: reason as CancelReason, comment };
}

/**
 * POST club/settle: `savedCardId` (optional; absent, empty or null: the default card); `paymentId`
 * (optional): the payment the member has just confirmed with their bank (a Stripe PaymentIntent id).
 */
export function readSettle(f: Fields): { savedCardId: number | null; paymentId: string | null } {
  const raw: unknown = f.savedCardId;
  const paymentId = optionalString(f, 'paymentId', 255)?.trim() || null;
  if (paymentId !== null && !/^[\w-]{1,255}$/.test(paymentId)) throw badRequest('paymentId: is not a payment id');
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) return { savedCardId: null, paymentId };
  return { savedCardId: requireId(f, 'savedCardId'), paymentId };
}

/** POST club/pick: `itemId` and `size`, one of the member's picks (picks.ts checks it is one). */
export function readPick(f: Fields): { itemId: number; size: string } {
  const itemId = requireId(f, 'itemId');
  const size = optionalString(f, 'size', 40)?.trim();
  if (!size) throw badRequest('size: choose a size');
  return { itemId, size };
}

/** POST club/prepay: `months` (one of the brand's prepaid plans; prepay.ts checks it), `paymentId` (optional: after the bank's confirmation). */
export function readPrepay(f: Fields): { months: number; paymentId: string | null } {
  const months = text(f, 'months').trim();
  if (!/^\d{1,2}$/.test(months)) throw badRequest('months: choose one of the prepaid plans shown');
  const paymentId = optionalString(f, 'paymentId', 255)?.trim() || null;
  return { months: Number(months), paymentId };
}
