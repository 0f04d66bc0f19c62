/** Where the order ships: the only thing US sales tax depends on here. */
export interface TaxDestination {
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** US state or territory code (two letters); may be empty outside the US. */
  state: string;
  zip?: string;
  city?: string;
}

export interface TaxQuoteInput {
  destination: TaxDestination;
  /** What each line costs after the order's discount, in cents (goods: clothing and accessories; `digital`: a digital good). */
  lines: { amountCents: number; digital?: boolean }[];
  /** Shipping charged, in cents. */
  shipping: number;
  /** The club membership's first month charged with the order, in cents (a subscription service). */
  club: number;
}

export interface TaxQuote {
  /** Tax on each line, in cents, in the order of the input lines. */
  lines: number[];
  shipping: number;
  club: number;
  /** Sum of the above. */
  total: number;
  /** True when the figure is an estimate (the built-in table always is). */
  estimate: boolean;
}

/**
 * A sales-tax calculator. The built-in one is a table of state rates (`table.ts`); a tax service
 * (Avalara, TaxJar, Stripe Tax…) plugs in as another implementation of this interface, registered
 * in `server/tax/index.ts` and chosen with TAX_PROVIDER. quote() is async so a service may call out.
 */
export interface TaxProvider {
  readonly name: string;
  quote(input: TaxQuoteInput): Promise<TaxQuote>;
}
