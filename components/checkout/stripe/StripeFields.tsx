import dynamic from 'next/dynamic';
import { useStripeCheckout } from './context';

// Stripe.js and its React bindings load with this chunk, only on a Stripe brand's checkout.
const StripeCardElement = dynamic(() => import('./StripeCardElement'), {
  ssr: false,
  loading: () => <p aria-busy="true">Loading the secure payment form…</p>,
});

/** The card (or Afterpay) fields of a Stripe brand's checkout: Stripe's Payment Element. */
export function StripeFields({ method }: { method: 'card' | 'afterpay' }) {
  const stripe = useStripeCheckout();
  if (!stripe) return null;
  return <StripeCardElement publishableKey={stripe.publishableKey} amountCents={stripe.amountCents} method={method} slot={stripe.slot} />;
}
