import { useRouter } from 'next/router';
import { useBrand } from '../../lib/brand/context';
import { useMemo, useState } from 'react';
import dynamic from 'next/dynamic';
import { ApiError } from '../../lib/api/errors';
import { useShopApi } from '../../lib/api/useShopApi';
import { ActionIncompleteError, PaymentFormNotReadyError, placeOrder } from '../../lib/checkout/api';
import { StripeFieldError, StripeSlot } from '../../lib/payments/stripeHandle';
import { StripeCheckoutContext } from './stripe/context';
import { useCart } from '../../lib/cart/useCart';
import { useCartActions } from '../../lib/cart/actions';
import { errorMessage } from '../../lib/cart/errors';
import { cartSignature, checkoutIdempotencyKey, clearCheckoutIdempotencyKey } from '../../lib/checkout/idempotency';
import { initialCheckoutValues, type CheckoutFormValues } from '../../lib/checkout/fields';
import { cardKeeping } from '../../lib/checkout/cardKeeping';
import { loginPath } from '../../lib/account/loginPath';
import { useSavedAddresses, useSavedCards, useSessionCards } from '../../lib/checkout/useSaved';
import { ShippingContext, useQuotedCart, type Destination } from '../../lib/checkout/destination';
import { CheckoutForm, PayError } from './CheckoutForm';
import { OrderSummary } from './OrderSummary';
import { apiFieldError } from './validate';
import styles from './Funnel.module.css';
import { track } from '../../lib/analytics';
import { cartProps } from '../../lib/analytics/plan';
import { useTrackOnce } from '../../lib/analytics/useTrackOnce';

const DECLINE_STATUS = 402;

// Apple Pay and Google Pay through Stripe (loaded with Stripe.js, only when the brand offers wallets).
const StripeExpress = dynamic(() => import('./stripe/StripeExpress'), { ssr: false });

function toPayError(err: unknown): PayError {
  if (err instanceof PayError) return err;
  if (err instanceof StripeFieldError || err instanceof PaymentFormNotReadyError || err instanceof ActionIncompleteError) return new PayError(err.message);
  if (err instanceof ApiError) {
    const fieldErrors: Record<string, string> = {};
    for (const m of err.messages) {
      const f = apiFieldError(m);
      if (f && !fieldErrors[f[0]]) fieldErrors[f[0]] = f[1];
    }
    return new PayError(errorMessage(err, 'Payment failed. Please try again.'), fieldErrors);
  }
  return new PayError('We couldn’t reach the payment service. Please try again — you will not be charged twice.');
}

/** The checkout page: the form, the order summary, and paying (tokenize, then one idempotent checkout). */
export function CheckoutScreen({ walletEnabled, stripeKey = null }: { walletEnabled: boolean; stripeKey?: string | null }) {
  const router = useRouter();
  const { brand } = useBrand();
  // Stripe's handle (its Payment Element registers it) and a wallet's method, kept across renders.
  const [stripeSlot] = useState(() => new StripeSlot());
  const api = useShopApi();
  const { data: cart, error } = useCart();
  useTrackOnce('Checkout Started', cart && cart.items.length ? cartProps(cart) : null);
  const { reloadCart, setClub } = useCartActions();
  const [leaving, setLeaving] = useState(false);
  // Wallets are Stripe's Express Checkout Element: offered when the brand is on Stripe and enables them.
  const walletAvailable = walletEnabled && Boolean(stripeKey);
  const customer = cart?.customer;
  const savedAddresses = useSavedAddresses(Boolean(cart?.loggedIn));
  const savedCards = useSavedCards(Boolean(cart?.loggedIn));
  const sessionCards = useSessionCards(Boolean(cart?.oneClickAvailable));
  const initialValues = useMemo(() => initialCheckoutValues(customer?.email ?? '', customer?.name ?? ''), [customer?.email, customer?.name]);
  // Shipping and tax for the typed shipping address (issue 25): the cart priced for it, once it is known.
  const [destination, setDestination] = useState<Destination | null>(null);
  const quoted = useQuotedCart(cart, destination);
  const shipsToKey = (cart?.shipsTo ?? ['US']).join(',');
  const shippingContext = useMemo(() => ({ shipsTo: shipsToKey.split(','), report: setDestination }), [shipsToKey]);

  if (!cart) {
    return error ? <p role="alert">We couldn’t load your cart. Please refresh the page.</p> : <p aria-busy="true">Loading checkout…</p>;
  }
  if (cart.items.length === 0 && !cart.hasClubInCart && !leaving) {
    return (
      <div className={styles.center} data-testid="checkout-empty">
        <h1 className={styles.title}>Your cart is empty</h1>
        <a className="btn" href="/">
          Continue shopping
        </a>
      </div>
    );
  }

  // What the shopper sees and pays: the cart priced for the address (same lines, its zone's shipping and tax).
  const shown = quoted ?? cart;
  const stripe = stripeKey ? { publishableKey: stripeKey, amountCents: Math.round(shown.amounts.total * 100), slot: stripeSlot } : null;

  const pay = async (submitted: CheckoutFormValues) => {
    // A wallet's sheet approved just now (its method is in the slot): the wallet pays, whatever the radio shows.
    const values: CheckoutFormValues = stripe && stripeSlot.walletMethod ? { ...submitted, paymentMethod: 'wallet' } : submitted;
    const key = checkoutIdempotencyKey(cartSignature(cart));
    track('Payment Info Submitted', { value: cart.amounts.total, method: values.paymentMethod, saved_card: Boolean(values.savedCardId) });
    try {
      const answer = await placeOrder(api, values, { idempotencyKey: key, stripe: stripe ? stripeSlot : null });
      clearCheckoutIdempotencyKey();
      setLeaving(true);
      await router.push(answer.next || `/thank-you?order=${answer.orderId}`);
      void reloadCart();
    } catch (err) {
      // A decline (or a rejected card) starts a new attempt; a network failure keeps the key so a
      // retry of the same attempt cannot create a second order.
      if (err instanceof ApiError && err.status === DECLINE_STATUS) clearCheckoutIdempotencyKey();
      if (err instanceof ApiError) void reloadCart();
      throw toPayError(err);
    }
  };

  return (
    <div className={styles.checkout}>
      <h1 className={styles.title}>Secure Checkout</h1>
      <div className={styles.checkoutGrid}>
        <div className={styles.formCol}>
          <StripeCheckoutContext.Provider value={stripe}>
          <ShippingContext.Provider value={shippingContext}>
            <CheckoutForm
              initialValues={initialValues}
              total={shown.amounts.total}
              afterpayAvailable={cart.afterpayAvailable}
              cardInStripe={Boolean(stripe)}
              wallet={
                walletAvailable && stripe
                  ? ({ precheck, payWithWallet }) => <StripeExpress publishableKey={stripe.publishableKey} amountCents={stripe.amountCents} slot={stripeSlot} precheck={precheck} payWithWallet={payWithWallet} />
                  : undefined
              }
              onPay={pay}
              savedAddresses={savedAddresses}
              savedCards={savedCards}
              sessionCards={sessionCards}
              cardKeeping={cardKeeping(cart)}
              clubName={brand.clubName}
              loginHref={cart.loggedIn ? undefined : loginPath('/checkout')}
              club={cart.clubJoin ?? null}
              onRemoveClub={async () => {
                await setClub(false);
              }}
            />
          </ShippingContext.Provider>
          </StripeCheckoutContext.Provider>
        </div>
        <aside className={styles.summaryCol}>
          <OrderSummary cart={shown} />
        </aside>
      </div>
    </div>
  );
}
