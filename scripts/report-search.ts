/**
 * npm run report:search [-- <brand>]: the searches that found nothing, per brand, most asked first
 * (server/search/misses.ts), from the app's database (DATABASE_URL, else SQLITE_FILE). Each line:
 * how many times, the normalised query, when it was last asked. Exits 2 on bad usage.
 */
import { runCommand, withDb } from './lib/command';
import { formatMissReport, listMisses } from '../server/search/misses';

async function main(args: string[]): Promise<number> {
  if (args.length > 1 || (args[0] !== undefined && !/^[a-z0-9_-]{1,40}$/.test(args[0]))) {
    console.error('Usage: npm run report:search [-- <brandId>]');
    return 2;
  }
  console.log(formatMissReport(await withDb((db) => listMisses(db, args[0]))));
  return 0;
}

runCommand(main);
