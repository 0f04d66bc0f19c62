// The Pay in 4 rule on its own (no other imports), so the item page's price line can use it without
// pulling in the schedule's date and label code (lib/payments/instalments.ts).

export const INSTALMENT_COUNT = 4;

/** One installment of a total in cents: the total divided by four, rounded up to the cent (the first three are this). */
export const instalmentPartCents = (totalCents: number): number => Math.ceil(totalCents / INSTALMENT_COUNT);
