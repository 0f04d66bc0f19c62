import type { ReturnSummary } from '../../lib/orders/returns';
import { formatMoney } from '../../lib/format/money';
import { colorLabel } from '../../lib/format/colors';
import { sizeLabel } from '../../lib/format/sizes';
import { accountLink } from '../accounts/mails';
import { composeMail, type Mail, type MailBrand } from '../mail/layout';

const lineText = (l: ReturnSummary['lines'][number]) => {
  const what = `${l.quantity} × ${l.name} (${[colorLabel(l.color), l.size === 'One Size' ? '' : sizeLabel(l.size)].filter(Boolean).join(', ')})`;
  return l.action === 'exchange' ? `${what}: exchange for size ${sizeLabel(l.exchangeSize ?? '')}, reserved for you` : `${what}: refund`;
};

/** A return started: its number, what comes back, the prepaid label and how to send it. */
export function returnStartedMail(brand: MailBrand, f: { to: string; orderId: number; ret: ReturnSummary; unwornOnly: boolean }): Mail {
  const link = accountLink(brand, `/orders/${f.orderId}`);
  return composeMail(brand, f.to, 'return_started', {
    subject: `${brand.storeName}: your return ${f.ret.rma} for order #${f.orderId}`,
    heading: `Return ${f.ret.rma}`,
    blocks: [
      { kind: 'p', text: `We’ve opened return ${f.ret.rma} for order #${f.orderId}:` },
      ...f.ret.lines.map((l) => ({ kind: 'p' as const, text: lineText(l) })),
      {
        kind: 'p',
        text: `Print your prepaid return label from your order page, pack the items${f.unwornOnly ? ' unworn, with the hygienic liner in place, in their original packaging' : ''}, tape the label on, and drop the parcel off within 14 days. Return shipping is on us.`,
      },
      { kind: 'link', label: 'Print my return label', url: link },
      { kind: 'p', text: 'When your parcel arrives we refund what you sent back to the card you paid with, and ship any exchange free. We’ll email you when we do.' },
    ],
  }, link);
}

/** A return received: what was refunded and/or which order ships the exchange. */
export function returnReceivedMail(brand: MailBrand, f: { to: string; orderId: number; ret: ReturnSummary }): Mail {
  const link = accountLink(brand, `/orders/${f.orderId}`);
  const refund = f.ret.refund && f.ret.refund > 0 ? `We’ve refunded ${formatMoney(f.ret.refund)} to the card you paid with; it reaches your card within 5–7 business days (your bank may take a few extra days to show it).` : null;
  const exchange = f.ret.exchangeOrderId ? `Your exchange ships free as order #${f.ret.exchangeOrderId}; we’ll email you the tracking number.` : null;
  return composeMail(brand, f.to, 'return_received', {
    subject: `${brand.storeName}: we received your return ${f.ret.rma}`,
    heading: 'We received your return',
    blocks: [
      { kind: 'p', text: `Return ${f.ret.rma} for order #${f.orderId} has arrived.` },
      ...(refund ? [{ kind: 'p' as const, text: refund }] : []),
      ...(exchange ? [{ kind: 'p' as const, text: exchange }] : []),
      { kind: 'link', label: 'See your order', url: link },
    ],
  }, link);
}
