import { validateSavedAddress, type AddressType, type SavedAddressValues } from '../../lib/validation/savedAddress';
import { formatPhone } from '../../lib/validation/phone';
import { badRequest } from '../http/errors';
import { optionalBoolean, requireId } from '../http/input';
import type { Fields } from '../http/types';
import { cleanName } from './input';

export interface AddressInput extends SavedAddressValues {
  type: AddressType;
}

export interface SaveAddressInput {
  /** Set when an existing address is updated. */
  id: number | undefined;
  address: AddressInput;
  /** default=true: this becomes the default of its type. */
  makeDefault: boolean;
}

// API field → form field (lib/validation/savedAddress.ts); the API says `name` as the spec does.
const FIELDS: [keyof AddressInput, string][] = [
  ['type', 'type'], ['fullName', 'name'], ['company', 'company'], ['country', 'country'], ['address', 'address'],
  ['address2', 'address2'], ['city', 'city'], ['state', 'state'], ['zip', 'zip'], ['phone', 'phone'],
];

const apiName = (field: string) => FIELDS.find(([k]) => k === field)?.[1] ?? field;

/** A line of text: control characters (NUL included: PostgreSQL text cannot hold it) and runs of space become one space. */
const line = (f: Fields, name: string): string => {
  const v = f[name];
  return typeof v === 'string' ? cleanName(v) : '';
};

/**
 * POST address/save: the address checked with the form's rules (every problem at once, each named
 * by its API field, e.g. 'zip: Enter your zip code'). The phone is stored in its country's mask.
 */
export function readSaveAddress(f: Fields): SaveAddressInput {
  const id = f.id === undefined || f.id === '' ? undefined : requireId(f, 'id');
  const makeDefault = optionalBoolean(f, 'default') ?? false;
  const raw = {} as Record<keyof AddressInput, string>;
  for (const [key, api] of FIELDS) raw[key] = line(f, api);
  const errors = validateSavedAddress(raw);
  const messages = Object.entries(errors).map(([path, message]) => `${apiName(path)}: ${message}.`);
  if (messages.length) throw badRequest(messages);
  const address = { ...raw, phone: formatPhone(raw.phone, raw.country) } as AddressInput;
  return { id, address, makeDefault };
}

/** POST address/delete and address/default: `id`. */
export function readAddressId(f: Fields): number {
  return requireId(f, 'id');
}
