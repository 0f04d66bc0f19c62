import type { DB } from '../db';
import type { Trx } from '../db/tx';
import type { Mail, MailTemplate } from '../mail/layout';
import { mailQueued } from '../mail/queued';
import { outboxBody } from '../mail/seal';

export type { Mail };

/**
 * Most account mails one address gets from a brand in an hour. register and forgot answer the same
 * whether or not they mail (no account enumeration), so without a cap anyone could flood any
 * inbox through them.
 */
export const MAILS_PER_ADDRESS_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;

/**
 * The mails the cap counts: those a visitor can make the shop send (queueMail's callers). Order,
 * shipping, refund and club mails (queueServiceMail) are not counted, so a shopper who has just
 * ordered can still get a password-reset link, from /forgot or from the back office.
 */
export const CAPPED_TEMPLATES: readonly MailTemplate[] = ['register_confirm', 'already_registered', 'password_reset'];

/**
 * Queues a mail in email_outbox for the mail worker (server/mail/deliver.ts), unless the address
 * already got MAILS_PER_ADDRESS_PER_HOUR account mails (CAPPED_TEMPLATES) from this brand in the last hour. Returns whether it was
 * queued. The mail holds a live link, so it is never logged (only printed in development without
 * SMTP_URL, see server/mail/queued.ts), and an account mail's body and link are stored sealed
 * (server/mail/seal.ts).
 */
export async function queueMail(db: DB | Trx, mail: Mail, now = new Date()): Promise<boolean> {
  const recent = await db
    .selectFrom('email_outbox')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('brand_id', '=', mail.brandId)
    .where('to_email', '=', mail.to)
    .where('template', 'in', CAPPED_TEMPLATES)
    .where('created_at', '>', new Date(now.getTime() - HOUR_MS).toISOString())
    .executeTakeFirstOrThrow();
  if (Number(recent.n) >= MAILS_PER_ADDRESS_PER_HOUR) return false;
  await queueServiceMail(db, mail, now);
  return true;
}

/**
 * Queues a mail the shop itself decides to send (a club charge's receipt or decline), without the
 * hourly cap: no shopper can trigger these, and every charge must have its receipt.
 */
export async function queueServiceMail(db: DB | Trx, mail: Mail, now = new Date()): Promise<void> {
  await db
    .insertInto('email_outbox')
    .values({
      brand_id: mail.brandId, to_email: mail.to, subject: mail.subject, ...outboxBody(mail),
      created_at: now.toISOString(), sent_at: null, template: mail.template, status: 'pending',
    })
    .execute();
  mailQueued(mail);
}
