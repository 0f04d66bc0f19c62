/**
 * npm run job -- <name>: runs one maintenance job (server/jobs) once on the app's database
 * (DATABASE_URL, else SQLITE_FILE) and logs what it did as one JSON line; exits 1 when the run
 * failed or counted errors, 2 for an unknown name. `npm run job -- --list` lists the jobs.
 * Bundled by `npm run build` into dist/job.mjs (plain node, production dependencies only).
 */
import { JOBS, findJob, jobNames } from '../server/jobs';
import { runJob } from '../server/jobs/run';
import { log } from '../server/ops/log';
import { runCommand, withDb } from './lib/command';

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
  const result = await withDb((db) => runJob(name, job, db, log()));
  return result.ok ? 0 : 1;
}

runCommand(main, (err) => log().error({ err }, 'job could not start'));
