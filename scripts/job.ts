/**
 * npm run job -- <name>: runs one maintenance job (server/jobs) once on the app's database
 * (DATABASE_URL, else SQLITE_FILE) and logs what it did as one JSON line; exits 1 when the run
 * failed or counted errors, 2 for an unknown name. `npm run job -- --list` lists the jobs.
 * Bundled by `npm run build` into dist/job.mjs (plain node, production dependencies only).
 */
import { closeDb, getDb } from '../server/db';
import { JOBS, findJob, jobNames } from '../server/jobs';
import { runJob } from '../server/jobs/run';
import { log } from '../server/ops/log';

// A job never migrates or seeds the database it is pointed at (a shell without NODE_ENV=production
// must not put demo customers into a live database): `npm run db:migrate` does that.
process.env.DB_AUTO_SETUP ??= '0';

async function main(args: string[]): Promise<number> {
  const name = args[0];
  if (!name || name === '--list' || name === '--help') {
    const width = Math.max(...Object.keys(JOBS).map((n) => n.length)) + 1;
    for (const [n, job] of Object.entries(JOBS)) console.log(`${n.padEnd(width)} every ${job.everyMs >= 60_000 ? `${job.everyMs / 60_000} min` : `${job.everyMs / 1000} s`}  ${job.description}`);
    return name ? 0 : 2;
  }
  const job = findJob(name);
  if (!job) {
    console.error(`Unknown job '${name}'. Jobs: ${jobNames().join(', ')}`);
    return 2;
  }
  try {
    const result = await runJob(name, job, await getDb(), log());
    return result.ok ? 0 : 1;
  } finally {
    await closeDb();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    log().error({ err }, 'job could not start');
    process.exitCode = 1;
  },
);
