/**
 * npm run report:attribution -- [--brand pf] [--from YYYY-MM-DD] [--to YYYY-MM-DD]: orders, revenue
 * and club joins per source / medium / campaign, by last touch and then first touch, per brand
 * (server/marketing/reports.ts). App's database: DATABASE_URL, else SQLITE_FILE. Exits 2 on bad usage.
 */
import { closeDb, getDb } from '../server/db';
import { attributionReport, formatAttributionReport, parseAttributionArgs } from '../server/marketing/reports';

async function main(args: string[]): Promise<number> {
  const opts = parseAttributionArgs(args);
  if ('error' in opts) {
    console.error(`${opts.error}\nUsage: npm run report:attribution -- [--brand <id>] [--from YYYY-MM-DD] [--to YYYY-MM-DD]`);
    return 2;
  }
  try {
    console.log(formatAttributionReport(await attributionReport(await getDb(), opts), opts));
    return 0;
  } finally {
    await closeDb();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  },
);
