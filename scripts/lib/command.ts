/**
 * What every maintenance command (job, order:ship, the reports) shares: it runs main with the
 * process's arguments and exits with main's code (1 when main throws), and opens the app's database
 * (DATABASE_URL, else SQLITE_FILE) only for the work that needs it, closing it afterwards.
 */
import { closeDb, getDb, type DB } from '../../server/db';
import { HttpError } from '../../server/http/errors';

// A command never migrates or seeds the database it is pointed at (a shell without
// NODE_ENV=production must not put demo customers into a live database): `npm run db:migrate` does.
process.env.DB_AUTO_SETUP ??= '0';

/** An operator reads what went wrong and why (a bundled file's stack says little): `LOG_LEVEL=debug` adds the stack. */
function printCrash(err: unknown): void {
  if (!(err instanceof Error)) return console.error(err);
  const why = err.cause instanceof Error ? `: ${err.cause.message}` : '';
  console.error(process.env.LOG_LEVEL === 'debug' ? err : `${err.message}${why}`);
}

export function runCommand(main: (args: string[]) => Promise<number>, onCrash: (err: unknown) => void = printCrash): void {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (err: unknown) => {
      onCrash(err);
      process.exitCode = 1;
    },
  );
}

export async function withDb<T>(work: (db: DB) => Promise<T>): Promise<T> {
  try {
    return await work(await getDb());
  } finally {
    await closeDb();
  }
}

/** Runs a command's work; a refusal the operator should read (an HttpError: unknown order, too much, …) is printed and answers 1. */
export async function refusalExits1(work: () => Promise<number>): Promise<number> {
  try {
    return await work();
  } catch (err) {
    if (!(err instanceof HttpError)) throw err;
    console.error(err.messages.join('\n'));
    return 1;
  }
}
