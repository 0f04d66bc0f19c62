import { tableTaxProvider } from './table';
import type { TaxProvider } from './types';

export type { TaxDestination, TaxProvider, TaxQuote, TaxQuoteInput } from './types';

/**
 * The seam where a tax service plugs in: TAX_PROVIDER names the implementation (default `table`,
 * the built-in state-rate estimate). To add a service, implement TaxProvider (quote() may call the
 * service's API; keep its key in an env variable) and add it here under its name, e.g.
 * `taxjar: taxJarProvider`. An unknown name is a start-up error, not a silent 0% tax.
 */
const PROVIDERS: Record<string, TaxProvider> = {
  table: tableTaxProvider,
};

export function getTaxProvider(name = process.env.TAX_PROVIDER): TaxProvider {
  const key = (name ?? '').trim() || 'table';
  const provider = PROVIDERS[key];
  if (!provider) throw new Error(`TAX_PROVIDER=${key} is not a tax provider (known: ${Object.keys(PROVIDERS).join(', ')})`);
  return provider;
}
