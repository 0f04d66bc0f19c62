import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useRef, useState, type ReactNode } from 'react';
import { formatMoney } from '../../lib/format/money';
import { scrollBehavior } from '../../lib/ui/motion';
import { scrollToFirstError } from '../../lib/ui/scrollToError';
import type { CheckoutFormValues } from '../../lib/checkout/fields';
import type { CardKeeping } from '../../lib/checkout/cardKeeping';
import type { SavedAddress } from '../../lib/account/types';
import type { SavedCard } from '../../lib/payments/types';
import type { SessionCard } from '../../lib/checkout/useSaved';
import { FocusFirstError } from '../ui/FocusFirstError';
import { AddressFields } from './AddressFields';
import { CheckField } from './CheckField';
import { ClubDisclosure } from './ClubDisclosure';
import type { ClubJoin } from '../../lib/cart/types';
import { PaymentOptions } from './PaymentOptions';
import { SavedAddressPicker } from './SavedAddressPicker';
import { TextField } from './TextField';
import { validateCheckoutForm } from './validate';
import styles from './CheckoutForm.module.css';

export interface CheckoutFormProps {
  initialValues: CheckoutFormValues;
  total: number;
  afterpayAvailable: boolean;
  /** Stripe's wallet buttons (Express Checkout Element) when the brand offers wallets: given the form's precheck and its wallet submit. */
  wallet?: (h: { precheck(): boolean; payWithWallet(): Promise<void> }) => ReactNode;
  /** The card is typed into Stripe's Payment Element (its own checks), not the shop's card fields. */
  cardInStripe?: boolean;
  /**
   * Pays. Resolves when done (the page navigates); rejects with a message for the shopper, or
   * with field errors ({ 'card.number': '…' }) to show inline.
   */
  onPay(values: CheckoutFormValues): Promise<void>;
  /** A logged-in shopper's saved addresses (GET addresses), offered above the address fields. */
  savedAddresses?: readonly SavedAddress[];
  /** A logged-in shopper's saved cards that can pay (GET payment-methods), offered before a new card. */
  savedCards?: readonly SavedCard[];
  /** One click: the card of this session's last order, offered first. */
  sessionCards?: readonly SessionCard[];
  /** Whether the paying card is kept on the account (lib/checkout/cardKeeping.ts), and the club's name for its note. */
  cardKeeping?: CardKeeping;
  clubName?: string;
  /** For a shopper who is not logged in: the login page that comes back to checkout. */
  loginHref?: string;
  /** The club in the cart (GET cart clubJoin): its disclosure and consent box go beside the pay button. */
  club?: ClubJoin | null;
  /** Removes the club from the cart (shown with the disclosure). */
  onRemoveClub?(): Promise<void>;
}

export class PayError extends Error {
  readonly fieldErrors: Record<string, string>;
  constructor(message: string, fieldErrors: Record<string, string> = {}) {
    super(message);
    this.name = 'PayError';
    this.fieldErrors = fieldErrors;
  }
}

function ErrorSummary() {
  const { submitCount, errors, isSubmitting } = useFormikContext<CheckoutFormValues>();
  const count = JSON.stringify(errors).match(/":"/g)?.length ?? 0;
  if (!submitCount || isSubmitting || count === 0) return null;
  return (
    <p role="alert" className={styles.formAlert} data-testid="form-errors">
      Please check {count === 1 ? 'the highlighted field' : `the ${count} highlighted fields`}.
    </p>
  );
}

