import type { DB } from '../db';
import { inTransaction } from '../db/tx';
import { badRequest, conflict } from '../http/errors';
import { getStoreSettings } from '../settings/store';
import { lockedMembership } from './actions';
import { statusOf } from './rules';

/** The most pieces a month a member can take where the brand offers several (clubMultiQty). */
export const MAX_PIECES = 3;

export const PIECES_MESSAGES = {
  notOffered: 'pieces: this club ships one piece a month',
  range: `pieces: choose 1 to ${MAX_PIECES} pieces a month`,
  notActive: 'pieces: only an active membership can change how many pieces it ships; resume it or settle the balance first',
} as const;

/** POST club/pieces `pieces`: 1 to MAX_PIECES. */
export function readPieces(raw: unknown): number {
  const v = typeof raw === 'string' ? raw.trim() : '';
  if (!/^\d{1,2}$/.test(v) || Number(v) < 1 || Number(v) > MAX_PIECES) throw badRequest(PIECES_MESSAGES.range);
  return Number(v);
}

/**
 * clubMultiQty (issue 36): on a brand that offers it, an active member chooses how many pieces ship
 * each month; each is billed at the monthly price from the next billing date, and only pieces that
 * ship are charged (billing.ts). Where the brand turns it off, nothing offers it and the call is refused.
 */
export async function setPiecesPerMonth(db: DB, brandId: string, customerId: number, pieces: number): Promise<boolean> {
  if (!(await getStoreSettings(db, brandId)).clubMultiQty) throw conflict(PIECES_MESSAGES.notOffered);
  return inTransaction(db, async (trx) => {
    const row = await lockedMembership(trx, brandId, customerId);
    if (statusOf(row) !== 'active' || Number(row.overdue) === 1) throw conflict(PIECES_MESSAGES.notActive);
    if (Number(row.pieces) === pieces) return false;
    await trx.updateTable('club_memberships').set({ pieces }).where('id', '=', row.id).execute();
    return true;
  });
}
