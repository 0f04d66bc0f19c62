import { clubApi } from '../../lib/club/api';
import { billingDateLabel, monthLabel } from '../../lib/club/months';
import type { ClubMembership } from '../../lib/club/types';
import { useClubAction } from '../../lib/club/useClubAction';
import { formatMoney } from '../../lib/format/money';
import { ClubActionButton } from './ActionError';

/**
 * "Undo skipping <month>" on the members page (POST club/unskip): offered while the membership has a
 * skipped month whose billing date has not passed (`unskipMonth`); `onUndone` gets the membership as it now is.
 */
export function UndoSkip({ membership, onUndone }: { membership: ClubMembership; onUndone(membership: ClubMembership): void }) {
  const action = useClubAction();
  const month = membership.unskipMonth;
  if (!month) return null;
  return (
    <div data-testid="club-unskip">
      <p>
        You skipped {monthLabel(month)}. Changed your mind? Undo it before its billing date and {monthLabel(month)} is billed
        {membership.nextCharge !== null ? ` (${formatMoney(membership.nextCharge)})` : ''} as usual
        {membership.nextBillingDate ? `, instead of your next charge on ${billingDateLabel(membership.nextBillingDate)}` : ''}.
      </p>
      <ClubActionButton
        action={action}
        label={`Undo skipping ${monthLabel(month)}`}
        busyLabel="Undoing…"
        testId="club-unskip-button"
        onClick={() => void action.run((api) => clubApi.unskip(api, month), (r) => r.membership && onUndone(r.membership))}
      />
    </div>
  );
}
