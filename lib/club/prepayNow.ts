// Buying a prepaid plan from /members/prepay (POST club/prepay), including the bank's confirmation a
// processor may ask for (Stripe: 3-D Secure). Client-side; Stripe.js is loaded only when asked for.
import type { ApiClient } from '../api/client';
import { ApiError } from '../api/errors';
import { clubApi } from './api';
import { SETTLE_CONFIRMATION_INCOMPLETE, SETTLE_FORM_FAILED } from './settleNow';
import type { ClubPrepaid } from './types';

export async function prepayNow(api: ApiClient, months: number): Promise<ClubPrepaid> {
  const first = await clubApi.prepay(api, months);
  if (!first.requiresAction) return first;
  const { publishableKey, clientSecret, paymentId } = first.requiresAction;
  const { stripeFor } = await import('../payments/stripeLoader');
  const stripe = await stripeFor(publishableKey).catch(() => null);
  if (!stripe) throw new ApiError(503, [SETTLE_FORM_FAILED], SETTLE_FORM_FAILED);
  await stripe.handleNextAction({ clientSecret });
  const after = await clubApi.prepay(api, months, paymentId);
  if (after.requiresAction) throw new ApiError(402, [SETTLE_CONFIRMATION_INCOMPLETE], SETTLE_CONFIRMATION_INCOMPLETE);
  return after;
}
