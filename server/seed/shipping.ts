import type { ShippingZone } from '../../lib/shipping/zones';
import { freeShippingLine } from '../../lib/shipping/freeShippingCopy';

/**
 * Shipping used by every brand in the US (the default zone), seeded into settings as
 * freeShippingThreshold / standardShippingCost and as the brand's first shipping zone. Tax is not a
 * setting: US sales tax is quoted by destination (server/tax), none outside the US.
 */
export const FREE_SHIPPING_THRESHOLD = 75;
export const STANDARD_SHIPPING_COST = 6.95;

/** The Canada zone's rate (a brand ships there when its shop data lists CANADA_ZONE), priced in US dollars. */
export const CANADA_SHIPPING_COST = 12.95;
export const CANADA_FREE_SHIPPING_THRESHOLD = 100;

export const US_ZONE: ShippingZone = {
  id: 'us', name: 'United States', countries: ['US'],
  methods: [{ id: 'standard', name: 'Standard shipping', price: STANDARD_SHIPPING_COST, freeOver: FREE_SHIPPING_THRESHOLD }],
};

export const CANADA_ZONE: ShippingZone = {
  id: 'ca', name: 'Canada', countries: ['CA'],
  methods: [{ id: 'standard', name: 'Standard shipping to Canada', price: CANADA_SHIPPING_COST, freeOver: CANADA_FREE_SHIPPING_THRESHOLD }],
};

/** 'Free shipping on orders of $75 or more', for seeded shop copy (free from the threshold itself). */
export const FREE_SHIPPING_LINE = freeShippingLine(FREE_SHIPPING_THRESHOLD);
