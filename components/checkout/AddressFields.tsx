import { useFormikContext } from 'formik';
import { isUS, postalLabel } from '../../lib/validation/address';
import { formatPhone } from '../../lib/validation/phone';
import type { CheckoutFormValues } from '../../lib/checkout/fields';
import { SelectField, TextField } from './TextField';
import { COUNTRIES, US_STATES } from './regions';
import { quotableDestination, useReportDestination, useShipsTo } from '../../lib/checkout/destination';
import { countryCode, countryLabel, countryName } from '../../lib/shipping/zones';
import styles from './CheckoutForm.module.css';

/** The shipping address's country choices: only where the brand ships (and the current value, so a refusal shows on it). */
function shippingCountries(shipsTo: string[], current: string) {
  const codes = shipsTo.includes(countryCode(current)) || !current ? shipsTo : [...shipsTo, countryCode(current)];
  return codes.map((code) => ({ value: code, label: COUNTRIES.find((c) => c.value === code)?.label ?? countryLabel(code) }));
}

/** Name, country, street, city, state, postal code and phone of the shipping or billing address. */
export function AddressFields({ prefix }: { prefix: 'shipping' | 'billing' }) {
  const { values, setFieldValue } = useFormikContext<CheckoutFormValues>();
  const country = values[prefix].country;
  const us = isUS(country);
  const ac = (token: string) => `${prefix} ${token}`;
  const shipsTo = useShipsTo();
  const shipping = prefix === 'shipping';
  // The checkout prices the cart for the shipping address (zone and tax) once it is known.
  useReportDestination(shipping ? quotableDestination(values.shipping, shipsTo) : null);
  const countries = shipping ? shippingCountries(shipsTo, country) : COUNTRIES;
  const fixedCountry = shipping && countries.length === 1 && countryCode(country) === countries[0].value;
  const onCountry = (next: string) => {
    void setFieldValue(`${prefix}.phone`, formatPhone(values[prefix].phone.replace(/\D/g, ''), next), false);
    if (!isUS(next) && isUS(country)) void setFieldValue(`${prefix}.state`, '', false);
  };
  return (
    <div className={styles.grid}>
      <TextField name={`${prefix}.fullName`} label="Full name" autoComplete={ac('name')} className={styles.full} />
      {fixedCountry ? (
        <div className={`${styles.field} ${styles.full}`}>
          <span className={styles.label}>Country</span>
          <p data-testid="shipping-country" className={styles.hint}>
            {countries[0].label} <span>(we ship only within {countryName(countries[0].value)})</span>
          </p>
        </div>
      ) : (
        <SelectField name={`${prefix}.country`} label="Country" options={countries} autoComplete={ac('country')} onValue={onCountry} className={styles.full} />
      )}
      {shipping && !us && country && shipsTo.includes(countryCode(country)) && (
        <p data-testid="international-note" className={`${styles.hint} ${styles.full}`}>
          Shipping to {countryName(country)} is charged at its own rate, shown in your order summary. Prices are in US dollars (USD) and no US
          sales tax is charged; import taxes or duties may be collected on delivery.
        </p>
      )}
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
