/**
 * npm run report:experiments [-- <brand>]: per split test and brand, exposures, conversions (club
 * joins, orders) and conversion rate per group, the difference with a 95% confidence interval, and
 * whether a winner may be called (server/marketing/reports.ts). App's database: DATABASE_URL, else
 * SQLITE_FILE. Exits 2 on bad usage.
 */
import { BRANDS } from '../brands';
import { runCommand, withDb } from './lib/command';
import { experimentReport, formatExperimentReport } from '../server/marketing/reports';

async function main(args: string[]): Promise<number> {
  if (args.length > 1 || (args[0] !== undefined && !BRANDS.some((b) => b.id === args[0]))) {
    console.error(`Usage: npm run report:experiments [-- <brandId>] (${BRANDS.map((b) => b.id).join(', ')})`);
    return 2;
  }
  console.log(formatExperimentReport(await withDb((db) => experimentReport(db, args[0]))));
  return 0;
}

runCommand(main);
