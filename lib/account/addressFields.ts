// The /addresses form's values and the POST address/save fields (docs/api.md): the form says
// fullName as the checkout does, the API says name as the spec does.
import type { SavedAddressValues } from '../validation/savedAddress';
import type { SavedAddress } from './types';

export const emptySavedAddress = (type: SavedAddressValues['type'] = 'shipping', fullName = ''): SavedAddressValues => ({
  type, fullName, company: '', country: 'US', address: '', address2: '', city: '', state: '', zip: '', phone: '',
});

/** A saved address in the form, to edit it. */
export function addressFormValues(a: SavedAddress): SavedAddressValues {
  return {
    type: a.type, fullName: a.name, company: a.company, country: a.country, address: a.address, address2: a.address2,
    city: a.city, state: a.state, zip: a.zip, phone: a.phone,
  };
}

/** POST address/save fields; `id` updates that address, `makeDefault` makes it the default of its type. */
export function saveAddressFields(v: SavedAddressValues, { id, makeDefault }: { id?: number; makeDefault?: boolean } = {}): Record<string, string | number | boolean | undefined> {
  const t = (s: string) => s.trim();
  return {
    id, default: makeDefault || undefined, type: v.type, name: t(v.fullName), company: t(v.company), country: v.country, address: t(v.address), address2: t(v.address2),
    city: t(v.city), state: t(v.state), zip: t(v.zip), phone: t(v.phone),
  };
}

/** API field → form field, for the field errors address/save answers ('name: …' belongs on fullName). */
export function addressFormField(apiField: string): keyof SavedAddressValues | null {
  if (apiField === 'name') return 'fullName';
  const known: (keyof SavedAddressValues)[] = ['type', 'company', 'country', 'address', 'address2', 'city', 'state', 'zip', 'phone'];
  return (known as string[]).includes(apiField) ? (apiField as keyof SavedAddressValues) : null;
}
