import type { DB } from '../../db';
import { badRequest, notFound } from '../../http/errors';
import { optionalString, requireString } from '../../http/input';
import type { Fields } from '../../http/types';
import { cancelMembership, pauseMembership, resumeMembership, skipMonth } from '../../club/actions';
import { loadClubRow, type ClubRow } from '../../club/membership';
import { readSkipMonth } from '../../club/input';
import { refundUnusedPrepaid } from '../../club/prepay';
import { parseSkipped, statusOf } from '../../club/rules';
import { isCancelReason, type CancelReason } from '../../../lib/club/reasons';
import { writeAudit } from '../audit';
import type { Staff } from '../staffAccounts';
import type { ScopedCustomer } from './scope';

export const NO_MEMBERSHIP = 'club: this customer has no membership';

export type ClubAction = 'skip' | 'pause' | 'resume' | 'cancel';

/** The membership as the audit row keeps it, before and after. */
const snapshot = (row: ClubRow | null) =>
  row && { membershipId: Number(row.id), status: statusOf(row), nextBillingDate: row.next_billing_date, skippedMonths: parseSkipped(row.skipped_json), prepaidMonths: Number(row.prepaid_months) };

/** `reason` (required, written to the audit log only) and, for a cancel, `cancelReason` from the shop's list (default 'other'). */
function readStaffReason(f: Fields): string {
  const reason = requireString(f, 'reason', 500).trim();
  if (!reason) throw badRequest('reason: say why, for the audit log');
  return reason;
}

function readCancelReason(f: Fields): CancelReason {
  const v = optionalString(f, 'cancelReason', 40)?.trim() || 'other';
  if (!isCancelReason(v)) throw badRequest('cancelReason: must be one of the shop’s cancel reasons');
  return v;
}

async function run(db: DB, staff: Staff, c: ScopedCustomer, action: ClubAction, f: Fields, now: Date): Promise<{ changed: boolean; prepaidRefundCents?: number }> {
  const by = { staffId: staff.id };
  switch (action) {
    case 'skip':
      // `month`: the next billing month the page showed, as the member's own skip page sends it, so
      // a double click skips it once (the second answers changed: false) instead of two months.
      return { changed: (await skipMonth(db, c.brand_id, c.id, readSkipMonth(f), now, by)).changed };
    case 'pause':
      return { changed: await pauseMembership(db, c.brand_id, c.id, by) };
    case 'resume':
      return { changed: await resumeMembership(db, c.brand_id, c.id, by) };
    case 'cancel': {
      const before = await loadClubRow(db, c.brand_id, c.id);
      const outcome = await cancelMembership(db, c.brand_id, c.id, { reason: readCancelReason(f), comment: null }, by);
      if (outcome.kind === 'overdue') throw badRequest(`club: ${outcome.message}`);
      // Prepaid months that will not ship are given back, as when the member cancels (server/club/prepay.ts).
      const prepaidRefundCents = outcome.changed && before ? await refundUnusedPrepaid(db, before.id, Number(before.prepaid_months)) : 0;
      return { changed: outcome.changed, prepaidRefundCents };
    }
  }
}

/**
 * Skip the next month, pause, resume or cancel a customer's membership on their behalf, through the
 * functions the member's own account uses (server/club/actions.ts: the same rules, dates, pause
 * rate and mails; a club_events row names the staff member). A change writes one audit row with the
 * staff member's reason; a request that changes nothing (already paused) writes none.
 */
export async function clubActionFromBackOffice(db: DB, staff: Staff, c: ScopedCustomer, action: ClubAction, f: Fields, ip: string | null, now: Date) {
  const reason = readStaffReason(f);
  const before = snapshot(await loadClubRow(db, c.brand_id, c.id));
  if (!before) throw notFound(NO_MEMBERSHIP);
  const outcome = await run(db, staff, c, action, f, now);
  const after = snapshot(await loadClubRow(db, c.brand_id, c.id));
  if (outcome.changed) {
    await writeAudit(db, {
      staffId: staff.id, action: `club.${action}`, recordType: 'customer', recordId: String(c.id), brandId: c.brand_id, before,
      after: { ...after, reason, ...(outcome.prepaidRefundCents ? { prepaidRefundCents: outcome.prepaidRefundCents } : {}) }, ip,
    }, now);
  }
  return { ...outcome, membership: after };
}
