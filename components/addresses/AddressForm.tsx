import { Form, Formik, type FormikErrors } from 'formik';
import { useRef } from 'react';
import { addressFormField } from '../../lib/account/addressFields';
import { accountFormFailure } from '../../lib/account/errors';
import type { AddressSaved } from '../../lib/account/types';
import { useFormSend, type SendFailure } from '../../lib/account/useFormSend';
import { isUS, postalLabel } from '../../lib/validation/address';
import { formatPhone } from '../../lib/validation/phone';
import { ADDRESS_MAX, validateSavedAddress, type SavedAddressValues } from '../../lib/validation/savedAddress';
import { FocusFirstError } from '../ui/FocusFirstError';
import { MakeDefaultCheckbox } from '../account/MakeDefaultCheckbox';
import { SaveFormFooter } from '../account/SaveFormFooter';
import { SelectField, TextField } from '../checkout/TextField';
import { addressCountries, US_STATES } from '../checkout/regions';
import checkout from '../checkout/CheckoutForm.module.css';

export interface AddressFormValues extends SavedAddressValues {
  makeDefault: boolean;
}

interface Props {
  /** The form's heading and accessible name. */
  title: string;
  /** The countries the brand ships to: a shipping address's only choices (a billing address may be anywhere). */
  shipsTo?: string[];
  initialValues: AddressFormValues;
  submitLabel: string;
  /** Sends the address; rejects with the API's error (field messages go on the fields). */
  onSubmit(values: AddressFormValues): Promise<AddressSaved>;
  onSaved(saved: AddressSaved): void;
  onCancel?(): void;
}

const TYPES = [
  { value: 'shipping', label: 'Shipping address' },
  { value: 'billing', label: 'Billing address' },
];

// The API's field names (docs/api.md) for accountFormFailure; addressFormField maps them to the form's.
const API_FIELDS = ['type', 'name', 'company', 'country', 'address', 'address2', 'city', 'state', 'zip', 'phone'] as const;


/** The API's field messages on the form's fields; one for a field the form does not have joins the rest above the button. */
function addressFailure(err: unknown): SendFailure<AddressFormValues> {
  const failure = accountFormFailure(err, API_FIELDS);
  const errors: Record<string, string> = {};
  const general = failure.message ? [failure.message] : [];
  for (const [api, text] of Object.entries(failure.fieldErrors)) {
    const field = addressFormField(api);
    if (field && text) errors[field] = text;
    else if (text) general.push(text);
  }
  return { errors: errors as FormikErrors<AddressFormValues>, message: general.length ? general.join(' ') : null };
}

/**
 * Add or edit a saved address: the checkout's address fields and rules (lib/validation), so the
 * country decides the postal code's label and the phone's mask, plus type, company and default.
 */
export function AddressForm({ title, shipsTo, initialValues, submitLabel, onSubmit, onSaved, onCancel }: Props) {
  const formRef = useRef<HTMLFormElement>(null);
  const { message, submit } = useFormSend(async (values: AddressFormValues) => onSaved(await onSubmit(values)), addressFailure);

  return (
    <Formik initialValues={initialValues} validate={validateSavedAddress} validateOnChange={false} validateOnBlur onSubmit={submit}>
      {({ values, setFieldValue }) => {
        const us = isUS(values.country);
        const onCountry = (next: string) => {
          void setFieldValue('phone', formatPhone(values.phone.replace(/\D/g, ''), next), false);
          if (!isUS(next) && us) void setFieldValue('state', '', false);
        };
        return (
          <Form ref={formRef} noValidate aria-label={title} className={checkout.form} data-testid="address-form">
            <FocusFirstError formRef={formRef} />
            <div className={checkout.grid}>
              <SelectField name="type" label="Use this as" options={TYPES} className={checkout.full} />
              <TextField name="fullName" label="Full name" autoComplete="name" maxLength={ADDRESS_MAX.fullName} className={checkout.full} />
              <TextField name="company" label="Company (optional)" autoComplete="organization" maxLength={ADDRESS_MAX.company} className={checkout.full} />
              <SelectField name="country" label="Country" options={addressCountries(values.country, values.type === 'shipping' ? shipsTo : undefined)} autoComplete="country" onValue={onCountry} className={checkout.full} />
              <TextField name="address" label="Address" autoComplete="address-line1" maxLength={ADDRESS_MAX.address} className={checkout.full} />
              <TextField name="address2" label="Apartment, suite, etc. (optional)" autoComplete="address-line2" maxLength={ADDRESS_MAX.address2} className={checkout.full} />
              <TextField name="city" label="City" autoComplete="address-level2" maxLength={ADDRESS_MAX.city} />
              {us ? (
                <SelectField name="state" label="State" options={US_STATES} autoComplete="address-level1" />
              ) : (
                <TextField name="state" label="State / Province (optional)" autoComplete="address-level1" maxLength={ADDRESS_MAX.state} />
              )}
              <TextField name="zip" label={postalLabel(values.country)} autoComplete="postal-code" inputMode={us ? 'numeric' : 'text'} maxLength={ADDRESS_MAX.zip} />
              <TextField
                name="phone"
                label="Phone"
                type="tel"
                autoComplete="tel"
                inputMode="tel"
                format={(v) => formatPhone(v, values.country)}
                placeholder={us ? '(555) 555-5555' : '+442079460000'}
              />
            </div>
            <MakeDefaultCheckbox>Make this my default {values.type === 'billing' ? 'billing' : 'shipping'} address</MakeDefaultCheckbox>
            <SaveFormFooter message={message} messageTestId="address-form-error" submitLabel={submitLabel} onCancel={onCancel} />
          </Form>
        );
      }}
    </Formik>
  );
}
