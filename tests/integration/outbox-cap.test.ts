process.env.SKIP_SEED = '1';
import { setupTestDatabase } from '../helpers/testDb';
import { getDb } from '../../server/db';
import { brandById } from '../../brands';
import { composeMail } from '../../server/mail/layout';
import { resetPasswordMail } from '../../server/accounts/mails';
import { MAILS_PER_ADDRESS_PER_HOUR, queueMail, queueServiceMail } from '../../server/accounts/outbox';

// The hourly cap on account mails (register, forgot, the back office's reset link) counts only those
// mails: a shopper who has just ordered gets order, shipping and refund mails, and must still be able
// to get a password-reset link (QA of issue 38: the back office's "Send link" answered 429 for a
// customer with five order mails).

setupTestDatabase('outbox_cap');

const pf = brandById('pf');
const serviceMail = (to: string) =>
  composeMail(pf, to, 'order_shipped', { subject: 'Pure Form: your order #1 has shipped', heading: 'Shipped', blocks: [{ kind: 'p', text: 'On its way.' }] }, 'https://pureform.shop/orders');
const count = async (to: string) =>
  Number((await (await getDb()).selectFrom('email_outbox').select((eb) => eb.fn.countAll<number | string>().as('n')).where('to_email', '=', to).executeTakeFirstOrThrow()).n);

test('order and club mails do not count toward the cap: a reset link is still queued', async () => {
  const db = await getDb();
  for (let i = 0; i < MAILS_PER_ADDRESS_PER_HOUR + 2; i++) await queueServiceMail(db, serviceMail('busy@example.com'));
  expect(await queueMail(db, resetPasswordMail(pf, 'busy@example.com', 'A'.repeat(43)))).toBe(true);
  expect(await count('busy@example.com')).toBe(MAILS_PER_ADDRESS_PER_HOUR + 3);
});

test('account mails are still capped per address and hour', async () => {
  const db = await getDb();
  for (let i = 0; i < MAILS_PER_ADDRESS_PER_HOUR; i++) expect(await queueMail(db, resetPasswordMail(pf, 'flood@example.com', 'B'.repeat(43)))).toBe(true);
  expect(await queueMail(db, resetPasswordMail(pf, 'flood@example.com', 'C'.repeat(43)))).toBe(false);
  expect(await count('flood@example.com')).toBe(MAILS_PER_ADDRESS_PER_HOUR);
});
