// Queues the billing mails (server/club/mails.ts) inside the transaction that records the charge,
// so there is one mail per recorded outcome: no receipt without a charge, no charge without one.
import { brandById } from '../../brands';
import { queueServiceMail } from '../accounts/outbox';
import type { Trx } from '../cart/tx';
import { clubDeclinedMail, clubReceiptMail, type ChargeMailFacts, type MailCard } from './mails';
import type { ClubRow } from './membership';

/** What was charged (or declined); the recipient is looked up here. */
type Charged = Omit<ChargeMailFacts, 'to'>;

async function recipient(trx: Trx, row: Pick<ClubRow, 'brand_id' | 'customer_id'>) {
  const customer = await trx.selectFrom('customers').select('email').where('id', '=', row.customer_id).executeTakeFirstOrThrow();
  return { brand: brandById(row.brand_id), to: customer.email };
}

export async function queueClubReceipt(trx: Trx, row: ClubRow, f: Charged & { card: MailCard; nextBillingDate: string }, now: Date): Promise<void> {
  const { brand, to } = await recipient(trx, row);
  await queueServiceMail(trx, clubReceiptMail(brand, { ...f, to }), now);
}

export async function queueClubDecline(trx: Trx, row: ClubRow, f: Charged & { card: MailCard | null }, now: Date): Promise<void> {
  const { brand, to } = await recipient(trx, row);
  await queueServiceMail(trx, clubDeclinedMail(brand, { ...f, to }), now);
}
