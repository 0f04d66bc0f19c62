// Paying an overdue club balance from the membership page (POST club/settle), including the bank's
// confirmation a processor may ask for (withBankConfirmation).
import type { ApiClient } from '../api/client';
import { clubApi } from './api';
import type { ClubSettled } from './types';
import { withBankConfirmation } from './withBankConfirmation';

export { SETTLE_CONFIRMATION_INCOMPLETE, SETTLE_FORM_FAILED } from './withBankConfirmation';

export function settleNow(api: ApiClient, cardId: number): Promise<ClubSettled> {
  return withBankConfirmation((paymentId) => clubApi.settle(api, cardId, paymentId));
}
