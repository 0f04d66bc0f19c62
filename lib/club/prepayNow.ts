// Buying a prepaid plan from /members/prepay (POST club/prepay), including the bank's confirmation a
// processor may ask for (withBankConfirmation).
import type { ApiClient } from '../api/client';
import { clubApi } from './api';
import type { ClubPrepaid } from './types';
import { withBankConfirmation } from './withBankConfirmation';

export function prepayNow(api: ApiClient, months: number): Promise<ClubPrepaid> {
  return withBankConfirmation((paymentId) => clubApi.prepay(api, months, paymentId));
}
