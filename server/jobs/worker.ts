import type { Logger } from 'pino';
import type { DB } from '../db';
import { runJob } from './run';
import type { Job } from './types';

export interface WorkerOptions {
  jobs: Record<string, Job>;
  getDb: () => Promise<DB>;
  logger: Logger;
  /** The clock each run is given (tests fix it). */
  now?: () => Date;
}

export interface RunningWorker {
  /** Stops scheduling and waits for the runs in progress to finish. */
  stop(): Promise<void>;
}

/**
 * Runs every job at once and then again `everyMs` after each run ends (a slow run is never
 * overlapped by the next). A run that fails, or a database that cannot be reached, is logged and
 * tried again at the next interval; the worker itself keeps going.
 */
export function startWorker({ jobs, getDb, logger, now = () => new Date() }: WorkerOptions): RunningWorker {
  let stopped = false;
  const timers = new Map<string, NodeJS.Timeout>();
  const running = new Set<Promise<unknown>>();

  const schedule = (name: string, job: Job, delay: number) => {
    if (stopped) return;
    timers.set(
      name,
      setTimeout(() => {
        timers.delete(name);
        const run = (async () => {
          try {
            await runJob(name, job, await getDb(), logger, now());
          } catch (err) {
            logger.error({ job: name, err }, `${name}: database not available`);
          }
        })();
        running.add(run);
        void run.finally(() => {
          running.delete(run);
          schedule(name, job, job.everyMs);
        });
      }, delay),
    );
  };

  for (const [name, job] of Object.entries(jobs)) schedule(name, job, 0);
  logger.info({ jobs: Object.fromEntries(Object.entries(jobs).map(([n, j]) => [n, j.everyMs])) }, 'worker started');

  return {
    stop: async () => {
      stopped = true;
      for (const t of timers.values()) clearTimeout(t);
      timers.clear();
      await Promise.allSettled([...running]);
    },
  };
}
