// Prepaid plans (issue 36; the club pages: "prepaid plans ship on the dates shown in your account"):
// an active member pays a number of months ahead at a discount; each of those billing dates ships its
// piece without a charge (billingRules.ts 'prepaid'). Shop data per brand; a brand without an entry
// sells none.
import { addOneMonth } from '../../lib/club/months';

export interface PrepaidPlan {
  months: number;
  /** Off the membership's monthly price, in percent. */
  percentOff: number;
}

export const PREPAID_PLANS: Readonly<Record<string, readonly PrepaidPlan[]>> = {
  pf: [{ months: 3, percentOff: 10 }, { months: 6, percentOff: 15 }],
  ckb: [{ months: 3, percentOff: 10 }, { months: 6, percentOff: 15 }],
};

/** What a plan costs now, in cents: the months at the monthly price, less the plan's percent. */
export function prepaidPriceCents(monthlyCents: number, plan: PrepaidPlan): number {
  return Math.round((monthlyCents * plan.months * (100 - plan.percentOff)) / 100);
}

/** The billing dates a plan bought now covers: the next `months` from the next billing date (a skipped month is not used). */
export function prepaidDates(nextBillingDate: string, months: number): string[] {
  const dates = [nextBillingDate];
  while (dates.length < months) dates.push(addOneMonth(dates[dates.length - 1]));
  return dates;
}

/** What the unused months of a prepayment give back when the membership ends early (cents). */
export function unusedPrepaidCents(paidCents: number, months: number, monthsLeft: number): number {
  if (months <= 0 || monthsLeft <= 0) return 0;
  return Math.round((paidCents * Math.min(monthsLeft, months)) / months);
}
