// The club's mails: a receipt for every charge, a notice for every decline (the billing run), and
// a confirmation of each change a member makes (skip a month, pause, resume, cancel).
import { colorLabel } from '../../lib/format/colors';
import { sizeLabel } from '../../lib/format/sizes';
import { billingDateLabel, monthLabel } from '../../lib/club/months';
import { formatCents } from '../../lib/format/money';
import { cardEnding } from '../../lib/payments/cardLabels';
import type { CardIdentity } from '../../lib/payments/savedCards';
import { accountLink } from '../accounts/mails';
import { composeMail, type Mail, type MailBrand as BaseMailBrand } from '../mail/layout';

/**
 * The club's name comes from the shop's settings (server/settings/shopFacts.ts), and so does the
 * person the brand speaks as (personaFullName), who signs the mails about the member's pieces.
 */
export type ClubMailBrand = BaseMailBrand & { clubName: string; persona?: string };

/** The signature of a mail about the member's style and pieces: the brand's persona, where it has one. */
const styleSigned = (brand: ClubMailBrand) => (brand.persona?.trim() ? { signedBy: brand.persona.trim() } : {});
type MailBrand = ClubMailBrand;
/** The card a mail names ('Visa ending in 4242'). */
export type MailCard = Pick<CardIdentity, 'brand' | 'last4'>;

export interface ChargeMailFacts {
  to: string;
  billingDate: string;
  amountCents: number;
  /** The pause plan's price was charged. */
  paused: boolean;
}

const membersLink = (brand: MailBrand) => accountLink(brand, '/members');

interface NamedPiece {
  name: string;
  size: string;
  color: string;
}

/** This month's piece as the receipt names it (server/club/piece.ts), its extras, and the order they ship as. */
export interface ReceiptPiece {
  orderId: number;
  piece: NamedPiece;
  /** Further pieces the member takes each month (clubMultiQty). */
  extras?: NamedPiece[];
  /** Chosen by the member on the picks page, picked by the shop, or picked because the member's choice sold out (server/club/piece.ts). */
  source?: 'chosen' | 'picked' | 'choiceSoldOut';
  bonus: NamedPiece | null;
  accessory: NamedPiece | null;
}

const pieceText = (p: NamedPiece) => `${p.name} (${[colorLabel(p.color), p.size === 'One Size' ? '' : sizeLabel(p.size)].filter(Boolean).join(', ')})`;

/** The month's piece, said the way it was chosen. */
function monthsPieceText(p: ReceiptPiece): string {
  if (p.source === 'chosen') return `This month’s piece, your pick: ${pieceText(p.piece)}.`;
  if (p.source === 'choiceSoldOut') return `Your pick sold out before your billing date, so we picked this month’s piece from your style profile: ${pieceText(p.piece)}.`;
  return `This month’s piece, picked from your style profile: ${pieceText(p.piece)}.`;
}

const extrasText = (p: ReceiptPiece) => (p.extras?.length ? ` Your further ${p.extras.length === 1 ? 'piece' : 'pieces'}: ${p.extras.map(pieceText).join(', ')}.` : '');

/** A paid billing date: what was charged, to which card, the month's piece, and when the next date is. */
export function clubReceiptMail(brand: MailBrand, f: ChargeMailFacts & { card: MailCard; nextBillingDate: string; piece?: ReceiptPiece | null }): Mail {
  const link = membersLink(brand);
  const what = f.paused ? `your paused ${brand.clubName} membership` : `your ${brand.clubName} membership`;
  const piece = f.piece
    ? [
      { kind: 'p' as const, text: `${monthsPieceText(f.piece)}${extrasText(f.piece)}${f.piece.bonus ? ` Your bonus piece: ${pieceText(f.piece.bonus)}.` : ''}${f.piece.accessory ? ` Your free accessory: ${pieceText(f.piece.accessory)}.` : ''} ${f.piece.bonus || f.piece.accessory || f.piece.extras?.length ? 'They ship' : 'It ships'} free as order #${f.piece.orderId}; we’ll mail you the tracking number.` },
      { kind: 'link' as const, label: 'See this month’s order', url: accountLink(brand, `/orders/${f.piece.orderId}`) },
    ]
    : [];
  return composeMail(brand, f.to, 'club_receipt', {
    subject: `${brand.storeName}: your ${brand.clubName} payment of ${formatCents(f.amountCents)}`,
    heading: `Thanks for your ${brand.clubName} payment`,
    blocks: [
      { kind: 'p', text: `We charged ${formatCents(f.amountCents)} to your ${cardEnding(f.card)} for ${what}, billing date ${billingDateLabel(f.billingDate)}.` },
      { kind: 'table', rows: [
        { label: `${brand.clubName} membership${f.paused ? ' (paused)' : ''}`, detail: `Billing date ${billingDateLabel(f.billingDate)}`, value: formatCents(f.amountCents) },
        { label: `Charged to ${cardEnding(f.card)}`, value: formatCents(f.amountCents), strong: true },
      ] },
      ...piece,
      { kind: 'p', text: `Your next billing date is ${billingDateLabel(f.nextBillingDate)}. You can skip a month, pause or cancel any time from your account:` },
      { kind: 'link', label: 'Manage my membership', url: link },
    ],
    ...(f.piece ? styleSigned(brand) : {}),
  }, link);
}

