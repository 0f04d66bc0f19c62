// The shop API's club calls (answer types: lib/api/contract.ts). Client-safe: takes the ApiClient, so
// the browser passes useShopApi() and the server serverApi(brand, req, res).
import type { ApiClient } from '../api/client';
import type { CancelValues } from './cancelSchema';
// The club's events (Club Skipped, Paused, Resumed, Cancelled) are derived from these calls' answers
// by the analytics chunk (lib/analytics/deriveApi.ts): no call site here.

export const clubApi = {
  club: (api: ApiClient) => api.get('club'),
  picks: (api: ApiClient) => api.get('club/picks'),
  prepayOptions: (api: ApiClient) => api.get('club/prepay'),
  /** How many pieces ship each month (clubMultiQty brands). */
  setPieces: (api: ApiClient, pieces: number) => api.post('club/pieces', { pieces: String(pieces) }),
  /** Buys the prepaid plan of `months` months on the club's card (paymentId: after the bank's confirmation). */
  prepay: (api: ApiClient, months: number, paymentId?: string) => api.post('club/prepay', { months: String(months), ...(paymentId ? { paymentId } : {}) }),
  /** Chooses one of this month's picks (choosing again replaces it). */
  choosePick: (api: ApiClient, itemId: number, size: string) => api.post('club/pick', { itemId: String(itemId), size }),
  /** `month` is the month the page offered (YYYY-MM): sending it twice skips it once. */
  skip: (api: ApiClient, month: string) => api.post('club/skip', { month }),
  /** Undoes the skip of `month` (the membership's unskipMonth), before its billing date. */
  unskip: (api: ApiClient, month: string) => api.post('club/unskip', { month }),
  pause: (api: ApiClient) => api.post('club/pause', {}),
  resume: (api: ApiClient) => api.post('club/resume', {}),
  /** Pays the overdue balance on the saved card `savedCardId`, or the default card without one. */
  settle: (api: ApiClient, savedCardId?: number, paymentId?: string) =>
    api.post('club/settle', { ...(savedCardId === undefined ? {} : { savedCardId: String(savedCardId) }), ...(paymentId ? { paymentId } : {}) }),
  cancel: (api: ApiClient, v: CancelValues) =>
    api.post('club/cancel', { reason: v.reason, comment: v.comment.trim() || null }),
};
