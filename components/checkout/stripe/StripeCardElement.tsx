import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { StripeElementsOptions } from '@stripe/stripe-js';
import { useEffect, useMemo, useState } from 'react';
import { stripeFor } from '../../../lib/payments/stripeLoader';
import { StripeFieldError, type StripeSlot } from '../../../lib/payments/stripeHandle';
import styles from '../CheckoutForm.module.css';

export interface StripeCardElementProps {
  publishableKey: string;
  /** What is charged, in cents (Stripe shows it in Afterpay's message and wallets' sheets). */
  amountCents: number;
  /** 'card', or 'afterpay' for Pay in 4 through Afterpay/Clearpay. */
  method: 'card' | 'afterpay';
  slot: StripeSlot;
}

/** Registers what paying needs of Stripe.js in the slot, once Stripe and the element group are ready. */
function SlotBridge({ slot }: { slot: StripeSlot }) {
  const stripe = useStripe();
  const elements = useElements();
  useEffect(() => {
    if (!stripe || !elements) return;
    slot.register({
      async createMethod(billing) {
        const submitted = await elements.submit();
        if (submitted.error) throw new StripeFieldError(submitted.error.message ?? 'Please check your card details.');
        const made = await stripe.createPaymentMethod({ elements, params: { billing_details: billing } });
        if (made.error || !made.paymentMethod) throw new StripeFieldError(made.error?.message ?? 'Please check your card details.');
        return made.paymentMethod.id;
      },
      async handleAction(clientSecret) {
        // The outcome is read by the shop from Stripe (checkout/complete), not taken from the browser.
        await stripe.handleNextAction({ clientSecret });
      },
    });
    return () => slot.register(null);
  }, [stripe, elements, slot]);
  return null;
}

/**
 * Stripe's Payment Element: the card's number, expiry and CVC (or Afterpay) are typed into Stripe's
 * own frame and go to Stripe only; the shop gets a PaymentMethod id (issue 34, PCI SAQ A). Billing
 * details come from the checkout form, so the element asks for none.
 */
export default function StripeCardElement({ publishableKey, amountCents, method, slot }: StripeCardElementProps) {
  const stripe = useMemo(() => stripeFor(publishableKey), [publishableKey]);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    stripe.then((s) => live && setFailed(!s)).catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [stripe]);
  const options: StripeElementsOptions = {
    mode: 'payment',
    amount: Math.max(amountCents, 1),
    currency: 'usd',
    paymentMethodCreation: 'manual',
    allowedPaymentMethodTypes: [method === 'afterpay' ? 'afterpay_clearpay' : 'card'],
    appearance: { theme: 'stripe', variables: { fontFamily: 'system-ui, sans-serif' } },
  };
  if (failed) {
    return (
      <p role="alert" className={styles.payError}>
        The secure payment form could not load. Check your connection or turn off a blocker for js.stripe.com, then refresh the page.
      </p>
    );
  }
  return (
    <div className={styles.full} data-testid="stripe-payment-element">
      {/* A new group per method: Stripe's element shows one method at a time here. */}
      <Elements key={method} stripe={stripe} options={options}>
        <PaymentElement options={{ fields: { billingDetails: { name: 'never', email: 'never', address: 'never' } }, wallets: { applePay: 'never', googlePay: 'never' } }} />
        <SlotBridge slot={slot} />
      </Elements>
    </div>
  );
}
