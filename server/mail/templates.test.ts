import { instalmentSchedule } from '../../lib/payments/instalments';
import { BRANDS, brandById } from '../../brands';
import type { Brand } from '../../brands/types';
import { shopFactsOf } from '../seed/data/index';
import { alreadyRegisteredMail, confirmRegisterMail, resetPasswordMail } from '../accounts/mails';
import { clubCancelMail, clubDeclinedMail, clubPauseMail, clubPickReminderMail, clubReceiptMail, clubRefundedMail, clubResumeMail, clubSkipMail } from '../club/mails';
import { orderConfirmationMail, orderRefundedMail, orderRows, orderShippedMail, type OrderMailFacts } from '../orders/mails';
import { escapeHtml, renderHtml, renderText, type Mail, type MailTemplate } from './layout';

const EVIL = '<script>alert("x")</script> & <img src=x onerror=alert(1)>';
const to = 'ann@example.com';
/** The club mails read the club's name from the shop's settings; the seed's is the one a database holds. */
const withClub = (brand: Brand) => ({ ...brand, clubName: shopFactsOf(brand).clubName });

function orderFacts(over: Partial<OrderMailFacts> = {}): OrderMailFacts {
  return {
    to, orderId: 10042, parentOrderId: null, placedAt: '2026-11-20T10:00:00.000Z',
    lines: [
      { name: `Seamless Legging ${EVIL}`, color: 'Black', size: 'S', quantity: 2, totalCents: 8000 },
      { name: 'VIP membership (first month)', color: '', size: '', quantity: 1, totalCents: 4995, club: true },
    ],
    discountCents: 2000, discountCode: 'VIPONLY', shippingCents: 695, shippingMethod: 'Standard', taxCents: 495,
    totalCents: 8000 + 4995 - 2000 + 695 + 495,
    card: { brand: 'visa', last4: '4242' },
    shipTo: { name: `Ann ${EVIL}`, address: '1 Main St', address2: 'Apt <2>', city: 'Austin', state: 'TX', zip: '78701', country: 'US' },
    link: 'https://pureform.shop/orders/10042',
    ...over,
  };
}

/** One mail of every template for a brand. */
function everyMail(brandId: string): Mail[] {
  const brand = brandById(brandId);
  const charge = { to, billingDate: '2026-12-01', amountCents: 4995, paused: false };
  return [
    confirmRegisterMail(brand, to, 'tok_abc'),
    alreadyRegisteredMail(brand, to),
    resetPasswordMail(brand, to, 'tok_abc'),
    orderConfirmationMail(brand, orderFacts({ link: `https://${brand.hosts[0]}/orders/10042` })),
    orderConfirmationMail(brand, orderFacts({ link: `https://${brand.hosts[0]}/orders/10042`, orderId: 10043, parentOrderId: 10042, lines: [{ name: 'Crop Top', color: 'White', size: 'M', quantity: 1, totalCents: 2999 }], discountCents: 0, shippingCents: 0, taxCents: 0, totalCents: 2999 })),
    orderShippedMail(brand, { to, orderId: 10042, trackingNumber: '9400111899223100001234', shippingMethod: 'Standard', lines: orderFacts().lines, shipTo: orderFacts().shipTo }),
    orderRefundedMail(brand, { to, orderId: 10042, amountCents: 1000, refundedCents: 1000, paidCents: 5416, card: { brand: 'visa', last4: '4242' }, link: `https://${brand.hosts[0]}/orders/10042` }),
    clubReceiptMail(withClub(brand), { ...charge, card: { brand: 'visa', last4: '4242' }, nextBillingDate: '2027-01-01' }),
    clubDeclinedMail(withClub(brand), { ...charge, card: null }),
    clubSkipMail(withClub(brand), { to, month: '2026-12', nextBillingDate: '2027-01-01' }),
    clubPauseMail(withClub(brand), { to, pausePriceCents: 995, nextBillingDate: '2026-12-01' }),
    clubResumeMail(withClub(brand), { to, amountCents: 4995, nextBillingDate: '2026-12-01' }),
    clubCancelMail(withClub(brand), { to }),
    clubRefundedMail(withClub(brand), { to, billingDate: '2026-12-01', amountCents: 1000, refundedCents: 1000, chargedCents: 4995, card: { brand: 'visa', last4: '4242' } }),
  ];
}

const TEMPLATES: MailTemplate[] = [
  'register_confirm', 'already_registered', 'password_reset', 'order_confirmation', 'order_shipped', 'order_refunded',
  'club_receipt', 'club_declined', 'club_skip', 'club_pause', 'club_resume', 'club_cancel', 'club_refunded',
];

