// The order mails: the confirmation sent when an order is placed (or a post-purchase offer is
// added to it), and the shipping notification with its tracking link.
import { billingDateLabel } from '../../lib/club/months';
import { colorLabel } from '../../lib/format/colors';
import { formatCents } from '../../lib/format/money';
import { sizeLabel } from '../../lib/format/sizes';
import { cardEnding, instalmentPlan } from '../../lib/payments/cardLabels';
import { scheduleRowLabel, type ScheduleRow } from '../../lib/payments/instalments';
import { accountLink } from '../accounts/mails';
import { composeMail, type Mail, type MailBrand, type TableRow } from '../mail/layout';
import type { MailCard } from '../club/mails';

export interface OrderMailLine {
  name: string;
  color: string;
  size: string;
  quantity: number;
  totalCents: number;
  /** The club's membership bought with the order: listed, but not part of the subtotal (as on the order's pages). */
  club?: boolean;
}

export interface ShipTo {
  name?: string;
  address?: string;
  address2?: string;
  city?: string;
  state?: string;
  zip?: string;
  country?: string;
}

export interface OrderMailFacts {
  to: string;
  orderId: number;
  /** Set for a post-purchase offer: the order it was added to. */
  parentOrderId: number | null;
  placedAt: string;
  lines: OrderMailLine[];
  /** Multi-buy set savings (orders.multi_buy_cents). */
  multiBuyCents?: number;
  discountCents: number;
  discountCode: string | null;
  shippingCents: number;
  shippingMethod: string;
  taxCents: number;
  totalCents: number;
  /** The paying card; method 'afterpay' for Pay in 4 (the mail then says the installments). */
  card: (MailCard & { method?: string | null }) | null;
  shipTo: ShipTo | null;
  /** Pay in 4 run by the shop: the four payments (server/payments/instalments.ts). */
  schedule?: ScheduleRow[];
  /** Where the shopper sees the order: /orders/<id> with an account, else the tracker. */
  link: string;
}

/** 'Paid with your Visa ending in 4242.', or for Pay in 4 'Paying in 4 interest-free installments of $16.22 on Visa ending in 4242, …'. */
function paidWith(card: MailCard & { method?: string | null }, totalCents: number, schedule: OrderMailFacts['schedule']): string {
  const plan = instalmentPlan(card, totalCents, schedule);
  return plan ? `Paying in ${plan}.` : `Paid with your ${cardEnding(card)}.`;
}

/** 'Black / Pink · 2XL · Qty 2': what tells one line from another, colour and size labelled as on the site (the quantity left out where it has its own column). */
function lineDetail(l: OrderMailLine, withQuantity = true): string {
  return [colorLabel(l.color), l.size ? sizeLabel(l.size) : '', withQuantity && l.quantity > 1 ? `Qty ${l.quantity}` : ''].filter(Boolean).join(' · ');
}

/**
 * The order's lines, then the amounts as the thank-you and order pages show them (lib/checkout/amountRows):
 * Subtotal (the items; the membership's first month is its own row), Multi-buy savings, Discount,
 * Shipping, the membership's first month (named as its line), Tax and Total, which they add up to.
 */
export function orderRows(f: Pick<OrderMailFacts, 'lines' | 'multiBuyCents' | 'discountCents' | 'discountCode' | 'shippingCents' | 'shippingMethod' | 'taxCents' | 'totalCents'>): TableRow[] {
  const subtotal = f.lines.filter((l) => !l.club).reduce((s, l) => s + l.totalCents, 0);
  const membership = f.lines.filter((l) => l.club).reduce((s, l) => s + l.totalCents, 0);
  // The membership is said once, as its own row after shipping (as the pages show it), not also as a line.
  const rows: TableRow[] = f.lines.filter((l) => !l.club).map((l) => ({ label: l.name, detail: lineDetail(l) || undefined, value: formatCents(l.totalCents) }));
  rows.push({ label: 'Subtotal', value: formatCents(subtotal) });
  if (f.multiBuyCents) rows.push({ label: 'Multi-buy savings', value: `-${formatCents(f.multiBuyCents)}` });
  if (f.discountCents > 0) rows.push({ label: f.discountCode ? `Discount (${f.discountCode})` : 'Discount', value: `-${formatCents(f.discountCents)}` });
  rows.push({ label: f.shippingMethod ? `Shipping (${f.shippingMethod})` : 'Shipping', value: f.shippingCents > 0 ? formatCents(f.shippingCents) : 'Free' });
  // Named as the order's club line names it ('Pure Form VIP membership (first month)').
  if (membership > 0) rows.push({ label: f.lines.find((l) => l.club)?.name || 'Membership (first month)', value: formatCents(membership) });
  if (f.taxCents > 0) rows.push({ label: 'Tax', value: formatCents(f.taxCents) });
  rows.push({ label: 'Total', value: formatCents(f.totalCents), strong: true });
  return rows;
}

