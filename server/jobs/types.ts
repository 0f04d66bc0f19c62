import type { DB } from '../db';

/** What a job's run returns: counts for the log; `errors` above 0 marks the run failed (exit 1). */
export type JobSummary = { errors?: number } & object;

export interface JobOptions {
  /** The run's clock (the job decides what is due by it). */
  now: Date;
}

export interface Job<S extends JobSummary = JobSummary> {
  /** One line for `npm run job -- --list` and the docs. */
  description: string;
  /** How often the worker (`npm run worker`) runs it; a run never overlaps the previous one. */
  everyMs: number;
  run(db: DB, opts: JobOptions): Promise<S>;
  /** A line for people, printed by the one-shot command besides the JSON log (optional). */
  describe?(summary: S, opts: JobOptions): string;
}
