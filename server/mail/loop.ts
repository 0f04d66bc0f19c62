// Mail delivery inside a long-running process (the Next server under `npm start` / `npm run shop`,
// or the worker): drains email_outbox every POLL_MS, and right after a mail is queued in this
// process (server/mail/queued.ts wakes it), so a confirmation link arrives within a second or two.
import type { DB } from '../db';
import { drainOutbox, errorLabel, type DrainSummary } from './deliver';
import { setMailWake } from './queued';
import type { MailTransport } from './transport';

export const POLL_MS = 30_000;
/**
 * After a wake, drains again at these delays: a mail is queued inside its transaction, which may
 * commit a moment after the wake, and the first drain would not see it yet.
 */
const FOLLOW_UPS_MS = [250, 1_000, 5_000];

/** The log calls the loop makes (pino's shape; nothing personal is passed). */
export interface MailLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface MailLoopOptions {
  getDb: () => Promise<DB>;
  transport: MailTransport;
  log: MailLog;
  pollMs?: number;
  /** Mails per drain call (drainOutbox's limit). */
  batch?: number;
}

export interface MailLoop {
  /** Drain now (and shortly after, see FOLLOW_UPS_MS). */
  wake(): void;
  /** Stops polling and waits for a drain in progress. */
  stop(): Promise<void>;
}

export function startMailLoop({ getDb, transport, log, pollMs = POLL_MS, batch = 50 }: MailLoopOptions): MailLoop {
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let poll: NodeJS.Timeout | null = null;
  const followUps = new Set<NodeJS.Timeout>();

  const drainAll = async () => {
    const total: DrainSummary = { sent: 0, retried: 0, failed: 0, expired: 0 };
    try {
      const db = await getDb();
      let last: DrainSummary;
      do {
        again = false;
        last = await drainOutbox(db, transport, { limit: batch });
        total.sent += last.sent;
        total.retried += last.retried;
        total.failed += last.failed;
        total.expired += last.expired;
      } while (!stopped && (again || last.sent + last.retried + last.failed === batch));
      if (total.sent + total.retried + total.failed + total.expired > 0) {
        log[total.failed || total.retried ? 'error' : 'info']({ job: 'mail', summary: total }, `mail: ${total.sent} sent, ${total.retried} to retry, ${total.failed + total.expired} failed`);
      }
    } catch (err) {
      log.error({ job: 'mail', error: errorLabel(err) }, 'mail: drain failed');
    }
  };

  const kick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    if (poll) clearTimeout(poll);
    running = drainAll().finally(() => {
      running = null;
      if (stopped) return;
      if (again) kick();
      else {
        poll = setTimeout(kick, pollMs);
        poll.unref?.();
      }
    });
  };

  const wake = () => {
    kick();
    for (const t of followUps) clearTimeout(t);
    followUps.clear();
    for (const ms of FOLLOW_UPS_MS) {
      const t = setTimeout(() => {
        followUps.delete(t);
        kick();
      }, ms);
      t.unref?.();
      followUps.add(t);
    }
  };

  kick();
  return {
    wake,
    stop: async () => {
      stopped = true;
      if (poll) clearTimeout(poll);
      for (const t of followUps) clearTimeout(t);
      followUps.clear();
      await running;
    },
  };
}

const g = globalThis as typeof globalThis & { __mailLoop?: MailLoop };

/** Starts this process's mail loop (once) and routes server/mail/queued.ts's wake-ups to it. */
export function startProcessMailLoop(opts: MailLoopOptions): MailLoop {
  if (!g.__mailLoop) {
    const loop = startMailLoop(opts);
    g.__mailLoop = loop;
    setMailWake(loop.wake);
  }
  return g.__mailLoop;
}

export async function stopProcessMailLoop(): Promise<void> {
  const loop = g.__mailLoop;
  if (!loop) return;
  g.__mailLoop = undefined;
  setMailWake(undefined);
  await loop.stop();
}