/** 'Ann Lee, 1 Main St, Apt 2, Springfield, IL 62701, US'. */
export function addressLine(a: ShipTo): string {
  const cityLine = [a.city, [a.state, a.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [a.name, a.address, a.address2, cityLine, a.country].map((p) => (p ?? '').trim()).filter(Boolean).join(', ');
}

export function orderConfirmationMail(brand: MailBrand, f: OrderMailFacts): Mail {
  const added = f.parentOrderId !== null;
  const shipTo = f.shipTo ? addressLine(f.shipTo) : '';
  return composeMail(brand, f.to, 'order_confirmation', {
    subject: added ? `${brand.storeName}: added to your order #${f.parentOrderId}` : `${brand.storeName}: your order #${f.orderId} is confirmed`,
    heading: added ? `We added this to your order #${f.parentOrderId}` : 'Thanks for your order!',
    blocks: [
      {
        kind: 'p',
        text: added
          ? `Order #${f.orderId}, placed ${billingDateLabel(f.placedAt.slice(0, 10))}, ships with your order #${f.parentOrderId}.`
          : `We received your order #${f.orderId}, placed ${billingDateLabel(f.placedAt.slice(0, 10))}. We’ll mail you again when it ships.`,
      },
      { kind: 'table', rows: orderRows(f) },
      ...(f.card ? [{ kind: 'p' as const, text: paidWith(f.card, f.totalCents, f.schedule) }] : []),
      ...(f.schedule?.length ? [{ kind: 'table' as const, rows: f.schedule.map((r) => ({ label: `Installment ${r.seq} of ${f.schedule!.length}`, detail: scheduleRowLabel(r), value: formatCents(r.amountCents) })) }] : []),
      ...(shipTo ? [{ kind: 'p' as const, text: `Shipping to: ${shipTo}` }] : []),
      { kind: 'p', text: 'See your order and follow it here:' },
      { kind: 'link', label: 'View my order', url: f.link },
    ],
  }, f.link);
}

export interface ShippedMailFacts {
  to: string;
  orderId: number;
  trackingNumber: string;
  shippingMethod: string;
  lines: OrderMailLine[];
  shipTo: ShipTo | null;
}

/** The shop's own tracker for an order (it asks for the order's email before showing anything). */
export function trackingLink(brand: MailBrand, orderId: number): string {
  return accountLink(brand, `/tracker?order=${orderId}`);
}

export function orderShippedMail(brand: MailBrand, f: ShippedMailFacts): Mail {
  const link = trackingLink(brand, f.orderId);
  const shipTo = f.shipTo ? addressLine(f.shipTo) : '';
  return composeMail(brand, f.to, 'order_shipped', {
    subject: `${brand.storeName}: your order #${f.orderId} has shipped`,
    heading: 'Your order is on its way',
    blocks: [
      { kind: 'p', text: `Good news: your order #${f.orderId} has shipped${f.shippingMethod ? ` (${f.shippingMethod})` : ''}. Its tracking number is ${f.trackingNumber}.` },
      { kind: 'table', rows: f.lines.map((l) => ({ label: l.name, detail: lineDetail(l, false) || undefined, value: `×${l.quantity}` })) },
      ...(shipTo ? [{ kind: 'p' as const, text: `Shipping to: ${shipTo}` }] : []),
      { kind: 'p', text: 'Follow your package here:' },
      { kind: 'link', label: 'Track my package', url: link },
    ],
  }, link);
}

export interface RefundMailFacts {
  to: string;
  orderId: number;
  /** This refund. */
  amountCents: number;
  /** Every refund of the order so far, this one included, and what was paid. */
  refundedCents: number;
  paidCents: number;
  card: MailCard | null;
  link: string;
}

/** The shopper's notice of a refund (server/payments/refund.ts), full or partial. */
export function orderRefundedMail(brand: MailBrand, f: RefundMailFacts): Mail {
  const full = f.refundedCents >= f.paidCents;
  const where = f.card ? `your ${cardEnding(f.card)}` : 'the payment method you paid with';
  return composeMail(brand, f.to, 'order_refunded', {
    subject: `${brand.storeName}: ${full ? 'your order' : 'part of your order'} #${f.orderId} has been refunded`,
    heading: full ? 'Your order has been refunded' : 'Part of your order has been refunded',
    blocks: [
      { kind: 'p', text: `We have refunded ${formatCents(f.amountCents)} of your order #${f.orderId} to ${where}.` },
      { kind: 'table', rows: [
        { label: 'Paid', value: formatCents(f.paidCents) },
        { label: 'Refunded in all', value: formatCents(f.refundedCents) },
      ] },
      { kind: 'link', label: 'View my order', url: f.link },
    ],
  }, f.link);
}
