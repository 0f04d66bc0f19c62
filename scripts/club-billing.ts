/**
 * npm run club:bill: the club's monthly billing run (server/club/billing.ts) on the app's own
 * database (DATABASE_URL, else SQLITE_FILE), for today (UTC). Safe to run again or from two
 * places at once: a billing date is never charged twice. Prints the summary; exits 1 when a
 * membership could not be billed (its error is printed; the next run tries again).
 */
import { billDueMemberships, type BillingSummary } from '../server/club/billing';
import { closeDb, getDb } from '../server/db';

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

function summaryLine(day: string, s: BillingSummary): string {
  const parts = [
    `${s.charged} charged (${dollars(s.chargedCents)})`, `${s.skipped} skipped`, `${s.declined} declined`, `${s.noCard} without a card`,
    ...(s.errors ? [`${s.errors} failed`] : []),
  ];
  return `club billing ${day}: ${parts.join(', ')}`;
}

async function main(): Promise<void> {
  const now = new Date();
  try {
    const summary = await billDueMemberships(await getDb(), now);
    console.log(summaryLine(now.toISOString().slice(0, 10), summary));
    if (summary.errors) process.exitCode = 1;
  } finally {
    await closeDb();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