/** A month paid ahead (a prepaid plan): its piece ships and nothing is charged. */
export function clubPrepaidShipmentMail(brand: MailBrand, f: { to: string; billingDate: string; monthsLeft: number; nextBillingDate: string; piece: ReceiptPiece }): Mail {
  const link = membersLink(brand);
  const extras = `${f.piece.bonus ? ` Your bonus piece: ${pieceText(f.piece.bonus)}.` : ''}${f.piece.accessory ? ` Your free accessory: ${pieceText(f.piece.accessory)}.` : ''}`;
  const after = f.monthsLeft > 0
    ? `${f.monthsLeft} prepaid ${f.monthsLeft === 1 ? 'month is' : 'months are'} left; the next ships on ${billingDateLabel(f.nextBillingDate)}.`
    : `That was your last prepaid month: from ${billingDateLabel(f.nextBillingDate)} your membership is billed monthly to your default card, unless you skip, pause or cancel before then.`;
  return composeMail(brand, f.to, 'club_receipt', {
    subject: `${brand.storeName}: your prepaid ${brand.clubName} piece is on its way`,
    heading: 'Your prepaid month ships',
    blocks: [
      { kind: 'p', text: `Your ${brand.clubName} month of ${billingDateLabel(f.billingDate)} is prepaid, so nothing was charged.` },
      { kind: 'p', text: `${monthsPieceText(f.piece)}${extrasText(f.piece)}${extras} It ships free as order #${f.piece.orderId}; we’ll mail you the tracking number.` },
      { kind: 'link', label: 'See this month’s order', url: accountLink(brand, `/orders/${f.piece.orderId}`) },
      { kind: 'p', text: after },
      { kind: 'link', label: 'Manage my membership', url: link },
    ],
    ...styleSigned(brand),
  }, link);
}

/** A prepaid plan bought: what was charged and which billing dates ship without a charge. */
export function clubPrepaidMail(brand: MailBrand, f: { to: string; months: number; amountCents: number; card: MailCard; dates: string[] }): Mail {
  const link = membersLink(brand);
  return composeMail(brand, f.to, 'club_prepaid', {
    subject: `${brand.storeName}: your ${f.months} prepaid ${brand.clubName} months`,
    heading: `${f.months} months paid ahead`,
    blocks: [
      { kind: 'p', text: `We charged ${formatCents(f.amountCents)} to your ${cardEnding(f.card)} for ${f.months} months of your ${brand.clubName} membership.` },
      { kind: 'p', text: `Your pieces for these billing dates ship without a charge: ${f.dates.map(billingDateLabel).join(', ')}. A month you skip is not used; if your membership ends early, we refund the months left.` },
      { kind: 'link', label: 'My membership', url: link },
    ],
  }, link);
}

/**
 * The picks window closes soon and the member has not chosen: what the shop will send otherwise
 * (its own pick from the style profile), and the link to choose.
 */
export function clubPickReminderMail(brand: MailBrand, f: { to: string; billingDate: string; lastDay: string; suggestion: NamedPiece | null }): Mail {
  const link = accountLink(brand, '/members/picks');
  return composeMail(brand, f.to, 'club_pick_reminder', {
    subject: `${brand.storeName}: choose your ${brand.clubName} piece by ${billingDateLabel(f.lastDay)}`,
    heading: 'Choose this month’s piece',
    blocks: [
      { kind: 'p', text: `Your ${brand.clubName} picks for the billing date ${billingDateLabel(f.billingDate)} are open until the end of ${billingDateLabel(f.lastDay)} (UTC).` },
      {
        kind: 'p',
        text: f.suggestion
          ? `If you don’t choose, we’ll pick from your style profile and size; right now that would be ${pieceText(f.suggestion)}.`
          : 'If you don’t choose, we’ll pick from your style profile and size.',
      },
      { kind: 'link', label: 'Choose my piece', url: link },
    ],
    ...styleSigned(brand),
  }, link);
}