describe.each(BRANDS.map((b) => b.id))('%s', (brandId) => {
  const brand = brandById(brandId);
  const mails = everyMail(brandId);

  test('every template is built', () => {
    expect([...new Set(mails.map((m) => m.template))].sort()).toEqual([...TEMPLATES].sort());
  });

  test.each(mails.map((m, i) => [`${m.template} #${i}`, m] as const))('%s: branded HTML and a text part with the same link', (_name, mail) => {
    expect(mail.brandId).toBe(brandId);
    expect(mail.to).toBe(to);
    expect(mail.subject).toContain(brand.storeName);
    // HTML: the store's name as the logo, its colours, US English, the link as a button.
    expect(mail.bodyHtml).toMatch(/^<!DOCTYPE html>/);
    expect(mail.bodyHtml).toContain('<html lang="en">');
    expect(mail.bodyHtml).toContain(`>${escapeHtml(brand.storeName)}</a>`);
    expect(mail.bodyHtml).toContain(`background:${brand.theme.primaryDark}`);
    expect(mail.bodyHtml).toContain(`href="${escapeHtml(mail.link)}"`);
    // Text: plain (no markup but what the shopper typed), names the store, carries the link on a line of its own.
    expect(mail.bodyText.split(EVIL).join('').split('Apt <2>').join('')).not.toMatch(/<[a-z/!]/i);
    expect(mail.bodyText).toContain(brand.storeName);
    expect(mail.bodyText.split('\n')).toContain(mail.link);
    expect(mail.link.startsWith(`https://${brand.hosts[0]}/`)).toBe(true);
  });

  test('nothing a shopper typed becomes markup: names and addresses are escaped in HTML, kept as typed in text', () => {
    for (const mail of mails.filter((m) => m.template === 'order_confirmation' || m.template === 'order_shipped')) {
      if (!mail.bodyText.includes(EVIL)) continue;
      expect(mail.bodyHtml).not.toContain('<script>');
      expect(mail.bodyHtml).not.toContain('<img');
      expect(mail.bodyHtml).toContain(escapeHtml(EVIL));
      expect(mail.bodyHtml).toContain('Apt &lt;2&gt;');
    }
    expect(mails.filter((m) => m.bodyText.includes(EVIL)).map((m) => m.template)).toEqual(['order_confirmation', 'order_confirmation', 'order_shipped']);
  });
});

test('escapeHtml escapes the five characters that matter in text and attributes', () => {
  expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
});

test('a link that is not http(s) is refused, so no javascript: link can be mailed', () => {
  const pf = brandById('pf');
  const content = { subject: 's', heading: 'h', blocks: [{ kind: 'link' as const, label: 'Go', url: 'javascript:alert(1)' }] };
  expect(() => renderHtml(pf, content)).toThrow(/http/);
  expect(() => renderText(pf, content)).toThrow(/http/);
});

test('the order confirmation’s amounts read as the order page’s and add up: Subtotal (items) − Discount + Shipping + Membership + Tax = Total', () => {
  const f = orderFacts();
  const rows = orderRows(f);
  const cents = (label: string) => {
    const row = rows.find((r) => r.label.startsWith(label));
    if (!row) return 0;
    if (row.value === 'Free') return 0;
    const n = Math.round(Number(row.value.replace(/[$,-]/g, '')) * 100);
    return row.value.startsWith('-') ? -n : n;
  };
  expect(rows.map((r) => r.label)).toEqual([
    `Seamless Legging ${EVIL}`, 'Subtotal', 'Discount (VIPONLY)', 'Shipping (Standard)', 'VIP membership (first month)', 'Tax', 'Total',
  ]);
  // The page's subtotal is the items' (orderAmounts): the membership is its own row, not in the subtotal.
  expect(cents('Subtotal')).toBe(8000);
  expect(cents('VIP membership')).toBe(4995);
  expect(cents('Subtotal') + cents('Discount') + cents('Shipping') + cents('VIP membership') + cents('Tax')).toBe(cents('Total'));
  expect(cents('Total')).toBe(f.totalCents);
  const text = orderConfirmationMail(brandById('pf'), f).bodyText;
  expect(text).toMatch(/Seamless Legging .* \(Black · S · Qty 2\) +\$80\.00/);
  expect(text).toMatch(/Discount \(VIPONLY\) +-\$20\.00/);
  expect(text).toMatch(/Total +\$121\.85/);
  expect(text).toContain('Paid with your Visa ending in 4242.');
  expect(text).toContain(`Shipping to: Ann ${EVIL}, 1 Main St, Apt <2>, Austin, TX 78701, US`);
});

test('a multi-buy set’s saving is its own row, as on the order page', () => {
  const rows = orderRows({ ...orderFacts(), lines: [{ name: 'Cheeky', color: 'Black', size: 'S', quantity: 5, totalCents: 7200 }], multiBuyCents: 2200, discountCents: 0, discountCode: null, shippingCents: 0, taxCents: 0, totalCents: 5000 });
  expect(rows.map((r) => [r.label, r.value])).toEqual([['Cheeky', '$72.00'], ['Subtotal', '$72.00'], ['Multi-buy savings', '-$22.00'], ['Shipping (Standard)', 'Free'], ['Total', '$50.00']]);
});

