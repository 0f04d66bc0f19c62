// A club payment made on the server (POST club/settle, POST club/prepay) that a processor may ask the
// member's bank to confirm (Stripe: 3-D Secure): the browser runs the confirmation with Stripe.js,
// loaded only when asked for, then asks the server again with the payment's id. Client-side.
import { ApiError } from '../api/errors';

export const SETTLE_CONFIRMATION_INCOMPLETE = 'Your bank’s confirmation was not completed, so nothing was charged. Please press Pay again.';
export const SETTLE_FORM_FAILED = 'The secure payment form could not load. Please refresh the page and try again.';

interface MaybeAction {
  requiresAction?: { publishableKey: string; clientSecret: string; paymentId: string } | null;
}

/** pay() without a payment id asks the server to pay; with one, to read the payment the bank confirmed. */
export async function withBankConfirmation<T extends MaybeAction>(pay: (paymentId?: string) => Promise<T>): Promise<T> {
  const first = await pay();
  if (!first.requiresAction) return first;
  const { publishableKey, clientSecret, paymentId } = first.requiresAction;
  const { stripeFor } = await import('../payments/stripeLoader');
  const stripe = await stripeFor(publishableKey).catch(() => null);
  if (!stripe) throw new ApiError(503, [SETTLE_FORM_FAILED], SETTLE_FORM_FAILED);
  await stripe.handleNextAction({ clientSecret });
  const after = await pay(paymentId);
  if (after.requiresAction) throw new ApiError(402, [SETTLE_CONFIRMATION_INCOMPLETE], SETTLE_CONFIRMATION_INCOMPLETE);
  return after;
}
