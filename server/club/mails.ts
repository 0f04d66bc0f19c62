// The mails of the club's billing run: a receipt for every charge, a notice for every decline.
import type { Brand } from '../../brands/types';
import { billingDateLabel } from '../../lib/club/months';
import { formatMoney } from '../../lib/format/money';
import { cardEnding } from '../../lib/payments/cardLabels';
import type { CardIdentity } from '../../lib/payments/savedCards';
import { accountLink } from '../accounts/mails';
import type { Mail } from '../accounts/outbox';

type MailBrand = Pick<Brand, 'id' | 'hosts' | 'storeName' | 'clubName'>;
/** The card a mail names ('Visa ending in 4242'). */
export type MailCard = Pick<CardIdentity, 'brand' | 'last4'>;

export interface ChargeMailFacts {
  to: string;
  billingDate: string;
  amountCents: number;
  /** The pause plan's price was charged. */
  paused: boolean;
}

const money = (cents: number) => formatMoney(cents / 100);

/** A paid billing date: what was charged, to which card, and when the next one is. */
export function clubReceiptMail(brand: MailBrand, f: ChargeMailFacts & { card: MailCard; nextBillingDate: string }): Mail {
  const link = accountLink(brand, '/members');
  const what = f.paused ? `your paused ${brand.clubName} membership` : `your ${brand.clubName} membership`;
  return {
    brandId: brand.id, to: f.to, link,
    subject: `${brand.storeName}: your ${brand.clubName} payment of ${money(f.amountCents)}`,
    bodyText: [
      `We charged ${money(f.amountCents)} to your ${cardEnding(f.card)} for ${what}, billing date ${billingDateLabel(f.billingDate)}.`,
      `Your next billing date is ${billingDateLabel(f.nextBillingDate)}. You can skip a month, pause or cancel any time from your account:`,
      link,
    ].join('\n\n'),
  };
}

/** A declined billing date, or no card that can be charged: the member is overdue until the balance is paid. */
export function clubDeclinedMail(brand: MailBrand, f: ChargeMailFacts & { card: MailCard | null }): Mail {
  const link = accountLink(brand, '/members');
  const why = f.card
    ? `Your ${cardEnding(f.card)} was declined when we tried to charge ${money(f.amountCents)}`
    : `We couldn’t charge ${money(f.amountCents)} because there is no card on your account that we can charge`;
  return {
    brandId: brand.id, to: f.to, link,
    subject: `${brand.storeName}: we couldn’t take your ${brand.clubName} payment`,
    bodyText: [
      `${why} for your ${brand.clubName} membership, billing date ${billingDateLabel(f.billingDate)}.`,
      `Until the balance is paid, you can’t skip a month or cancel. Add or choose a card and pay it from your account:`,
      link,
    ].join('\n\n'),
  };
}
