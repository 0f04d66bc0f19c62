// Pay in 4 as the shop runs it when its processor does not (the sandbox): four payments two weeks
// apart on the same card, the first at checkout. Amounts are integer cents; the first three are the
// total divided by four rounded up to the cent, the last one takes what is left (a cent or three
// less), so the four always add up to the total.
import { billingDateLabel } from '../club/months';
import { formatCents } from '../format/money';
import { INSTALMENT_COUNT, instalmentPartCents } from './instalmentRule';

export { INSTALMENT_COUNT, instalmentPartCents };

export const INSTALMENT_INTERVAL_DAYS = 14;
/** A declined instalment is tried again this many days later, at most INSTALMENT_MAX_ATTEMPTS times in all. */
export const INSTALMENT_RETRY_DAYS = 3;
export const INSTALMENT_MAX_ATTEMPTS = 3;

export interface PlannedInstalment {
  /** 1 (today) to 4. */
  seq: number;
  /** YYYY-MM-DD (UTC). */
  dueDate: string;
  amountCents: number;
}

/** The four amounts for a total in cents: ceil(total / 4) three times, the rest last. */
export function instalmentAmounts(totalCents: number): number[] {
  if (!Number.isInteger(totalCents) || totalCents < INSTALMENT_COUNT) throw new RangeError(`instalmentAmounts: ${totalCents} cents cannot be split in ${INSTALMENT_COUNT}`);
  const part = instalmentPartCents(totalCents);
  return [part, part, part, totalCents - part * (INSTALMENT_COUNT - 1)];
}

/** 'YYYY-MM-DD' plus whole days (UTC). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The schedule of an order placed on `firstDate` (YYYY-MM-DD): one payment every two weeks from that day. */
export function instalmentSchedule(totalCents: number, firstDate: string): PlannedInstalment[] {
  return instalmentAmounts(totalCents).map((amountCents, i) => ({ seq: i + 1, dueDate: addDays(firstDate, i * INSTALMENT_INTERVAL_DAYS), amountCents }));
}

/** '$12.25' when the four are equal, else '$12.25 (the last $12.24)': what each payment is, exactly. */
export function instalmentAmountsText(totalCents: number): string {
  const [first, , , last] = instalmentAmounts(totalCents);
  return last === first ? formatCents(first) : `${formatCents(first)} (the last ${formatCents(last)})`;
}

/** One row of a schedule as the order page, thank-you page and mails list it. */
export interface ScheduleRow {
  seq: number;
  dueDate: string;
  amountCents: number;
  /** scheduled | paid | retrying | failed | canceled */
  status: string;
}

const STATUS_WORDS: Record<string, string> = {
  paid: 'paid', scheduled: 'scheduled', retrying: 'declined, we will try again', failed: 'declined, please contact us', canceled: 'canceled',
};

/** 'Paid July 1, 2026', 'Due July 15, 2026', …: the words for a row's state. */
export function scheduleRowLabel(r: Pick<ScheduleRow, 'seq' | 'dueDate' | 'status'>): string {
  const when = billingDateLabel(r.dueDate);
  if (r.status === 'paid') return r.seq === 1 ? `Paid ${when} (at checkout)` : `Paid ${when}`;
  if (r.status === 'scheduled') return `Due ${when}`;
  return `${when}: ${STATUS_WORDS[r.status] ?? r.status}`;
}
