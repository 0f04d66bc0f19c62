import { quoteFromTable } from '../../server/tax/table';

/**
 * US sales tax in cents for an order shipped to a state, from the built-in rate table (the
 * default tax provider): what the shop API adds for that address. Tests compute expected totals
 * with it instead of assuming a flat rate.
 */
export function stateTaxCents(state: string, goodsCents: number, shippingCents = 0, clubCents = 0): number {
  return quoteFromTable({ destination: { country: 'US', state }, lines: [{ amountCents: goodsCents }], shipping: shippingCents, club: clubCents }).total;
}

/** Texas (the tests' usual address, Austin TX: 6.25%, shipping taxed, a membership not). */
export const txTaxCents = (goodsCents: number, shippingCents = 0, clubCents = 0) => stateTaxCents('TX', goodsCents, shippingCents, clubCents);
