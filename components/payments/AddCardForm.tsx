import { Form, Formik } from 'formik';
import { useRef } from 'react';
import { useFormSend } from '../../lib/account/useFormSend';
import { cardBrandName } from '../../lib/payments/cardLabels';
import { cardFormFailure, emptyCardForm, validateCardForm, type CardFormValues } from '../../lib/payments/cardForm';
import type { PaymentMethodAdded } from '../../lib/payments/types';
import { cardType } from '../../lib/validation/card';
import { FocusFirstError } from '../ui/FocusFirstError';
import { MakeDefaultCheckbox } from '../account/MakeDefaultCheckbox';
import { SaveFormFooter } from '../account/SaveFormFooter';
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
  const { message, submit } = useFormSend(async (values: CardFormValues) => onSaved(await onSubmit(values)), cardFormFailure);

  return (
    <Formik initialValues={emptyCardForm()} validate={(v) => validateCardForm(v)} validateOnChange={false} validateOnBlur onSubmit={submit}>
      {({ values }) => {
        const type = cardType(values.card.number);
        return (
          <Form ref={formRef} noValidate aria-label={title} className={checkout.form} data-testid="card-form">
            <FocusFirstError formRef={formRef} />
            <CardFields numberHint={type ? `Card type: ${cardBrandName(type)}` : undefined} />
            {hasCards ? <MakeDefaultCheckbox>Make this my default card</MakeDefaultCheckbox> : null}
            <SaveFormFooter message={message} messageTestId="card-form-error" submitLabel="Save card" onCancel={onCancel} />
            <p className={styles.secure}>
              Your card number and security code go straight to our payment processor. We keep only the card type, its last four digits and the expiry date.
            </p>
          </Form>
        );
      }}
    </Formik>
  );
}
