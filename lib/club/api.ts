// The shop API's club calls (contract: server/club/routes.ts). Client-safe: takes the ApiClient, so
// the browser passes browserApi(brand) and the server serverApi(brand, req, res).
import type { ApiClient } from '../api/client';
import type { CancelValues } from './cancelSchema';
import type { ClubCancelResult, ClubChange, ClubSettled, ClubSkipped, ClubState, ClubUnskipped } from './types';
import { track, type EventProps } from '../analytics';

/** The club event once the shop API has done it (the analytics shim records nothing on the server). */
function tracked<T>(event: 'Club Skipped' | 'Club Paused' | 'Club Resumed' | 'Club Cancelled', props: EventProps = {}) {
  return (answer: T): T => {
    track(event, props);
    return answer;
  };
}

export const clubApi = {
  club: (api: ApiClient) => api.get<ClubState>('club'),
  /** `month` is the month the page offered (YYYY-MM): sending it twice skips it once. */
  skip: (api: ApiClient, month: string) => api.post<ClubSkipped>('club/skip', { month }).then(tracked('Club Skipped')),
  /** Undoes the skip of `month` (the membership's unskipMonth), before its billing date. */
  unskip: (api: ApiClient, month: string) => api.post<ClubUnskipped>('club/unskip', { month }),
  pause: (api: ApiClient) => api.post<ClubChange>('club/pause', {}).then(tracked('Club Paused')),
  resume: (api: ApiClient) => api.post<ClubChange>('club/resume', {}).then(tracked('Club Resumed')),
  /** Pays the overdue balance on the saved card `savedCardId`, or the default card without one. */
  settle: (api: ApiClient, savedCardId?: number) => api.post<ClubSettled>('club/settle', savedCardId === undefined ? {} : { savedCardId: String(savedCardId) }),
  cancel: (api: ApiClient, v: CancelValues) =>
    api.post<ClubCancelResult>('club/cancel', { reason: v.reason, comment: v.comment.trim() || null }).then(tracked('Club Cancelled', { reason: v.reason })),
};
