import { sql, type Kysely } from 'kysely';

/**
 * email_outbox becomes the queue the mail worker (server/mail/deliver.ts) drains through SMTP:
 * - template: which mail it is ('register_confirm', 'order_confirmation'…), kept for the operator;
 * - body_html: the HTML part beside body_text;
 * - status: pending → sending (claimed by one worker) → sent | failed; attempts, next_attempt_at
 *   (the backoff), claimed_by/claimed_at (whose claim, and since when), last_error (an SMTP code,
 *   never an address or a body), failed_at.
 * Once a mail is sent or given up, its body and link are blanked: only to, subject, template,
 * status and times stay. Mails an operator's mailer already sent (sent_at set) are marked sent and
 * blanked here. Account tokens need no conversion: 003 already stores only their SHA-256.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const add = (name: string, type: 'text' | 'integer', notNullDefault?: string | number) =>
    db.schema
      .alterTable('email_outbox')
      .addColumn(name, type, (c) => (notNullDefault === undefined ? c : c.notNull().defaultTo(notNullDefault)))
      .execute();
  await add('template', 'text', '');
  await add('body_html', 'text', '');
  await add('status', 'text', 'pending');
  await add('attempts', 'integer', 0);
  await add('next_attempt_at', 'text');
  await add('claimed_by', 'text');
  await add('claimed_at', 'text');
  await add('last_error', 'text');
  await add('failed_at', 'text');
  await sql`UPDATE email_outbox SET status = 'sent', body_text = '', link = '' WHERE sent_at IS NOT NULL`.execute(db);
  await db.schema.dropIndex('email_outbox_unsent').execute();
  await db.schema.createIndex('email_outbox_due').on('email_outbox').columns(['status', 'next_attempt_at', 'id']).execute();
}
