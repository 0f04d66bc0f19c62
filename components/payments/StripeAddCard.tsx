import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { useMemo, useState } from 'react';
import { stripeFor } from '../../lib/payments/stripeLoader';
import type { PaymentMethodAdded } from '../../lib/payments/types';
import { ApiError } from '../../lib/api/errors';
import checkout from '../checkout/CheckoutForm.module.css';
import styles from './PaymentMethods.module.css';

export interface StripeAddCardProps {
  publishableKey: string;
  title: string;
  hasCards: boolean;
  /** POST payment-method/setup: a SetupIntent's client secret for this customer. */
  startSetup(): Promise<string>;
  /** POST payment-method/add with the confirmed SetupIntent's PaymentMethod. */
  save(method: string, makeDefault: boolean): Promise<PaymentMethodAdded>;
  onSaved(saved: PaymentMethodAdded): void;
  onCancel?(): void;
}

function CardSetupForm({ title, hasCards, startSetup, save, onSaved, onCancel }: Omit<StripeAddCardProps, 'publishableKey'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [makeDefault, setMakeDefault] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const submit = async () => {
    if (!stripe || !elements || busy) return;
    setBusy(true);
    setMessage(null);
    try {
      const checked = await elements.submit();
      if (checked.error) return setMessage(checked.error.message ?? 'Please check your card details.');
      const clientSecret = await startSetup();
      // Stripe.js confirms the SetupIntent with the card typed into its frame (a 3-D Secure challenge included).
      const confirmed = await stripe.confirmSetup({ elements, clientSecret, redirect: 'if_required' });
      if (confirmed.error || !confirmed.setupIntent) return setMessage(confirmed.error?.message ?? 'Your card could not be saved.');
      const method = confirmed.setupIntent.payment_method;
      onSaved(await save(typeof method === 'string' ? method : (method?.id ?? ''), makeDefault));
    } catch (err) {
      setMessage(err instanceof ApiError ? err.message : 'We couldn’t save your card. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      aria-label={title}
      className={checkout.form}
      data-testid="card-form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <PaymentElement options={{ wallets: { applePay: 'never', googlePay: 'never' } }} />
      {hasCards ? (
        <label className={checkout.check}>
          <input type="checkbox" checked={makeDefault} onChange={(e) => setMakeDefault(e.target.checked)} /> Make this my default card
        </label>
      ) : null}
      {message ? (
        <p role="alert" className={checkout.payError} data-testid="card-form-error">
          {message}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className="btn" disabled={busy} aria-busy={busy}>
          {busy ? 'Saving…' : 'Save card'}
        </button>
        {onCancel ? (
          <button type="button" className="btn btn-secondary" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
      <p className={styles.secure}>Your card is typed into our payment processor’s secure form and goes to them only. We keep the card type, its last four digits and the expiry date.</p>
    </form>
  );
}

/** Add a card on a Stripe brand: Stripe's Payment Element confirms a SetupIntent; the shop keeps the PaymentMethod it made. */
export default function StripeAddCard({ publishableKey, ...rest }: StripeAddCardProps) {
  const stripe = useMemo(() => stripeFor(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripe} options={{ mode: 'setup', currency: 'usd', setupFutureUsage: 'off_session', allowedPaymentMethodTypes: ['card'] }}>
      <CardSetupForm {...rest} />
    </Elements>
  );
}
