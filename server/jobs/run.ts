import type { Logger } from 'pino';
import type { DB } from '../db';
import type { Job, JobSummary } from './types';

export interface JobResult {
  ok: boolean;
  summary?: JobSummary;
  durationMs: number;
}

/**
 * Runs one job once and logs one line: `{ job, durationMs, summary }` at info, or at error when it
 * threw or counted errors. Never throws: the result says whether the run succeeded.
 */
export async function runJob(name: string, job: Job, db: DB, logger: Logger, now = new Date()): Promise<JobResult> {
  const started = performance.now();
  try {
    const summary = await job.run(db, { now });
    const durationMs = Math.round(performance.now() - started);
    const ok = !summary.errors;
    const msg = job.describe ? job.describe(summary, { now }) : `${name} done`;
    logger[ok ? 'info' : 'error']({ job: name, durationMs, summary }, msg);
    return { ok, summary, durationMs };
  } catch (err) {
    const durationMs = Math.round(performance.now() - started);
    logger.error({ job: name, durationMs, err }, `${name} failed`);
    return { ok: false, durationMs };
  }
}
