// Queues the club's mails (server/club/mails.ts) inside the transaction that records what they tell:
// one mail per recorded charge (no receipt without a charge, no charge without one), and one per
// change a member makes (skip, pause, resume, cancel; a repeat that changes nothing sends none).
import { brandById } from '../../brands';
import { queueServiceMail } from '../accounts/outbox';
import type { Trx } from '../db/tx';
import type { Mail } from '../mail/layout';
import { shopClub } from '../settings/shopFacts';
import { getStoreSettings } from '../settings/store';
import { clubDeclinedMail, clubNoPieceMail, clubPrepaidShipmentMail, clubReceiptMail, type ChargeMailFacts, type ClubMailBrand, type MailCard, type ReceiptPiece } from './mails';
import type { ClubRow } from './membership';
import type { NoPiece } from './piece';

/** What was charged (or declined); the recipient is looked up here. */
type Charged = Omit<ChargeMailFacts, 'to'>;

async function recipient(trx: Trx, row: Pick<ClubRow, 'brand_id' | 'customer_id'>) {
  const customer = await trx.selectFrom('customers').select('email').where('id', '=', row.customer_id).executeTakeFirstOrThrow();
  const brand: ClubMailBrand = {
    ...brandById(row.brand_id), clubName: (await shopClub(trx, row.brand_id)).name, persona: (await getStoreSettings(trx, row.brand_id)).personaFullName ?? '',
  };
  return { brand, to: customer.email };
}

export async function queueClubReceipt(trx: Trx, row: ClubRow, f: Charged & { card: MailCard; nextBillingDate: string; piece?: ReceiptPiece | null }, now: Date): Promise<void> {
  const { brand, to } = await recipient(trx, row);
  await queueServiceMail(trx, clubReceiptMail(brand, { ...f, to }), now);
}

export async function queuePrepaidShipment(trx: Trx, row: ClubRow, f: { billingDate: string; monthsLeft: number; nextBillingDate: string; piece: ReceiptPiece }, now: Date): Promise<void> {
  const { brand, to } = await recipient(trx, row);
  await queueServiceMail(trx, clubPrepaidShipmentMail(brand, { ...f, to }), now);
}

export async function queueNoPieceMail(trx: Trx, row: ClubRow, f: { billingDate: string; reason: NoPiece; nextBillingDate: string }, now: Date): Promise<void> {
  const { brand, to } = await recipient(trx, row);
  await queueServiceMail(trx, clubNoPieceMail(brand, { ...f, to }), now);
}

export async function queueClubDecline(trx: Trx, row: ClubRow, f: Charged & { card: MailCard | null; needsAuthentication?: boolean }, now: Date): Promise<void> {
  const { brand, to } = await recipient(trx, row);
  await queueServiceMail(trx, clubDeclinedMail(brand, { ...f, to }), now);
}

/**
 * A confirmation of a change the member made. Not under the hourly cap of account mails: only the
 * logged-in member can cause one, only to their own address, and only when something changed.
 */
export async function queueClubChangeMail(trx: Trx, row: Pick<ClubRow, 'brand_id' | 'customer_id'>, build: (brand: ClubMailBrand, to: string) => Mail, now = new Date()): Promise<void> {
  const { brand, to } = await recipient(trx, row);
  await queueServiceMail(trx, build(brand, to), now);
}
