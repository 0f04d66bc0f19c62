/**
 * Where a brand ships, as shop data (store settings `shippingZones`): each zone lists the countries
 * it covers and its shipping methods (price and free-shipping threshold, in US dollars). The first
 * zone is the brand's default: the cart is priced with it until the shipping address is known.
 * Settings without `shippingZones` ship to the US only, at `standardShippingCost`, free from
 * `freeShippingThreshold`. Shared by the shop API and the checkout screen (pure, no I/O).
 */
import { isUS } from '../validation/address';

/** A country as its code: 'USA' and 'United States' are 'US'; other values upper-cased. */
export const countryCode = (country: string) => (isUS(country) ? 'US' : country.trim().toUpperCase());

export interface ShippingMethod {
  id: string;
  name: string;
  /** Dollars. */
  price: number;
  /** Free at or above this discounted subtotal (dollars); null: never free. */
  freeOver: number | null;
}

export interface ShippingZone {
  id: string;
  name: string;
  /** ISO 3166-1 alpha-2 codes. */
  countries: string[];
  methods: ShippingMethod[];
}

interface ZoneSettings {
  shippingZones?: unknown;
  freeShippingThreshold?: unknown;
  standardShippingCost?: unknown;
}

export const COUNTRY_NAMES: Record<string, string> = {
  US: 'the United States', CA: 'Canada', GB: 'the United Kingdom', AU: 'Australia', NZ: 'New Zealand', IE: 'Ireland',
  MX: 'Mexico', FR: 'France', DE: 'Germany',
};

/** A country's name for a sentence ('the United States', 'Canada'); unknown codes as given. */
export const countryName = (code: string) => COUNTRY_NAMES[countryCode(code)] ?? code.trim();

/** The label of a country in a list ('United States'). */
export const countryLabel = (code: string) => countryName(code).replace(/^the /, '').replace(/^./, (c) => c.toUpperCase());

const num = (v: unknown, fallback: number) => {
  const n = Number(v);
  return Number.isFinite(n) && n >= 0 ? n : fallback;
};

/** The brand's zones (the legacy single US zone when settings have none). */
export function shippingZones(settings: ZoneSettings): ShippingZone[] {
  if (Array.isArray(settings.shippingZones) && settings.shippingZones.length > 0) return settings.shippingZones as ShippingZone[];
  return [{
    id: 'us',
    name: 'United States',
    countries: ['US'],
    methods: [{ id: 'standard', name: 'Standard shipping', price: num(settings.standardShippingCost, 0), freeOver: num(settings.freeShippingThreshold, 0) }],
  }];
}

/** Every country the brand ships to, default zone first. */
export function shipsTo(settings: ZoneSettings): string[] {
  return [...new Set(shippingZones(settings).flatMap((z) => z.countries.map((c) => c.toUpperCase())))];
}

/** The zone covering a country, or null when the brand does not ship there. */
export function zoneFor(settings: ZoneSettings, country: string): ShippingZone | null {
  const code = countryCode(country);
  return shippingZones(settings).find((z) => z.countries.some((c) => c.toUpperCase() === code)) ?? null;
}

/** The default zone (the first): what the cart is priced with before an address is known. */
export const defaultZone = (settings: ZoneSettings): ShippingZone => shippingZones(settings)[0];

/** A zone's method by id, else its first (the standard one). */
export function methodOf(zone: ShippingZone, id?: string | null): ShippingMethod {
  return zone.methods.find((m) => m.id === id) ?? zone.methods[0];
}

/** 'Canada' / 'the United States and Canada' / 'A, B and C'. */
function listNames(codes: string[]): string {
  const names = codes.map(countryName);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** The refusal for a country the brand does not ship to (without the field name). */
export function notShippedMessage(settings: ZoneSettings, country: string): string {
  return `We don't ship to ${countryName(country)}. We ship to ${listNames(shipsTo(settings))}.`;
}
