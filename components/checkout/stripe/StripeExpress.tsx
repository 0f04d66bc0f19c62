import { Elements, ExpressCheckoutElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { useMemo } from 'react';
import { stripeFor } from '../../../lib/payments/stripeLoader';
import type { StripeSlot } from '../../../lib/payments/stripeHandle';

export interface StripeExpressProps {
  publishableKey: string;
  amountCents: number;
  slot: StripeSlot;
  /** Whether the form is ready to pay (contact and address valid); shows its errors when not. */
  precheck(): boolean;
  /** Pays with the wallet's method (slot.walletMethod is set): the checkout form's submit with paymentMethod 'wallet'. */
  payWithWallet(): Promise<void>;
}

function WalletButtons({ slot, precheck, payWithWallet }: Omit<StripeExpressProps, 'publishableKey' | 'amountCents'>) {
  const stripe = useStripe();
  const elements = useElements();
  return (
    <ExpressCheckoutElement
      options={{ paymentMethods: { applePay: 'always', googlePay: 'always', link: 'never', paypal: 'never', amazonPay: 'never', klarna: 'never' } }}
      onClick={(event) => {
        // The address and email come from the form: the sheet opens only once they are valid.
        if (precheck()) event.resolve();
      }}
      onConfirm={async (event) => {
        if (!stripe || !elements) return event.paymentFailed({ reason: 'fail' });
        const submitted = await elements.submit();
        const made = submitted.error ? null : await stripe.createPaymentMethod({ elements });
        if (!made || made.error || !made.paymentMethod) return event.paymentFailed({ reason: 'fail' });
        slot.useWalletMethod(made.paymentMethod.id);
        try {
          await payWithWallet();
        } finally {
          slot.useWalletMethod(null);
        }
      }}
    />
  );
}

/**
 * Apple Pay and Google Pay through Stripe's Express Checkout Element (the spec's stripeJsApplePay),
 * in place of the Payment Request `basic-card` button no browser supports any more. The wallet's
 * card becomes a PaymentMethod at Stripe; the shop charges it like a typed card.
 */
export default function StripeExpress({ publishableKey, amountCents, ...rest }: StripeExpressProps) {
  const stripe = useMemo(() => stripeFor(publishableKey), [publishableKey]);
  return (
    <div data-testid="stripe-express">
      <Elements stripe={stripe} options={{ mode: 'payment', amount: Math.max(amountCents, 1), currency: 'usd', paymentMethodCreation: 'manual' }}>
        <WalletButtons {...rest} />
      </Elements>
    </div>
  );
}
