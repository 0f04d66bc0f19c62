import { useFormikContext } from 'formik';
import { isUS, postalLabel } from '../../lib/validation/address';
import { formatPhone } from '../../lib/validation/phone';
import type { CheckoutFormValues } from '../../lib/checkout/fields';
import { SelectField, TextField } from './TextField';
import { COUNTRIES, US_STATES } from './regions';
import styles from './CheckoutForm.module.css';

/** Name, country, street, city, state, postal code and phone of the shipping or billing address. */
export function AddressFields({ prefix }: { prefix: 'shipping' | 'billing' }) {
  const { values, setFieldValue } = useFormikContext<CheckoutFormValues>();
  const country = values[prefix].country;
  const us = isUS(country);
  const ac = (token: string) => `${prefix} ${token}`;
  const onCountry = (next: string) => {
    void setFieldValue(`${prefix}.phone`, formatPhone(values[prefix].phone.replace(/\D/g, ''), next), false);
    if (!isUS(next) && isUS(country)) void setFieldValue(`${prefix}.state`, '', false);
  };
  return (
    <div className={styles.grid}>
      <TextField name={`${prefix}.fullName`} label="Full name" autoComplete={ac('name')} className={styles.full} />
      <SelectField name={`${prefix}.country`} label="Country" options={COUNTRIES} autoComplete={ac('country')} onValue={onCountry} className={styles.full} />
      <TextField name={`${prefix}.address`} label="Address" autoComplete={ac('address-line1')} className={styles.full} />
      <TextField name={`${prefix}.address2`} label="Apartment, suite, etc. (optional)" autoComplete={ac('address-line2')} className={styles.full} />
      <TextField name={`${prefix}.city`} label="City" autoComplete={ac('address-level2')} />
      {us ? (
        <SelectField name={`${prefix}.state`} label="State" options={US_STATES} autoComplete={ac('address-level1')} />
      ) : (
        <TextField name={`${prefix}.state`} label="State / Province (optional)" autoComplete={ac('address-level1')} />
      )}
      <TextField name={`${prefix}.zip`} label={postalLabel(country)} autoComplete={ac('postal-code')} inputMode={us ? 'numeric' : 'text'} />
      <TextField
        name={`${prefix}.phone`}
        label="Phone"
        type="tel"
        autoComplete={ac('tel')}
        inputMode="tel"
        format={(v) => formatPhone(v, country)}
        placeholder={us ? '(555) 555-5555' : '+44 20 7946 0000'.replace(/\s/g, '')}
      />
    </div>
  );
}