test('a line’s colour and size read as on the site: Mustard / Charcoal, 2XL', () => {
  const lines = [{ name: 'Varsity Stripe Knee High', color: 'Mustard-Charcoal', size: 'XXL', quantity: 1, totalCents: 1899 }];
  expect(orderRows({ ...orderFacts(), lines })[0]).toMatchObject({ label: 'Varsity Stripe Knee High', detail: 'Mustard / Charcoal · 2XL' });
  expect(orderShippedMail(brandById('uncommonpair'), { to, orderId: 7, trackingNumber: '1Z999AA10123456784', shippingMethod: 'Standard', lines, shipTo: null }).bodyText).toContain('Mustard / Charcoal · 2XL');
});

test('Pay in 4: the confirmation says the installments on the card, not "Paid with"', () => {
  const schedule = instalmentSchedule(6485, '2026-11-27').map((r) => ({ ...r, status: r.seq === 1 ? 'paid' : 'scheduled' }));
  const text = orderConfirmationMail(brandById('hb'), orderFacts({ totalCents: 6485, card: { brand: 'visa', last4: '4242', method: 'afterpay' }, schedule })).bodyText;
  expect(text).toContain('Paying in 4 interest-free installments of $16.22 (the last $16.19) on Visa ending in 4242: the first one charged today, then one every two weeks until January 8, 2027.');
  // The four payments, each with its day and amount, adding up to the total.
  expect(text).toMatch(/Installment 1 of 4[\s\S]*Paid November 27, 2026 \(at checkout\)[\s\S]*\$16\.22/);
  expect(text).toMatch(/Installment 4 of 4[\s\S]*Due January 8, 2027[\s\S]*\$16\.19/);
  expect(text).not.toContain('Paid with');
});

test('free shipping and no tax or discount: shown as Free, no empty lines', () => {
  const rows = orderRows({ ...orderFacts(), discountCents: 0, discountCode: null, shippingCents: 0, taxCents: 0, totalCents: 12995 });
  expect(rows.map((r) => [r.label, r.value])).toEqual([
    [`Seamless Legging ${EVIL}`, '$80.00'], ['Subtotal', '$80.00'], ['Shipping (Standard)', 'Free'], ['VIP membership (first month)', '$49.95'], ['Total', '$129.95'],
  ]);
});

test('the shipping mail names the tracking number and links to the shop’s tracker for the order', () => {
  const mail = orderShippedMail(brandById('ckb'), { to, orderId: 77, trackingNumber: '1Z999AA10123456784', shippingMethod: 'Standard', lines: [], shipTo: null });
  expect(mail.subject).toBe('Cheekboss: your order #77 has shipped');
  expect(mail.link).toBe('https://cheekboss.shop/tracker?order=77');
  expect(mail.bodyText).toContain('Its tracking number is 1Z999AA10123456784.');
});

test('club change mails say what changed and what is charged next', () => {
  const pf = brandById('pf');
  expect(clubSkipMail(withClub(pf), { to, month: '2026-12', nextBillingDate: '2027-01-01' }).bodyText).toContain(
    `You skipped December 2026 of your ${shopFactsOf(pf).clubName} membership: nothing is charged for that month.\n\nYour next billing date is January 1, 2027.`,
  );
  expect(clubPauseMail(withClub(pf), { to, pausePriceCents: 995, nextBillingDate: '2026-12-01' }).bodyText).toContain(
    'While it is paused, we charge $9.95 a month instead, next on December 1, 2026, and member prices are off.',
  );
  expect(clubResumeMail(withClub(pf), { to, amountCents: 4995, nextBillingDate: '2026-12-01' }).bodyText).toContain('Your next billing date is December 1, 2026, for $49.95.');
  const cancel = clubCancelMail(withClub(pf), { to });
  expect(cancel.bodyText).toContain('We won’t charge you again for it');
  expect(cancel.link).toBe('https://pureform.shop/vip');
});

describe('the brand’s persona (personaFullName) signs the mails about a member’s pieces', () => {
  const pf = brandById('pf');
  const reminder = (persona?: string) =>
    clubPickReminderMail({ ...withClub(pf), persona }, { to, billingDate: '2026-12-01', lastDay: '2026-11-28', suggestion: null });

  test('signed in both parts, escaped in the HTML; the brand’s plain footer follows', () => {
    const mail = reminder('Jessica <Marlowe>');
    expect(mail.bodyText).toContain(`\n\nJessica <Marlowe>, ${pf.storeName}\n\n${pf.storeName}\nhttps://`);
    expect(mail.bodyHtml).toContain(`Jessica &lt;Marlowe&gt;, ${escapeHtml(pf.storeName)}</p>`);
  });

  test('no persona, no signature; a receipt with no piece (nothing about style) is never signed', () => {
    expect(reminder('').bodyText).not.toContain(`, ${pf.storeName}\n\n${pf.storeName}`);
    expect(reminder(undefined).bodyHtml).not.toContain('font-style:italic');
    const receipt = clubReceiptMail({ ...withClub(pf), persona: 'Jessica Marlowe' }, {
      to, billingDate: '2026-12-01', amountCents: 4995, paused: false, card: { brand: 'visa', last4: '4242' }, nextBillingDate: '2027-01-01',
    });
    expect(receipt.bodyText).not.toContain('Jessica Marlowe');
  });
});
