import { countryCode, countryLabel } from '../../lib/shipping/zones';

export const COUNTRIES = [
  { value: 'US', label: 'United States' },
  { value: 'CA', label: 'Canada' },
  { value: 'GB', label: 'United Kingdom' },
  { value: 'AU', label: 'Australia' },
  { value: 'NZ', label: 'New Zealand' },
  { value: 'IE', label: 'Ireland' },
];

const US_STATE_CODES =
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA PR RI SC SD TN TX UT VT VA WA WV WI WY';

export const US_STATES = US_STATE_CODES.split(' ').map((s) => ({ value: s, label: s }));

const labelOf = (code: string) => COUNTRIES.find((c) => c.value === code)?.label ?? countryLabel(code);

/**
 * A saved address's country choices: with `shipsTo` (a shipping address) only the countries the brand
 * ships to, else every country of the list. A country saved before (or through the API) that is not
 * among them stays selectable, so the form shows it and the server's refusal lands on it.
 */
export function addressCountries(current: string, shipsTo?: string[]): { value: string; label: string }[] {
  const options = shipsTo?.length ? shipsTo.map((code) => ({ value: code, label: labelOf(code) })) : COUNTRIES;
  return !current || options.some((c) => c.value === current) ? options : [...options, { value: current, label: labelOf(countryCode(current)) }];
}
