// "This month's picks" (issue 36): in a window before each billing date an active member chooses the
// month's piece from a short list made from their style profile and size (the shop's own pick first);
// the billing run reserves the choice (piece.ts), or the shop's pick when there is none or the choice
// sold out, and says which in the receipt. The window per brand is shop data (pieceKinds.ts PICKS_RULES).
import type { ClubPicks } from '../../lib/club/types';
import type { DB } from '../db';
import { inTransaction, nowIso, type Trx } from '../db/tx';
import { lockCustomer } from '../accounts/customerLock';
import { badRequest, conflict, notFound } from '../http/errors';
import { CLUB_MESSAGES } from '../../lib/club/messages';
import { billingDateLabel, monthOf } from '../../lib/club/months';
import { utcDay } from './billingRules';
import { loadClubRow, type ClubRow } from './membership';
import { PICKS_RULES } from './pieceKinds';
import { getStoreSettings } from '../settings/store';
import { fromCents } from '../../lib/format/money';
import { picksFor } from './piece';
import { picksWindow, type PicksWindow } from './picksWindow';
import { parseSkipped, statusOf } from './rules';

export const PICKS_MESSAGES = {
  notOpen: (w: PicksWindow) => `picks: the picks for your ${billingDateLabel(w.billingDate)} piece open on ${billingDateLabel(w.opensOn)}`,
  closed: (w: PicksWindow) => `picks: the picks for your ${billingDateLabel(w.billingDate)} piece closed on ${billingDateLabel(w.lastDay)}; we’re packing it now`,
  unavailable: 'picks: there is nothing to choose for your membership right now',
  notAPick: 'itemId: that piece is not one of your picks this month (it may have sold out in your size); choose another',
} as const;

type Unavailable = NonNullable<ClubPicks['unavailable']>;

/** The billing date the member's picks are for, or why there is none. */
function pickingFor(row: ClubRow | null): { date: string } | { unavailable: Unavailable } {
  if (!row) return { unavailable: 'noMembership' };
  const status = statusOf(row);
  if (status !== 'active') return { unavailable: status };
  if (Number(row.overdue) === 1) return { unavailable: 'overdue' };
  if (!row.next_billing_date) return { unavailable: 'noBillingDate' };
  if (parseSkipped(row.skipped_json).includes(monthOf(row.next_billing_date))) return { unavailable: 'skipped' };
  return { date: row.next_billing_date };
}

const piecesOf = (row: ClubRow | null) => ({ piecesPerMonth: Math.max(1, Number(row?.pieces ?? 1)), pricePerPiece: row ? fromCents(Number(row.amount_cents)) : null, multiQty: false });
const none = (unavailable: Unavailable, row: ClubRow | null): ClubPicks => ({ window: null, unavailable, picks: [], chosen: null, ...piecesOf(row) });

async function chosenFor(db: DB | Trx, membershipId: number, billingDate: string): Promise<ClubPicks['chosen']> {
  const c = await db.selectFrom('club_piece_choices').select(['item_id', 'size']).where('membership_id', '=', membershipId).where('billing_date', '=', billingDate).executeTakeFirst();
  return c ? { itemId: Number(c.item_id), size: c.size } : null;
}

async function picksOf(db: DB | Trx, brandId: string, row: ClubRow | null, now: Date): Promise<ClubPicks> {
  const rule = PICKS_RULES[brandId];
  const target = pickingFor(row);
  if (!rule || 'unavailable' in target || !row) return none('unavailable' in target ? target.unavailable : 'noMembership', row);
  const window = picksWindow(rule, target.date, utcDay(now));
  const chosen = await chosenFor(db, row.id, target.date);
  // Picks are shown while the window is open; before and after it, only the dates (and the choice made).
  const picks = window.state === 'open' ? await inTransaction(db, (trx) => picksFor(trx, row, rule.shown)) : [];
  return { window, unavailable: null, picks, chosen, ...piecesOf(row) };
}

/** GET club/picks: the member's picks for their next billing date. */
export async function loadPicks(db: DB, brandId: string, customerId: number, now = new Date()): Promise<ClubPicks> {
  const picks = await picksOf(db, brandId, await loadClubRow(db, brandId, customerId), now);
  return { ...picks, multiQty: Boolean((await getStoreSettings(db, brandId)).clubMultiQty) };
}

/** POST club/pick: the member chooses one of this month's picks (choosing again replaces it). */
export async function choosePick(db: DB, brandId: string, customerId: number, choice: { itemId: number; size: string }, now = new Date()): Promise<ClubPicks> {
  const changed = await inTransaction(db, async (trx) => {
    // The member's own club actions take this lock, as billing does: a choice and a billing run never interleave.
    await lockCustomer(trx, brandId, customerId);
    const row = await loadClubRow(trx, brandId, customerId);
    const rule = PICKS_RULES[brandId];
    const target = pickingFor(row);
    if (!row) throw notFound(CLUB_MESSAGES.notMember);
    if (!rule || 'unavailable' in target) throw conflict(PICKS_MESSAGES.unavailable);
    const window = picksWindow(rule, target.date, utcDay(now));
    if (window.state === 'upcoming') throw conflict(PICKS_MESSAGES.notOpen(window));
    if (window.state === 'closed') throw conflict(PICKS_MESSAGES.closed(window));
    const picks = await picksFor(trx, row, rule.shown);
    if (!picks.some((p) => p.itemId === choice.itemId && p.size === choice.size)) throw badRequest(PICKS_MESSAGES.notAPick);
    const before = await chosenFor(trx, row.id, target.date);
    if (before?.itemId === choice.itemId && before.size === choice.size) return false;
    if (before) {
      await trx.updateTable('club_piece_choices').set({ item_id: choice.itemId, size: choice.size, chosen_at: nowIso() })
        .where('membership_id', '=', row.id).where('billing_date', '=', target.date).execute();
    } else {
      await trx.insertInto('club_piece_choices').values({ membership_id: row.id, billing_date: target.date, item_id: choice.itemId, size: choice.size, chosen_at: nowIso() }).execute();
    }
    return true;
  });
  return { ...(await loadPicks(db, brandId, customerId, now)), changed };
}