/** Why a month shipped nothing and was not charged (server/club/piece.ts NoPiece). */
const NO_PIECE_REASONS = {
  noSize: 'your style profile has no size for us to pick your piece in',
  noAddress: 'we have no shipping address for you',
  soldOut: 'every piece that matches your style profile is sold out in your size',
} as const;

/** A billing date that shipped no piece: not charged, and what the member can do about it. */
export function clubNoPieceMail(brand: MailBrand, f: { to: string; billingDate: string; reason: keyof typeof NO_PIECE_REASONS; nextBillingDate: string }): Mail {
  const link = membersLink(brand);
  return composeMail(brand, f.to, 'club_no_piece', {
    subject: `${brand.storeName}: no ${brand.clubName} piece this month, and no charge`,
    heading: 'We couldn’t ship your piece this month',
    blocks: [
      { kind: 'p', text: `We couldn’t pick your ${brand.clubName} piece for the billing date ${billingDateLabel(f.billingDate)} because ${NO_PIECE_REASONS[f.reason]}, so we didn’t charge you for this month.` },
      { kind: 'p', text: `Your membership and member prices carry on. Your next billing date is ${billingDateLabel(f.nextBillingDate)}. Check your style profile and address in your account so that next month’s piece can ship:` },
      { kind: 'link', label: 'My account', url: link },
    ],
    ...styleSigned(brand),
  }, link);
}

/** A declined billing date, or no card that can be charged: the member is overdue until the balance is paid. */
export function clubDeclinedMail(brand: MailBrand, f: ChargeMailFacts & { card: MailCard | null; needsAuthentication?: boolean }): Mail {
  const link = membersLink(brand);
  if (f.needsAuthentication && f.card) {
    // The bank wants the member to confirm this charge (3-D Secure): only they can, on the membership page.
    return composeMail(brand, f.to, 'club_declined', {
      subject: `${brand.storeName}: please confirm your ${brand.clubName} payment`,
      heading: 'Your bank asks you to confirm this payment',
      blocks: [
        { kind: 'p', text: `Your bank asked for your confirmation when we tried to charge ${formatCents(f.amountCents)} to your ${cardEnding(f.card)} for your ${brand.clubName} membership, billing date ${billingDateLabel(f.billingDate)}, so nothing was charged yet.` },
        { kind: 'p', text: `Sign in and press Pay on your membership page; your bank then asks you to confirm it. Until then you can’t skip a month or cancel.` },
        { kind: 'link', label: 'Confirm my payment', url: link },
      ],
    }, link);
  }
  const why = f.card
    ? `Your ${cardEnding(f.card)} was declined when we tried to charge ${formatCents(f.amountCents)}`
    : `We couldn’t charge ${formatCents(f.amountCents)} because there is no card on your account that we can charge`;
  return composeMail(brand, f.to, 'club_declined', {
    subject: `${brand.storeName}: we couldn’t take your ${brand.clubName} payment`,
    heading: 'Your payment didn’t go through',
    blocks: [
      { kind: 'p', text: `${why} for your ${brand.clubName} membership, billing date ${billingDateLabel(f.billingDate)}.` },
      { kind: 'p', text: `Until the balance is paid, you can’t skip a month or cancel. Add or choose a card and pay it from your account:` },
      { kind: 'link', label: 'Pay my balance', url: link },
    ],
  }, link);
}

/** A month the member skipped (POST club/skip that changed something). */
export function clubSkipMail(brand: MailBrand, f: { to: string; month: string; nextBillingDate: string | null }): Mail {
  const link = membersLink(brand);
  return composeMail(brand, f.to, 'club_skip', {
    subject: `${brand.storeName}: you skipped ${monthLabel(f.month)}`,
    heading: `${monthLabel(f.month)} is skipped`,
    blocks: [
      { kind: 'p', text: `You skipped ${monthLabel(f.month)} of your ${brand.clubName} membership: nothing is charged for that month.` },
      ...(f.nextBillingDate ? [{ kind: 'p' as const, text: `Your next billing date is ${billingDateLabel(f.nextBillingDate)}.` }] : []),
      { kind: 'p', text: `Changed your mind? You can see your membership and your skipped months in your account:` },
      { kind: 'link', label: 'See my membership', url: link },
    ],
  }, link);
}

