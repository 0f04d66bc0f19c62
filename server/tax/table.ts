import { stateTaxRule } from './rates';
import type { TaxProvider, TaxQuote, TaxQuoteInput } from './types';

const pct = (cents: number, rate: number) => (cents > 0 && rate > 0 ? Math.round((cents * rate) / 100) : 0);

/**
 * The built-in provider: the state rate of `rates.ts` on each line (a digital good only where the state taxes those), on shipping where the state
 * taxes it and on the club where it taxes memberships; 0 outside the US (the shop collects no
 * foreign VAT/GST: the shopper's country may charge its own on import) and for an unknown state.
 * Always an estimate (state rates only).
 */
export function quoteFromTable(input: TaxQuoteInput): TaxQuote {
  const us = input.destination.country.trim().toUpperCase() === 'US';
  const rule = us ? stateTaxRule(input.destination.state) : null;
  const rate = rule?.rate ?? 0;
  // A digital good is taxed only where the state taxes digital goods.
  const lines = input.lines.map((l) => (l.digital && !rule?.digital ? 0 : pct(l.amountCents, rate)));
  const shipping = rule?.shipping ? pct(input.shipping, rate) : 0;
  const club = rule?.club ? pct(input.club, rate) : 0;
  return { lines, shipping, club, total: lines.reduce((s, t) => s + t, 0) + shipping + club, estimate: true };
}

export const tableTaxProvider: TaxProvider = {
  name: 'table',
  quote: async (input) => quoteFromTable(input),
};
