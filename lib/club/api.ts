// The shop API's club calls (contract: server/club/routes.ts). Client-safe: takes the ApiClient, so
// the browser passes browserApi(brand) and the server serverApi(brand, req, res).
import type { ApiClient } from '../api/client';
import type { CancelValues } from './cancelSchema';
import type { ClubCancelResult, ClubChange, ClubSkipped, ClubState } from './types';

export const clubApi = {
  club: (api: ApiClient) => api.get<ClubState>('club'),
  /** `month` is the month the page offered (YYYY-MM): sending it twice skips it once. */
  skip: (api: ApiClient, month: string) => api.post<ClubSkipped>('club/skip', { month }),
  pause: (api: ApiClient) => api.post<ClubChange>('club/pause', {}),
  resume: (api: ApiClient) => api.post<ClubChange>('club/resume', {}),
  cancel: (api: ApiClient, v: CancelValues) => api.post<ClubCancelResult>('club/cancel', { reason: v.reason, comment: v.comment.trim() || null }),
};
