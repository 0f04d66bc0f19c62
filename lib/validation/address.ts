// Address rules (spec sections 4 and 5).

const US_NAMES = new Set(['US', 'USA', 'UNITED STATES', 'UNITED STATES OF AMERICA']);

/** True for the United States, given as a code ('US', 'USA') or a name, in any case. */
export function isUS(country: string | null | undefined): boolean {
  return US_NAMES.has(String(country ?? '').trim().toUpperCase());
}

export function postalLabel(country: string | null | undefined): 'Zip Code' | 'Postal Code' {
  return isUS(country) ? 'Zip Code' : 'Postal Code';
}

const US_ZIP = /^\d{5}(?:-\d{4})?$/;

/**
 * A US zip code is five digits or ZIP+4 ('78701', '78701-1234'). Other countries' postal codes
 * vary too much to check here; any non-blank value passes (the form caps its length).
 */
export function validatePostalCode(zip: string | null | undefined, country: string | null | undefined): boolean {
  const z = String(zip ?? '').trim();
  if (!z) return false;
  return isUS(country) ? US_ZIP.test(z) : true;
}

/** At least two words separated by spaces, e.g. "Ann Lee". */
export function validateFullName(name: string | null | undefined): boolean {
  return String(name ?? '').trim().split(/\s+/).length >= 2;
}

/**
 * Billing is the same as shipping when every compared field is equal ignoring case.
 * Missing values count as empty strings.
 */
export function sameAddress<T extends object>(a: T, b: T, fields: readonly (keyof T)[]): boolean {
  const text = (v: unknown) => (v === null || v === undefined ? '' : String(v)).toLowerCase();
  return fields.every((f) => text(a[f]) === text(b[f]));
}
