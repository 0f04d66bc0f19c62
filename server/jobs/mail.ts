import { drainOutbox, type DrainSummary } from '../mail/deliver';
import { transportFromEnv, type MailTransport } from '../mail/transport';
import type { Job } from './types';

type MailSummary = DrainSummary & { skipped?: string };

const BATCH = 100;
let transport: MailTransport | null | undefined;

/**
 * Delivers email_outbox through SMTP_URL (server/mail/deliver.ts): every due mail, in batches, with
 * retries and backoff. Safe beside the app instances' own delivery: a mail is claimed by one
 * sender. Without SMTP_URL it sends nothing and says so.
 */
export const mailJob: Job<MailSummary> = {
  description: 'delivers email_outbox through SMTP_URL: sends due mails, retries failures with backoff, blanks what was sent',
  everyMs: 10_000,
  async run(db, { now }) {
    if (transport === undefined) transport = transportFromEnv();
    const total: MailSummary = { sent: 0, retried: 0, failed: 0, expired: 0 };
    if (!transport) return { ...total, skipped: 'SMTP_URL is not set' };
    for (;;) {
      const s = await drainOutbox(db, transport, { now, limit: BATCH });
      total.sent += s.sent;
      total.retried += s.retried;
      total.failed += s.failed;
      total.expired += s.expired;
      if (s.sent + s.retried + s.failed < BATCH) return total;
    }
  },
  describe: (s) => (s.skipped ? `mail: ${s.skipped}, nothing sent` : `mail: ${s.sent} sent, ${s.retried} to retry, ${s.failed + s.expired} failed`),
};
