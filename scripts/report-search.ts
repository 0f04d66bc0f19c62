/**
 * npm run report:search [-- <brand>]: the searches that found nothing, per brand, most asked first
 * (server/search/misses.ts), from the app's database (DATABASE_URL, else SQLITE_FILE). Each line:
 * how many times, the normalised query, when it was last asked. Exits 2 on bad usage.
 */
import { closeDb, getDb } from '../server/db';
import { formatMissReport, listMisses } from '../server/search/misses';

async function main(args: string[]): Promise<number> {
  if (args.length > 1 || (args[0] !== undefined && !/^[a-z0-9_-]{1,40}$/.test(args[0]))) {
    console.error('Usage: npm run report:search [-- <brandId>]');
    return 2;
  }
  try {
    console.log(formatMissReport(await listMisses(await getDb(), args[0])));
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