/** The checkout form: contact, shipping, billing, payment; Formik with the shared Yup rules. */
export function CheckoutForm({ initialValues, total, afterpayAvailable, wallet, cardInStripe = false, onPay, savedAddresses = [], savedCards = [], sessionCards = [], cardKeeping = 'none', clubName = '', loginHref, club = null, onRemoveClub }: CheckoutFormProps) {
  const [payError, setPayError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const inFlight = useRef(false);
  const errorRef = useRef<HTMLParagraphElement>(null);

  const submit = async (values: CheckoutFormValues, helpers: FormikHelpers<CheckoutFormValues>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPayError(null);
    try {
      await onPay(values);
      setDone(true);
    } catch (err) {
      if (values.paymentMethod === 'wallet') void helpers.setFieldValue('paymentMethod', 'card', false);
      const fieldErrors = err instanceof PayError ? err.fieldErrors : {};
      for (const [path, message] of Object.entries(fieldErrors)) helpers.setFieldError(path, message);
      const firstField = Object.keys(fieldErrors)[0];
      setPayError(err instanceof Error && err.message ? err.message : 'Payment failed. Please try again.');
      // A field the server named is where the shopper acts (one scroll, not two that fight); else the message by the Pay button.
      if (firstField) scrollToFirstError({ [firstField]: 'x' });
      // The Pay button was disabled while paying, which sent focus to <body>: focus the message instead.
      else
        requestAnimationFrame(() => {
          errorRef.current?.scrollIntoView?.({ block: 'center', behavior: scrollBehavior() });
          errorRef.current?.focus({ preventScroll: true });
        });
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <Formik initialValues={initialValues} validate={(v) => validateCheckoutForm(v, Boolean(club), cardInStripe)} onSubmit={submit} validateOnBlur validateOnChange={false}>
      {({ values, isSubmitting, submitForm, setFieldValue }) => (
        <Form noValidate className={styles.form} aria-label="Checkout">
          <FocusFirstError />
          {wallet && (
            <div className={styles.express}>
              {wallet({
                // The wallet sheet opens only for a form ready to pay; otherwise a submit shows what is missing.
                precheck: () => {
                  const ok = Object.keys(validateCheckoutForm({ ...values, paymentMethod: 'wallet' }, Boolean(club), cardInStripe)).length === 0;
                  if (!ok) void submitForm();
                  return ok;
                },
                payWithWallet: async () => {
                  await setFieldValue('paymentMethod', 'wallet', false);
                  await submitForm();
                },
              })}
              <p className={styles.or}>
                <span>or pay below</span>
              </p>
            </div>
          )}
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>Contact</legend>
            {/* Above the field: an error shown under the email goes away on blur, and must not move this link while it is clicked. */}
            {loginHref && (
              <p className={styles.haveAccount}>
                Have an account? <a href={loginHref}>Log in</a>
              </p>
            )}
            <TextField name="email" label="Email" type="email" autoComplete="email" inputMode="email" />
          </fieldset>
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>Shipping address</legend>
            <SavedAddressPicker prefix="shipping" addresses={savedAddresses} />
            <AddressFields prefix="shipping" />
          </fieldset>
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>Billing address</legend>
            <CheckField name="billingSameAsShipping" label="Billing address is the same as shipping" />
            {!values.billingSameAsShipping && (
              <>
                <SavedAddressPicker prefix="billing" addresses={savedAddresses} />
                <AddressFields prefix="billing" />
              </>
            )}
          </fieldset>
          <PaymentOptions total={total} afterpayAvailable={afterpayAvailable} savedCards={savedCards} sessionCards={sessionCards} cardKeeping={cardKeeping} clubName={clubName} loginHref={loginHref} />
          {club && <ClubDisclosure club={club} onRemove={onRemoveClub ?? (async () => undefined)} />}
          <ErrorSummary />
          {payError && (
            <p ref={errorRef} role="alert" tabIndex={-1} className={styles.payError} data-testid="payment-error">
              {payError}
            </p>
          )}
          <button type="submit" className={`btn ${styles.pay}`} disabled={isSubmitting || done} aria-busy={isSubmitting} data-testid="pay-button">
            {isSubmitting || done ? 'Processing…' : values.paymentMethod === 'afterpay' ? 'Continue with Pay in 4' : `Pay ${formatMoney(total)}`}
          </button>
          <p className={styles.secure}>Payments are encrypted. We never store or log your card number or security code: a saved card keeps only its last four digits, expiry and a token from our payment processor.</p>
        </Form>
      )}
    </Formik>
  );
}
