/**
 * npm run worker: runs every maintenance job (server/jobs) on its interval until SIGTERM/SIGINT,
 * then lets the runs in progress finish and closes the database. WORKER_JOBS=a,b runs only those.
 * Bundled by `npm run build` into dist/worker.mjs (plain node, production dependencies only).
 */
import { closeDb, getDb } from '../server/db';
import { JOBS, findJob, jobNames } from '../server/jobs';
import type { Job } from '../server/jobs';
import { startWorker } from '../server/jobs/worker';
import { log } from '../server/ops/log';
import { requireSecrets } from '../server/ops/secrets';

// A job never migrates or seeds the database it is pointed at (a shell without NODE_ENV=production
// must not put demo customers into a live database): `npm run db:migrate` does that.
process.env.DB_AUTO_SETUP ??= '0';

function selectedJobs(): Record<string, Job> {
  const wanted = (process.env.WORKER_JOBS || '').split(',').map((s) => s.trim()).filter(Boolean);
  if (!wanted.length) return JOBS;
  const unknown = wanted.filter((n) => !findJob(n));
  if (unknown.length) throw new Error(`WORKER_JOBS names unknown jobs: ${unknown.join(', ')} (jobs: ${jobNames().join(', ')})`);
  return Object.fromEntries(wanted.map((n) => [n, findJob(n) as Job]));
}

const logger = log();
requireSecrets('worker');
const worker = startWorker({ jobs: selectedJobs(), getDb, logger });
let stopping = false;
for (const sig of ['SIGTERM', 'SIGINT'] as const) {
  process.on(sig, () => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal: sig }, 'worker stopping');
    void worker
      .stop()
      .then(() => closeDb())
      .then(
        () => {
          logger.info('worker stopped');
          logger.flush();
          process.exit(0);
        },
        (err: unknown) => {
          logger.error({ err }, 'worker stop failed');
          logger.flush();
          process.exit(1);
        },
      );
  });
}
