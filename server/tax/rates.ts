/**
 * US sales tax by state: an ESTIMATE, not tax advice. Rates are the state-level base rates (about
 * 2025; Utah and Virginia include their statewide local add-on), percent. No county, city or
 * special-district rates, no holidays, and no clothing exemptions (PA, NJ, MN, VT and NY below
 * $110 do not tax most clothing; this table taxes it). Use a tax service (see index.ts) for
 * figures to file with.
 *
 * shipping: the state taxes a delivery charge billed with taxable goods (simplified: the common
 * rule of the state, ignoring 'separately stated' and 'common carrier' nuances).
 * club: the state taxes a membership/subscription service like the VIP club (only the states with a
 * broad tax on services; elsewhere a membership is not tangible goods and is not taxed).
 */
export interface StateTaxRule {
  rate: number;
  shipping: boolean;
  club: boolean;
  /** The state taxes digital goods sold to the end user (a digital offer's line); see DIGITAL_GOODS_TAXED. */
  digital: boolean;
}

/**
 * digital: the states that tax digital products delivered electronically (downloads, e-gifts) at
 * their rate, as most Streamlined Sales Tax members and a few others do (about 2025, simplified: no
 * distinction between specified digital products, and no partial bases such as Texas's 80%). The
 * others (California, Florida, New York, Massachusetts, Georgia, Illinois, …) do not tax them.
 */
const DIGITAL_GOODS_TAXED = new Set([
  'AL', 'AZ', 'AR', 'CO', 'CT', 'DC', 'HI', 'ID', 'IN', 'IA', 'KY', 'LA', 'ME', 'MD', 'MN', 'MS', 'NE', 'NJ', 'NM', 'NC', 'OH',
  'PA', 'PR', 'RI', 'SD', 'TN', 'TX', 'UT', 'VT', 'WA', 'WV', 'WI', 'WY',
]);

const r = (rate: number, shipping = false, club = false): Omit<StateTaxRule, 'digital'> => ({ rate, shipping, club });

const STATE_RATES: Readonly<Record<string, Omit<StateTaxRule, 'digital'>>> = {
  AL: r(4), AK: r(0), AZ: r(5.6), AR: r(6.5, true), CA: r(7.25), CO: r(2.9), CT: r(6.35, true), DE: r(0), DC: r(6, true),
  FL: r(6), GA: r(4, true), HI: r(4, true, true), ID: r(6), IL: r(6.25), IN: r(7, true), IA: r(6), KS: r(6.5, true),
  KY: r(6, true), LA: r(5), ME: r(5.5), MD: r(6), MA: r(6.25), MI: r(6, true), MN: r(6.875, true), MS: r(7, true),
  MO: r(4.225), MT: r(0), NE: r(5.5, true), NV: r(6.85), NH: r(0), NJ: r(6.625, true), NM: r(4.875, true, true),
  NY: r(4, true), NC: r(4.75, true), ND: r(5, true), OH: r(5.75, true), OK: r(4.5), OR: r(0), PA: r(6, true), PR: r(10.5, true),
  RI: r(7, true), SC: r(6, true), SD: r(4.2, true, true), TN: r(7, true), TX: r(6.25, true), UT: r(6.1), VT: r(6, true),
  VA: r(5.3), WA: r(6.5, true), WV: r(6, true, true), WI: r(5, true), WY: r(4),
};

export const US_STATE_TAX: Readonly<Record<string, StateTaxRule>> = Object.fromEntries(
  Object.entries(STATE_RATES).map(([state, rule]) => [state, { ...rule, digital: DIGITAL_GOODS_TAXED.has(state) }]),
);

/** The rule of a US state or territory code, or null for an unknown one. */
export const stateTaxRule = (state: string): StateTaxRule | null => US_STATE_TAX[state.trim().toUpperCase()] ?? null;
