// The mail a Pay in 4 shopper gets when an instalment is declined (server/payments/instalments.ts).
import { billingDateLabel } from '../../lib/club/months';
import { formatCents } from '../../lib/format/money';
import { cardEnding } from '../../lib/payments/cardLabels';
import { composeMail, type Mail, type MailBrand } from '../mail/layout';
import type { MailCard } from '../club/mails';
import { trackingLink } from './mails';

export interface InstalmentDeclineFacts {
  to: string;
  orderId: number;
  seq: number;
  amountCents: number;
  card: MailCard;
  /** The day it is tried again; null after the last try. */
  nextTry: string | null;
}

export function instalmentDeclinedMail(brand: MailBrand, f: InstalmentDeclineFacts): Mail {
  const link = trackingLink(brand, f.orderId);
  const next = f.nextTry
    ? `We will try your card again on ${billingDateLabel(f.nextTry)}. Please make sure it can be charged, or reply to this mail if you need help.`
    : `We tried three times and will not try again. Please reply to this mail so that we can settle the rest of your order together.`;
  return composeMail(brand, f.to, 'instalment_declined', {
    subject: `${brand.storeName}: installment ${f.seq} of 4 for order #${f.orderId} was declined`,
    heading: 'Your installment didn’t go through',
    blocks: [
      { kind: 'p', text: `Your ${cardEnding(f.card)} was declined when we tried to charge ${formatCents(f.amountCents)}, installment ${f.seq} of 4 for your order #${f.orderId}.` },
      { kind: 'p', text: next },
      { kind: 'p', text: 'Your order and its payment schedule:' },
      { kind: 'link', label: 'View my order', url: link },
    ],
  }, link);
}
