import { notShippedMessage, zoneFor } from '../../lib/shipping/zones';
import { badRequest } from '../http/errors';
import { optionalString } from '../http/input';
import type { Fields } from '../http/types';
import type { StoreSettings } from '../settings/store';
import type { TaxDestination } from '../tax';

/** 400 naming the field when the brand has no shipping zone for the country ('country: We don't ship to …'). */
export function assertShipsTo(settings: StoreSettings, country: string, field: string): void {
  if (!zoneFor(settings, country)) throw badRequest(`${field}: ${notShippedMessage(settings, country)}`);
}

/**
 * The destination a cart is priced for (GET cart?country=US&state=CA): null without a country (the
 * brand's default zone, no tax quoted yet); a country the brand does not ship to is a 400.
 */
export function readDestination(f: Fields, settings: StoreSettings): TaxDestination | null {
  const country = optionalString(f, 'country', 2)?.toUpperCase();
  if (!country) return null;
  if (!/^[A-Z]{2}$/.test(country)) throw badRequest('country: must be a two-letter country code');
  assertShipsTo(settings, country, 'country');
  const state = (optionalString(f, 'state', 3) ?? '').toUpperCase();
  if (state && !/^[A-Z]{2,3}$/.test(state)) throw badRequest('state: must be a state or province code');
  return { country, state };
}
