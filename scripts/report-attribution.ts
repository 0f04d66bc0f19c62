/**
 * npm run report:attribution -- [--brand pf] [--from YYYY-MM-DD] [--to YYYY-MM-DD]: orders, revenue
 * and club joins per source / medium / campaign, by last touch and then first touch, per brand
 * (server/marketing/reports.ts). App's database: DATABASE_URL, else SQLITE_FILE. Exits 2 on bad usage.
 */
import { runCommand, withDb } from './lib/command';
import { attributionReport, formatAttributionReport, parseAttributionArgs } from '../server/marketing/reports';

async function main(args: string[]): Promise<number> {
  const opts = parseAttributionArgs(args);
  if ('error' in opts) {
    console.error(`${opts.error}\nUsage: npm run report:attribution -- [--brand <id>] [--from YYYY-MM-DD] [--to YYYY-MM-DD]`);
    return 2;
  }
  console.log(formatAttributionReport(await withDb((db) => attributionReport(db, opts)), opts));
  return 0;
}

runCommand(main);
