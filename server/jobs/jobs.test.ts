import { Writable } from 'node:stream';
import type { DB } from '../db';
import { createLogger } from '../ops/log';
import { JOBS, findJob, jobNames } from '.';
import { runJob } from './run';
import type { Job } from './types';
import { startWorker } from './worker';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, cb) {
      for (const l of chunk.toString('utf8').split('\n')) if (l.trim()) lines.push(JSON.parse(l) as Record<string, unknown>);
      cb();
    },
  });
  return { lines, logger: createLogger(stream, 'info') };
}

const db = {} as DB;

/** Waits until `done()` holds (the machine may be busy: no fixed sleeps). */
async function until(done: () => boolean, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
}

describe('the jobs registry', () => {
  it('has club billing, each job with a description and an interval', () => {
    expect(jobNames()).toContain('club-billing');
    for (const job of Object.values(JOBS)) {
      expect(job.description.length).toBeGreaterThan(10);
      expect(job.everyMs).toBeGreaterThanOrEqual(1000);
    }
  });

  it('finds jobs by name only (not inherited object keys)', () => {
    expect(findJob('club-billing')).toBe(JOBS['club-billing']);
    expect(findJob('toString')).toBeUndefined();
    expect(findJob('nope')).toBeUndefined();
  });
});

describe('runJob', () => {
  it('logs the summary and the described line, ok without errors', async () => {
    const { lines, logger } = capture();
    const now = new Date('2026-01-02T03:04:05Z');
    const job: Job<{ done: number; errors: number }> = {
      description: 'a test job',
      everyMs: 1000,
      run: async (_db, opts) => ({ done: opts.now.getUTCDate(), errors: 0 }),
      describe: (s) => `did ${s.done}`,
    };
    const result = await runJob('t', job, db, logger, now);
    expect(result.ok).toBe(true);
    expect(lines).toEqual([expect.objectContaining({ level: 'info', job: 't', msg: 'did 2', summary: { done: 2, errors: 0 } })]);
  });

  it('is not ok when the summary counts errors or the run throws, and logs at error', async () => {
    const { lines, logger } = capture();
    expect((await runJob('e', { description: 'x', everyMs: 1000, run: async () => ({ errors: 2 }) }, db, logger)).ok).toBe(false);
    const thrown = await runJob('t', { description: 'x', everyMs: 1000, run: async () => Promise.reject(new Error('boom for a@b.example')) }, db, logger);
    expect(thrown.ok).toBe(false);
    expect(lines.map((l) => l.level)).toEqual(['error', 'error']);
    expect(lines[1].err).toEqual(expect.objectContaining({ message: 'boom for [email]' }));
  });
});

describe('the worker', () => {
  it('runs every job at once and again after its interval, never overlapping, and goes on after a failure', async () => {
    const { lines, logger } = capture();
    let active = 0;
    let maxActive = 0;
    let runs = 0;
    const slow: Job = {
      description: 'slow',
      everyMs: 5,
      run: async () => {
        active++;
        maxActive = Math.max(maxActive, active);
        runs++;
        await new Promise((r) => setTimeout(r, 20));
        active--;
        if (runs === 1) throw new Error('first run fails');
        return { runs };
      },
    };
    const worker = startWorker({ jobs: { slow }, getDb: async () => db, logger });
    await until(() => runs >= 3);
    await worker.stop();
    const after = runs;
    await new Promise((r) => setTimeout(r, 50));
    expect(runs).toBe(after);
    expect(runs).toBeGreaterThanOrEqual(3);
    expect(maxActive).toBe(1);
    expect(lines.some((l) => l.level === 'error' && l.job === 'slow')).toBe(true);
    expect(lines.some((l) => l.level === 'info' && l.job === 'slow')).toBe(true);
  });

  it('logs a database that cannot be reached and tries again', async () => {
    const { lines, logger } = capture();
    let calls = 0;
    const job: Job = { description: 'x', everyMs: 5, run: async () => ({}) };
    const worker = startWorker({
      jobs: { job },
      getDb: async () => {
        calls++;
        if (calls === 1) throw new Error('connect ECONNREFUSED');
        return db;
      },
      logger,
    });
    await until(() => lines.some((l) => l.level === 'info' && l.job === 'job'));
    await worker.stop();
    expect(lines.some((l) => l.msg === 'job: database not available')).toBe(true);
    expect(lines.some((l) => l.level === 'info' && l.job === 'job')).toBe(true);
  });
});
