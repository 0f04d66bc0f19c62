import { Form, Formik, type FormikHelpers } from 'formik';
import { useRef, useState } from 'react';
import { cardBrandName } from '@/lib/payments/cardLabels';
import { cardFormFailure, emptyCardForm, validateCardForm, type CardFormValues } from '@/lib/payments/cardForm';
import type { PaymentMethodAdded } from '@/lib/payments/types';
import { cardType } from '@/lib/validation/card';
import { FocusFirstError } from '@/components/ui/FocusFirstError';
import { CardFields } from '../checkout/CardFields';
import checkout from '../checkout/CheckoutForm.module.css';
import styles from './PaymentMethods.module.css';

interface Props {
  /** The form's accessible name (its section heading). */
  title: string;
  /** Offers "make this my default" (the first card is the default anyway). */
  hasCards: boolean;
  /** Tokenizes the card, then saves the token; rejects with the API's error. */
  onSubmit(values: CardFormValues): Promise<PaymentMethodAdded>;
  onSaved(saved: PaymentMethodAdded): void;
  onCancel?(): void;
}

/**
 * Add a card: the checkout's card fields (grouping as typed, 'MM / YY', input limits) and rules,
 * with the detected card type under the number. Field errors from the gateway go on the fields,
 * every other refusal above the button.
 */
export function AddCardForm({ title, hasCards, onSubmit, onSaved, onCancel }: Props) {
  const formRef = useRef<HTMLFormElement>(null);
  const [message, setMessage] = useState<string | null>(null);
  const sending = useRef(false);

  const submit = async (values: CardFormValues, helpers: FormikHelpers<CardFormValues>) => {
    if (sending.current) return;
    sending.current = true;
    setMessage(null);
    try {
      onSaved(await onSubmit(values));
    } catch (err) {
      const failure = cardFormFailure(err);
      helpers.setErrors(failure.errors);
      setMessage(failure.message);
    } finally {
      sending.current = false;
    }
  };

  return (
    <Formik initialValues={emptyCardForm()} validate={(v) => validateCardForm(v)} validateOnChange={false} validateOnBlur onSubmit={submit}>
      {({ values, setFieldValue, isSubmitting }) => {
        const type = cardType(values.card.number);
        return (
          <Form ref={formRef} noValidate aria-label={title} className={checkout.form} data-testid="card-form">
            <FocusFirstError formRef={formRef} />
            <CardFields numberHint={type ? `Card type: ${cardBrandName(type)}` : undefined} />
            {hasCards ? (
              <label className={checkout.check}>
                <input
                  type="checkbox"
                  name="makeDefault"
                  checked={values.makeDefault}
                  onChange={(e) => void setFieldValue('makeDefault', e.target.checked, false)}
                />
                Make this my default card
              </label>
            ) : null}
            {message ? (
              <p className={checkout.formAlert} role="alert" data-testid="card-form-error">
                {message}
              </p>
            ) : null}
            <div className={styles.formActions}>
              <button type="submit" className="btn" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
                {isSubmitting ? 'Saving…' : 'Save card'}
              </button>
              {onCancel ? (
                <button type="button" className="btn btn-outline" onClick={onCancel}>
                  Cancel
                </button>
              ) : null}
            </div>
            <p className={styles.secure}>
              Your card number and security code go straight to our payment processor. We keep only the card type, its last four digits and the expiry date.
            </p>
          </Form>
        );
      }}
    </Formik>
  );
}
