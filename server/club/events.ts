// club_events (migration 034): a membership's changes as they happen, the back office's history.
import type { DB } from '../db';
import type { Trx } from '../db/tx';
import type { ClubRow } from './membership';

export type ClubEventKind = 'skip' | 'unskip' | 'pause' | 'resume' | 'cancel';

/** Who asked for a change: the member (their own account) or a staff member on their behalf. */
export type ClubActor = { staffId: number | null };
export const MEMBER: ClubActor = { staffId: null };

/** Appends one event, in the transaction that made the change. */
export async function recordClubEvent(trx: Trx, row: Pick<ClubRow, 'id' | 'brand_id' | 'customer_id'>, kind: ClubEventKind, detail: Record<string, unknown>, by: ClubActor, now = new Date()): Promise<void> {
  await trx
    .insertInto('club_events')
    .values({ membership_id: row.id, brand_id: row.brand_id, customer_id: row.customer_id, kind, detail: JSON.stringify(detail), staff_id: by.staffId, at: now.toISOString() })
    .execute();
}

export interface ClubEventRow {
  id: number;
  membershipId: number;
  kind: string;
  detail: Record<string, unknown>;
  staffEmail: string | null;
  at: string;
}

function parseDetail(text: string): Record<string, unknown> {
  try {
    const v: unknown = JSON.parse(text);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** A customer's club events of one brand, newest first (at most `limit`). */
export async function clubEventsOf(db: DB, brandId: string, customerId: number, limit = 200): Promise<ClubEventRow[]> {
  const rows = await db
    .selectFrom('club_events as e')
    .leftJoin('staff as s', 's.id', 'e.staff_id')
    .select(['e.id', 'e.membership_id', 'e.kind', 'e.detail', 'e.at', 'e.staff_id', 's.email'])
    .where('e.brand_id', '=', brandId)
    .where('e.customer_id', '=', customerId)
    .orderBy('e.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: Number(r.id), membershipId: Number(r.membership_id), kind: r.kind, detail: parseDetail(r.detail), at: r.at,
    staffEmail: r.staff_id === null ? null : (r.email ?? '(removed)'),
  }));
}