/** A skip the member undid (POST club/unskip that changed something): the month is billed after all. */
export function clubUnskipMail(brand: MailBrand, f: { to: string; month: string; nextBillingDate: string; amountCents: number | null }): Mail {
  const link = membersLink(brand);
  const charge = f.amountCents !== null ? `We will charge ${formatCents(f.amountCents)} on ${billingDateLabel(f.nextBillingDate)}.` : `Your next billing date is ${billingDateLabel(f.nextBillingDate)}.`;
  return composeMail(brand, f.to, 'club_unskip', {
    subject: `${brand.storeName}: ${monthLabel(f.month)} is no longer skipped`,
    heading: `${monthLabel(f.month)} is back on`,
    blocks: [
      { kind: 'p', text: `You undid the skip of ${monthLabel(f.month)} of your ${brand.clubName} membership: that month is billed as usual.` },
      { kind: 'p', text: charge },
      { kind: 'p', text: `You can skip a month again from your account before its billing date:` },
      { kind: 'link', label: 'See my membership', url: link },
    ],
  }, link);
}

/** A membership the member paused: billing goes on at the pause plan's price, member prices stop. */
export function clubPauseMail(brand: MailBrand, f: { to: string; pausePriceCents: number | null; nextBillingDate: string | null }): Mail {
  const link = membersLink(brand);
  const billing = f.pausePriceCents !== null && f.nextBillingDate
    ? `While it is paused, we charge ${formatCents(f.pausePriceCents)} a month instead, next on ${billingDateLabel(f.nextBillingDate)}, and member prices are off.`
    : `While it is paused, member prices are off.`;
  return composeMail(brand, f.to, 'club_pause', {
    subject: `${brand.storeName}: your ${brand.clubName} membership is paused`,
    heading: 'Your membership is paused',
    blocks: [
      { kind: 'p', text: `Your ${brand.clubName} membership is paused.` },
      { kind: 'p', text: billing },
      { kind: 'p', text: `You can resume it any time from your account:` },
      { kind: 'link', label: 'Resume my membership', url: link },
    ],
  }, link);
}

/** A paused membership the member resumed: the main plan's price again, member prices back. */
export function clubResumeMail(brand: MailBrand, f: { to: string; amountCents: number; nextBillingDate: string | null }): Mail {
  const link = membersLink(brand);
  return composeMail(brand, f.to, 'club_resume', {
    subject: `${brand.storeName}: welcome back to ${brand.clubName}`,
    heading: 'Your membership is active again',
    blocks: [
      { kind: 'p', text: `Your ${brand.clubName} membership is active again, with member prices on everything.` },
      {
        kind: 'p',
        text: f.nextBillingDate
          ? `Your next billing date is ${billingDateLabel(f.nextBillingDate)}, for ${formatCents(f.amountCents)}.`
          : `Your membership costs ${formatCents(f.amountCents)} a month.`,
      },
      { kind: 'link', label: 'See my membership', url: link },
    ],
  }, link);
}

/** A membership the member cancelled: no more charges. */
export function clubCancelMail(brand: MailBrand, f: { to: string }): Mail {
  const link = accountLink(brand, '/vip');
  return composeMail(brand, f.to, 'club_cancel', {
    subject: `${brand.storeName}: your ${brand.clubName} membership is canceled`,
    heading: 'Your membership is canceled',
    blocks: [
      { kind: 'p', text: `Your ${brand.clubName} membership is canceled. We won’t charge you again for it, and member prices have ended.` },
      { kind: 'p', text: `Orders you already placed are not affected. If you change your mind, you can join again from the club page:` },
      { kind: 'link', label: `Rejoin ${brand.clubName}`, url: link },
    ],
  }, link);
}

/** A monthly club charge refunded (in full or in part) by the shop's support: how much, to which card, of which billing date. */
export function clubRefundedMail(brand: MailBrand, f: { to: string; billingDate: string; amountCents: number; refundedCents: number; chargedCents: number; card: MailCard | null }): Mail {
  const link = membersLink(brand);
  const where = f.card ? `your ${cardEnding(f.card)}` : 'the card it was charged to';
  const full = f.refundedCents >= f.chargedCents;
  return composeMail(brand, f.to, 'club_refunded', {
    subject: `${brand.storeName}: ${full ? 'your' : 'part of your'} ${brand.clubName} payment has been refunded`,
    heading: full ? `Your ${brand.clubName} payment has been refunded` : `Part of your ${brand.clubName} payment has been refunded`,
    blocks: [
      { kind: 'p', text: `We have refunded ${formatCents(f.amountCents)} of your ${brand.clubName} payment for the billing date ${billingDateLabel(f.billingDate)} to ${where}. Your bank may take a few days to show it.` },
      { kind: 'table', rows: [
        { label: 'Charged', value: formatCents(f.chargedCents) },
        { label: 'Refunded in all', value: formatCents(f.refundedCents) },
      ] },
      { kind: 'link', label: 'My membership', url: link },
    ],
  }, link);
}
