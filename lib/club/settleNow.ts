// Paying an overdue club balance from the membership page (POST club/settle), including the bank's
// confirmation a processor may ask for (Stripe: 3-D Secure). Client-side; Stripe.js is loaded only
// when a confirmation is asked for.
import type { ApiClient } from '../api/client';
import { ApiError } from '../api/errors';
import { clubApi } from './api';
import type { ClubSettled } from './types';

export const SETTLE_CONFIRMATION_INCOMPLETE = 'Your bank’s confirmation was not completed, so nothing was charged. Please press Pay again.';
export const SETTLE_FORM_FAILED = 'The secure payment form could not load. Please refresh the page and try again.';

export async function settleNow(api: ApiClient, cardId: number): Promise<ClubSettled> {
  const first = await clubApi.settle(api, cardId);
  if (!first.requiresAction) return first;
  const { publishableKey, clientSecret, paymentId } = first.requiresAction;
  const { stripeFor } = await import('../payments/stripeLoader');
  const stripe = await stripeFor(publishableKey).catch(() => null);
  if (!stripe) throw new ApiError(503, [SETTLE_FORM_FAILED], SETTLE_FORM_FAILED);
  await stripe.handleNextAction({ clientSecret });
  const after = await clubApi.settle(api, cardId, paymentId);
  if (after.requiresAction) throw new ApiError(402, [SETTLE_CONFIRMATION_INCOMPLETE], SETTLE_CONFIRMATION_INCOMPLETE);
  return after;
}
