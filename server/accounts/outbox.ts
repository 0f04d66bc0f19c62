import type { DB } from '../db';
import type { Trx } from '../cart/tx';

export interface Mail {
  brandId: string;
  to: string;
  subject: string;
  bodyText: string;
  link: string;
}

/**
 * Queues a mail in email_outbox for the operator's mailer (there is no mail service here). The
 * mail holds a live link, so it is never logged.
 */
export async function queueMail(db: DB | Trx, mail: Mail, now = new Date()): Promise<void> {
  await db
    .insertInto('email_outbox')
    .values({
      brand_id: mail.brandId, to_email: mail.to, subject: mail.subject, body_text: mail.bodyText, link: mail.link,
      created_at: now.toISOString(), sent_at: null,
    })
    .execute();
}
