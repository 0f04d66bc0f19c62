process.env.SKIP_SEED = '1';
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Kysely, Migrator, SqliteDialect, sql } from 'kysely';
import { setupTestDatabase } from '../helpers/testDb';
import { openScratchSchema } from '../helpers/scratchSchema';
import { withApiServer, CookieJar } from '../helpers/apiServer';
import { testCustomers } from '../helpers/customers';
import { insertClubShop, type ClubCustomerIds } from '../helpers/clubPlans';
import { startTestSmtp, type ReceivedMail, type TestSmtp } from '../helpers/smtpServer';
import { SCHEMA_DDL_LOCK, dialectName, getDb, migrate, type Database } from '../../server/db';
import { migrationProvider } from '../../server/db/migrations';
import { FX } from '../../server/cart/__fixtures__/shop';
import { billDueMemberships } from '../../server/club/billing';
import { getGateway } from '../../server/payments';
import { TEST_CARDS } from '../../server/payments/sandbox';
import { addOneMonth, monthOf } from '../../lib/club/months';
import { queueServiceMail } from '../../server/accounts/outbox';
import { confirmRegisterMail } from '../../server/accounts/mails';
import { brandById } from '../../brands';
import { shopFactsOf } from '../../server/seed/data/index';
import { CLAIM_TIMEOUT_MS, MAX_AGE_MS, MAX_ATTEMPTS, backoffMs, drainOutbox } from '../../server/mail/deliver';
import type { MailTemplate } from '../../server/mail/layout';
import { startProcessMailLoop, stopProcessMailLoop } from '../../server/mail/loop';
import { openOutboxBody, seal } from '../../server/mail/seal';
import { transportFromEnv, type MailTransport } from '../../server/mail/transport';
import { ShipError, shipOrder } from '../../server/orders/ship';

// Mail that reaches shoppers: every template queued by the shop's own flows (register, forgot,
// checkout, an accepted offer, shipping, the club's billing run and member changes), delivered
// through SMTP to a real SMTP server (smtp-server on 127.0.0.1) and read back: subject, From,
// headers, both parts, and links that work (the confirm and reset links from the received mail
// are used). Then retries with backoff (connection refused, 4xx), a final 5xx, giving up after
// MAX_ATTEMPTS, two drainers never sending one mail twice, a dead drainer's claim taken over, old
// mails expired, sent bodies and links blanked, account tokens stored only as hashes, prompt
// in-process delivery after a queue, and migration 010 on an outbox written before it.

setupTestDatabase('mail_delivery');

const PASSWORD = 'mail-password-1';
const ids: ClubCustomerIds = { ann: 0, bob: 0, cara: 0, ckbAnn: 0, hal: 0 };

const api = withApiServer(async () => {
  const db = await getDb();
  await insertClubShop(db, insertCustomer, ids);
  // The orders ship to Austin, TX: Texas sales tax (server/tax) gives the confirmation's amounts every line.
});
const { insertCustomer, loggedIn } = testCustomers(api, PASSWORD);

let smtp: TestSmtp;
let transport: MailTransport;
beforeAll(async () => {
  smtp = await startTestSmtp();
  transport = transportFromEnv({ SMTP_URL: smtp.url })!;
});
afterAll(async () => {
  transport?.close?.();
  await smtp?.close();
});

const drain = async (opts: Parameters<typeof drainOutbox>[2] = {}) => drainOutbox(await getDb(), transport, opts);
const outboxRows = async (to: string) => (await getDb()).selectFrom('email_outbox').selectAll().where('to_email', '=', to).orderBy('id').execute();
/** A waiting row as the mail worker opens it (account mails are sealed at rest). */
const openedRows = async (to: string) => (await outboxRows(to)).map((r) => openOutboxBody(r));
const header = (m: ReceivedMail, name: string) => String(m.headers.get(name) ?? '');
/** The one mail of this template to this address (there must be exactly one). */
function onlyMail(to: string, template: MailTemplate): ReceivedMail {
  const mails = smtp.to(to).filter((m) => header(m, 'x-shop-mail') === template);
  expect(mails).toHaveLength(1);
  return mails[0];
}
const linkIn = (m: ReceivedMail, prefix: string) => {
  const link = m.text.split('\n').find((l) => l.startsWith(prefix));
  expect(link).toBeDefined();
  // The HTML part carries the same link as its button.
  expect(m.html).toContain(`href="${link!.replace(/&/g, '&amp;')}"`);
  return link!;
};
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

/** Every received mail is from the brand's name and address, branded and in two parts. */
function expectBranded(m: ReceivedMail, brandId = 'pf') {
  const brand = brandById(brandId);
  expect(m.fromName).toBe(brand.storeName);
  expect(m.from).toBe(`no-reply@${brand.hosts[0]}`);
  expect(m.envelopeFrom).toBe(`no-reply@${brand.hosts[0]}`);
  expect(m.subject).toContain(brand.storeName);
  expect(m.text).toContain(brand.storeName);
  expect(m.html).toContain(brand.theme.primaryDark);
  expect(m.html).toContain(`>${brand.storeName}</a>`);
  expect(header(m, 'auto-submitted')).toBe('auto-generated');
}

/** After sending, the row keeps who, which and when, and nothing that could be used. */
async function expectBlanked(to: string) {
  const rows = await outboxRows(to);
  expect(rows.length).toBeGreaterThan(0);
  for (const r of rows) {
    expect(r).toMatchObject({ status: 'sent', body_text: '', body_html: '', link: '', claimed_by: null, last_error: null });
    expect(r.template).not.toBe('');
    expect(r.sent_at).not.toBeNull();
  }
}

async function addCard(customerId: number, number: string): Promise<void> {
  const card = getGateway().tokenize({ number, expMonth: '12', expYear: '2099', cvc: '123', name: 'Test' });
  await (await getDb())
    .insertInto('payment_methods')
    .values({ customer_id: customerId, gateway_token: card.token, card_brand: card.brand, last4: card.last4, exp_month: 12, exp_year: 2099, is_default: 1, created_at: new Date().toISOString() })
    .execute();
}

const delivered = new Set<string>();
afterEach(() => {
  for (const m of smtp.received) delivered.add(header(m, 'x-shop-mail'));
});

describe('every template, queued by the shop’s own flows and delivered through SMTP', () => {
  test('registration: the confirm link from the received mail creates the account; registering again mails "already registered"', async () => {
    const email = 'newbie@example.com';
    const reg = await api.request('POST', 'register', { fields: { name: 'New Bie', email, password: 'newbie-password-1' } });
    expect(reg.status).toBe(200);
    expect(await drain()).toMatchObject({ sent: 1, retried: 0, failed: 0 });
    const mail = onlyMail(email, 'register_confirm');
    expectBranded(mail);
    expect(mail.subject).toBe('Confirm your Pure Form account');
    expect(mail.to).toBe(email);
    const link = linkIn(mail, 'https://pureform.shop/confirm-register?token=');

    const jar = new CookieJar();
    const confirmed = await api.request('POST', 'confirm-register', { jar, fields: { token: tokenOf(link) } });
    expect(confirmed.status).toBe(200);
    expect((await api.request('GET', 'account', { jar })).body.data).toMatchObject({ customer: { email, name: 'New Bie' } });

    await api.request('POST', 'register', { fields: { name: 'New Bie', email, password: 'another-password-1' } });
    await drain();
    const again = onlyMail(email, 'already_registered');
    expectBranded(again);
    linkIn(again, 'https://pureform.shop/forgot');
    await expectBlanked(email);
  });

  test('password reset: the link from the received mail sets the new password', async () => {
    const email = 'bob@example.com';
    expect((await api.request('POST', 'forgot', { fields: { email } })).status).toBe(200);
    await drain();
    const mail = onlyMail(email, 'password_reset');
    expectBranded(mail);
    expect(mail.subject).toBe('Reset your Pure Form password');
    const link = linkIn(mail, 'https://pureform.shop/forgot?token=');
    const reset = await api.request('POST', 'reset-password', { fields: { token: tokenOf(link), password: 'bob-new-password-2' } });
    expect(reset.status).toBe(200);
    expect((await api.request('POST', 'login', { jar: new CookieJar(), fields: { email, password: 'bob-new-password-2' } })).status).toBe(200);
    await expectBlanked(email);
  });

  test('account links are stored only as hashes, and once mailed no table holds the link', async () => {
    const db = await getDb();
    const tokens = smtp.received.filter((m) => /register_confirm|password_reset/.test(header(m, 'x-shop-mail'))).map((m) => tokenOf(m.text.split('\n').find((l) => l.includes('token='))!));
    expect(tokens).toHaveLength(2);
    const stored = await db.selectFrom('account_tokens').select('id').execute();
    for (const token of tokens) {
      expect(stored.map((r) => r.id)).toContain(createHash('sha256').update(token).digest('hex'));
    }
    const everything = JSON.stringify([await db.selectFrom('account_tokens').selectAll().execute(), await db.selectFrom('email_outbox').selectAll().execute()]);
    for (const token of tokens) expect(everything).not.toContain(token);
  });

  test('while a register or reset mail waits (no sender running), no table holds its token, link or body in clear; delivery opens it', async () => {
    const db = await getDb();
    const email = 'waiting@example.com';
    expect((await api.request('POST', 'register', { fields: { name: 'Wai Ting', email, password: 'waiting-password-1' } })).status).toBe(200);
    expect((await api.request('POST', 'forgot', { fields: { email: 'bob@example.com' } })).status).toBe(200);
    const waiting = await db.selectFrom('email_outbox').selectAll().where('status', '=', 'pending').execute();
    expect(waiting.map((r) => r.template).sort()).toEqual(['password_reset', 'register_confirm']);
    for (const r of waiting) {
      for (const col of [r.body_text, r.body_html, r.link]) expect(col).toMatch(/^sealed:v1:/);
    }
    const atRest = JSON.stringify([await db.selectFrom('account_tokens').selectAll().execute(), await db.selectFrom('email_outbox').selectAll().execute()]);
    expect(atRest).not.toMatch(/token=/);

    const before = smtp.received.length;
    expect(await drain()).toMatchObject({ sent: 2, failed: 0 });
    const sent = smtp.received.slice(before);
    const links = sent.map((m) => m.text.split('\n').find((l) => l.includes('token='))!);
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link).toMatch(/^https:\/\/pureform\.shop\/(confirm-register|forgot)\?token=[A-Za-z0-9_-]{43}$/);
      expect(atRest).not.toContain(tokenOf(link));
    }
    const confirm = links.find((l) => l.includes('confirm-register'))!;
    expect((await api.request('POST', 'confirm-register', { jar: new CookieJar(), fields: { token: tokenOf(confirm) } })).status).toBe(200);
  });

  test('a sealed mail that this key cannot open (the key changed) is given up, not sent as ciphertext', async () => {
    const db = await getDb();
    await queueServiceMail(db, confirmRegisterMail(brandById('pf'), 'other-key@example.com', 'x'.repeat(43)));
    await db.updateTable('email_outbox').set({ body_text: seal('Open https://pureform.shop/confirm-register?token=abc', Buffer.alloc(32, 7)) }).where('to_email', '=', 'other-key@example.com').execute();
    expect(await drain()).toMatchObject({ sent: 0, failed: 1 });
    expect(smtp.to('other-key@example.com')).toHaveLength(0);
    expect((await outboxRows('other-key@example.com'))[0]).toMatchObject({ status: 'failed', last_error: 'UNSEALABLE', body_text: '', link: '' });
  });

  let orderId = 0;
  test('order confirmation: every line (the club’s first month too) and amounts that add up to what was charged', async () => {
    const email = 'cara@example.com';
    const jar = await loggedIn(email);
    await api.request('POST', 'cart/add', { jar, fields: { itemId: String(FX.legging), color: 'Black', size: 'S', quantity: '2' } });
    await api.request('POST', 'cart/club', { jar, fields: { join: 'true' } });
    const token = (await api.request('POST', 'payments/tokenize', { jar, fields: { number: TEST_CARDS.approve, expMonth: '12', expYear: '2099', cvc: '123' } })).body.data.token;
    const res = await api.request('POST', 'checkout', {
      jar,
      fields: { clubConsent: 'true',
        idempotencyKey: `mail-${randomUUID()}`, email, shippingName: 'Cara <b>Poe</b>', shippingCountry: 'US', shippingAddress: '1 Main St',
        shippingCity: 'Austin', shippingState: 'TX', shippingZip: '78701', shippingPhone: '5125550100', paymentMethod: 'card', paymentToken: token,
      },
    });
    expect(res.status).toBe(200);
    orderId = res.body.data.orderId;
    await drain();
    const mail = onlyMail(email, 'order_confirmation');
    expectBranded(mail);
    expect(mail.subject).toBe(`Pure Form: your order #${orderId} is confirmed`);
    linkIn(mail, `https://pureform.shop/orders/${orderId}`);

    const order = await (await getDb()).selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    const amount = (label: string) => {
      const line = mail.text.split('\n').find((l) => l.startsWith(label));
      if (!line) return 0;
      const m = /(-?)\$([\d,]+\.\d\d)$/.exec(line.trim());
      if (line.trim().endsWith('Free')) return 0;
      expect(m).not.toBeNull();
      return (m![1] ? -1 : 1) * Math.round(Number(m![2].replace(/,/g, '')) * 100);
    };
    expect(mail.text).toMatch(/Seamless Legging \(Black · S · Qty 2\) +\$/);
    const clubLine = `${shopFactsOf(brandById('pf')).clubName} membership (first month)`;
    // Said once: as the row after shipping (as on the thank-you and order pages), not also as a line.
    expect(mail.text.split('\n').filter((l) => l.startsWith(clubLine))).toHaveLength(1);
    expect(amount(clubLine)).toBe(4995);
    // As on the thank-you and order pages: the subtotal is the items', the membership its own row.
    expect(amount('Seamless Legging')).toBe(amount('Subtotal'));
    expect(amount('Subtotal')).toBe(order.subtotal_cents);
    expect(amount('Tax')).toBe(order.tax_cents);
    expect(amount('Tax')).toBeGreaterThan(0);
    expect(amount('Subtotal') + amount('Discount') + amount('Shipping') + amount(clubLine) + amount('Tax')).toBe(amount('Total'));
    expect(amount('Total')).toBe(order.total_cents);
    expect(mail.text).toContain('Paid with your Visa ending in 4242.');
    // What the shopper typed is text in both parts, never markup.
    expect(mail.text).toContain('Shipping to: Cara <b>Poe</b>, 1 Main St, Austin, TX 78701, US');
    expect(mail.html).toContain('Cara &lt;b&gt;Poe&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Poe</b>');
  });

  test('an accepted post-purchase offer is confirmed as added to the order', async () => {
    const jar = new CookieJar();
    await api.request('POST', 'cart/add', { jar, fields: { itemId: String(FX.legging), color: 'Black', size: 'S' } });
    const token = (await api.request('POST', 'payments/tokenize', { jar, fields: { number: TEST_CARDS.approve, expMonth: '12', expYear: '2099', cvc: '123' } })).body.data.token;
    const email = 'guest-offer@example.com';
    const placed = await api.request('POST', 'checkout', {
      jar,
      fields: { clubConsent: 'true',
        idempotencyKey: `mail-${randomUUID()}`, email, shippingName: 'Gus Guest', shippingCountry: 'US', shippingAddress: '2 Side St',
        shippingCity: 'Austin', shippingState: 'TX', shippingZip: '78701', shippingPhone: '5125550100', paymentMethod: 'card', paymentToken: token,
      },
    });
    expect(placed.status).toBe(200);
    const parent = placed.body.data.orderId as number;
    const accepted = await api.request('POST', `order/${parent}/accept-offer`, { jar, fields: { offerId: String(FX.specialOffer2), color: 'Black', size: 'S', idempotencyKey: `mail-${randomUUID()}` } });
    expect(accepted.status).toBe(200);
    await drain();
    const mails = smtp.to(email).filter((m) => header(m, 'x-shop-mail') === 'order_confirmation');
    expect(mails.map((m) => m.subject)).toEqual([`Pure Form: your order #${parent} is confirmed`, `Pure Form: added to your order #${parent}`]);
    // A guest has no account: the link is the tracker.
    linkIn(mails[0], `https://pureform.shop/tracker?order=${parent}`);
    linkIn(mails[1], `https://pureform.shop/tracker?order=${parent}`);
    expect(mails[1].text).toMatch(/Total +\$/);
  });

  test('shipping notification: order:ship marks the order shipped, the tracker shows it, and the mail links to it; once', async () => {
    const db = await getDb();
    const outcome = await shipOrder(db, orderId, ' 9400111899223100001234 ');
    expect(outcome).toEqual({ kind: 'shipped', orderId, trackingNumber: '9400111899223100001234', withOrders: [] });
    await drain();
    const mail = onlyMail('cara@example.com', 'order_shipped');
    expectBranded(mail);
    expect(mail.subject).toBe(`Pure Form: your order #${orderId} has shipped`);
    expect(mail.text).toContain('Its tracking number is 9400111899223100001234.');
    // What is in the parcel: the leggings, not the club membership's month.
    expect(mail.text).toMatch(/Seamless Legging \(Black · S\) +×2/);
    expect(mail.text).not.toContain('membership');
    const link = linkIn(mail, 'https://pureform.shop/tracker?order=');
    expect(new URL(link).searchParams.get('order')).toBe(String(orderId));
    const tracked = await api.request('GET', 'tracking', { query: { order: String(orderId), email: 'cara@example.com' } });
    expect(tracked.body.data).toMatchObject({ order: { status: 'shipped', trackingNumber: '9400111899223100001234' }, events: [{ description: 'Shipped, tracking number 9400111899223100001234' }] });

    // The same again changes nothing and mails nothing; anything else is refused with the reason.
    expect(await shipOrder(db, orderId, '9400111899223100001234')).toMatchObject({ kind: 'already' });
    expect(await drain()).toMatchObject({ sent: 0 });
    await expect(shipOrder(db, orderId, '1Z999AA10123456784')).rejects.toThrow(new ShipError(`orderId: #${orderId} already shipped with tracking number 9400111899223100001234`));
    await expect(shipOrder(db, 999_999, '1Z999AA10123456784')).rejects.toThrow('orderId: no order #999999');
    await expect(shipOrder(db, orderId, 'x<y')).rejects.toThrow('trackingNumber: must be 4 to 40 letters, digits or dashes');
    expect(smtp.to('cara@example.com').filter((m) => header(m, 'x-shop-mail') === 'order_shipped')).toHaveLength(1);
  });

  test('club receipt and decline from the billing run', async () => {
    const db = await getDb();
    const today = new Date().toISOString().slice(0, 10);
    await db.updateTable('club_memberships').set({ next_billing_date: today }).where('customer_id', '=', ids.cara).execute();
    await db.insertInto('club_memberships').values({
      brand_id: 'pf', customer_id: ids.ann, plan_id: FX.clubPlan, status: 'active', amount_cents: 4995, next_billing_date: today,
      started_at: new Date(Date.now() - 90 * 86_400_000).toISOString(),
    }).execute();
    await addCard(ids.cara, TEST_CARDS.approve);
    await addCard(ids.ann, TEST_CARDS.decline);
    expect(await billDueMemberships(db)).toMatchObject({ charged: 1, declined: 1 });
    await drain();
    const receipt = onlyMail('cara@example.com', 'club_receipt');
    expectBranded(receipt);
    expect(receipt.subject).toBe(`Pure Form: your ${shopFactsOf(brandById('pf')).clubName} payment of $49.95`);
    linkIn(receipt, 'https://pureform.shop/members');
    const declined = onlyMail('ann@example.com', 'club_declined');
    expectBranded(declined);
    expect(declined.text).toContain('was declined when we tried to charge $49.95');
  });

  test('club skip, pause, resume and cancel confirmations; a repeat that changes nothing mails nothing', async () => {
    const jar = await loggedIn('cara@example.com');
    const membership = (await api.request('GET', 'club', { jar })).body.data.membership;
    const month = monthOf(membership.nextBillingDate);
    expect((await api.request('POST', 'club/skip', { jar, fields: { month } })).status).toBe(200);
    expect((await api.request('POST', 'club/skip', { jar, fields: { month } })).body.data.changed).toBe(false);
    expect((await api.request('POST', 'club/pause', { jar })).status).toBe(200);
    expect((await api.request('POST', 'club/pause', { jar })).body.data.changed).toBe(false);
    expect((await api.request('POST', 'club/resume', { jar })).status).toBe(200);
    expect((await api.request('POST', 'club/cancel', { jar, fields: { reason: 'too_expensive' } })).body.data.cancelled).toBe(true);
    expect((await api.request('POST', 'club/cancel', { jar, fields: { reason: 'too_expensive' } })).body.data.changed).toBe(false);
    await drain();
    const skip = onlyMail('cara@example.com', 'club_skip');
    expect(skip.text).toContain(`Your next billing date is`);
    expect(skip.subject).toMatch(/^Pure Form: you skipped [A-Z][a-z]+ \d{4}$/);
    const pause = onlyMail('cara@example.com', 'club_pause');
    expect(pause.text).toContain('we charge $9.95 a month instead');
    const resume = onlyMail('cara@example.com', 'club_resume');
    expect(resume.text).toContain(`for $49.95`);
    const cancel = onlyMail('cara@example.com', 'club_cancel');
    linkIn(cancel, 'https://pureform.shop/vip');
    for (const m of [skip, pause, resume, cancel]) expectBranded(m);
    expect(addOneMonth(membership.nextBillingDate) > membership.nextBillingDate).toBe(true);
    await expectBlanked('cara@example.com');
  });

  test('every template reached the SMTP server', () => {
    const all: MailTemplate[] = [
      'register_confirm', 'already_registered', 'password_reset', 'order_confirmation', 'order_shipped',
      'club_receipt', 'club_declined', 'club_skip', 'club_pause', 'club_resume', 'club_cancel',
    ];
    expect([...delivered].sort()).toEqual([...all].sort());
  });
});

/** A mail queued straight into the outbox (as any flow does), to a fresh address. */
async function queueOne(to: string, now = new Date()) {
  await queueServiceMail(await getDb(), confirmRegisterMail(brandById('pf'), to, `tok${randomUUID().replace(/-/g, '')}`), now);
}

/** nodemailer's code for a connection refused. */
const REFUSED = expect.stringMatching(/^E(CONNECTION|SOCKET)$/);

/** A transport to a port nothing listens on: every send is 'connection refused'. */
async function refusedTransport(): Promise<MailTransport> {
  const closed = await startTestSmtp();
  await closed.close();
  return transportFromEnv({ SMTP_URL: closed.url })!;
}

describe('retries, backoff and giving up', () => {
  test('connection refused: retried after 1, 2, 4… minutes, not before; delivered once the server answers', async () => {
    const to = 'retry-refused@example.com';
    const t0 = new Date();
    await queueOne(to, t0);
    const refused = await refusedTransport();
    const db = await getDb();
    expect(await drainOutbox(db, refused, { now: t0 })).toMatchObject({ sent: 0, retried: 1 });
    let [row] = await openedRows(to);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, last_error: REFUSED, next_attempt_at: new Date(t0.getTime() + backoffMs(1)).toISOString() });
    expect(row.body_text).toContain('https://pureform.shop/confirm-register?token=');

    expect(await drainOutbox(db, refused, { now: new Date(t0.getTime() + 30_000) })).toMatchObject({ retried: 0 });
    const t1 = new Date(t0.getTime() + backoffMs(1));
    expect(await drainOutbox(db, refused, { now: t1 })).toMatchObject({ retried: 1 });
    [row] = await outboxRows(to);
    expect(row).toMatchObject({ attempts: 2, next_attempt_at: new Date(t1.getTime() + backoffMs(2)).toISOString() });
    expect(backoffMs(2)).toBe(2 * backoffMs(1));

    expect(await drain({ now: new Date(t1.getTime() + backoffMs(2)) })).toMatchObject({ sent: 1 });
    expect(smtp.to(to)).toHaveLength(1);
    [row] = await outboxRows(to);
    expect(row).toMatchObject({ status: 'sent', attempts: 3, body_text: '', body_html: '', link: '' });
  });

  test('a 4xx answer (try later) is retried; a 5xx (no such user) fails at once; neither stores the address', async () => {
    const later = 'retry-451@example.com';
    const never = 'refused-550@example.com';
    const t0 = new Date();
    await queueOne(later, t0);
    smtp.refuseRecipients(451);
    try {
      expect(await drain({ now: t0 })).toMatchObject({ retried: 1, failed: 0 });
    } finally {
      smtp.refuseRecipients(null);
    }
    expect((await outboxRows(later))[0]).toMatchObject({ status: 'pending', attempts: 1, last_error: 'EENVELOPE 451' });
    expect(await drain({ now: new Date(t0.getTime() + backoffMs(1)) })).toMatchObject({ sent: 1 });
    expect(smtp.to(later)).toHaveLength(1);

    await queueOne(never, t0);
    smtp.refuseRecipients(550);
    try {
      expect(await drain({ now: t0 })).toMatchObject({ failed: 1, retried: 0 });
    } finally {
      smtp.refuseRecipients(null);
    }
    const [row] = await outboxRows(never);
    expect(row).toMatchObject({ status: 'failed', attempts: 1, last_error: 'EENVELOPE 550', body_text: '', body_html: '', link: '', sent_at: null });
    expect(row.failed_at).not.toBeNull();
    expect(await drain({ now: new Date(t0.getTime() + 24 * 3600_000) })).toMatchObject({ sent: 0, failed: 0 });
    expect(smtp.to(never)).toHaveLength(0);
  });

  test(`after ${MAX_ATTEMPTS} failed attempts a mail is marked failed and blanked`, async () => {
    const to = 'retry-forever@example.com';
    let now = new Date();
    await queueOne(to, now);
    const refused = await refusedTransport();
    const db = await getDb();
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const s = await drainOutbox(db, refused, { now });
      expect(s).toMatchObject(attempt < MAX_ATTEMPTS ? { retried: 1, failed: 0 } : { retried: 0, failed: 1 });
      now = new Date(now.getTime() + backoffMs(attempt));
    }
    const [row] = await outboxRows(to);
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, last_error: REFUSED, body_text: '', body_html: '', link: '' });
    expect(await drainOutbox(db, refused, { now: new Date(now.getTime() + 86_400_000) })).toMatchObject({ retried: 0, failed: 0 });
  });
});

describe('several senders at once', () => {
  test('two drainers on one outbox send each mail exactly once', async () => {
    const addresses = Array.from({ length: 12 }, (_, i) => `both-${i}@example.com`);
    for (const a of addresses) await queueOne(a);
    const other = transportFromEnv({ SMTP_URL: smtp.url })!;
    const db = await getDb();
    const [a, b] = await Promise.all([drainOutbox(db, transport, { workerId: 'a' }), drainOutbox(db, other, { workerId: 'b' })]);
    other.close?.();
    expect(a.sent + b.sent).toBe(12);
    for (const addr of addresses) expect(smtp.to(addr)).toHaveLength(1);
  });

  test('a claim left by a sender that died is taken over after the timeout; a live claim is not', async () => {
    const db = await getDb();
    const now = new Date();
    await queueOne('dead-claim@example.com', now);
    await queueOne('live-claim@example.com', now);
    const claim = (to: string, ageMs: number) =>
      db.updateTable('email_outbox').set({ status: 'sending', claimed_by: 'gone', claimed_at: new Date(now.getTime() - ageMs).toISOString(), attempts: 1 }).where('to_email', '=', to).execute();
    await claim('dead-claim@example.com', CLAIM_TIMEOUT_MS + 1000);
    await claim('live-claim@example.com', 60_000);
    expect(await drain({ now })).toMatchObject({ sent: 1 });
    expect(smtp.to('dead-claim@example.com')).toHaveLength(1);
    expect(smtp.to('live-claim@example.com')).toHaveLength(0);
    expect((await outboxRows('live-claim@example.com'))[0]).toMatchObject({ status: 'sending', claimed_by: 'gone' });
    await db.deleteFrom('email_outbox').where('to_email', '=', 'live-claim@example.com').execute();
  });

  test('a mail nobody could send within its age limit is given up unsent, and its link blanked', async () => {
    const now = new Date();
    await queueOne('too-old@example.com', new Date(now.getTime() - MAX_AGE_MS - 1000));
    expect(await drain({ now })).toMatchObject({ expired: 1, sent: 0 });
    expect(smtp.to('too-old@example.com')).toHaveLength(0);
    expect((await outboxRows('too-old@example.com'))[0]).toMatchObject({ status: 'failed', last_error: 'EXPIRED', link: '', body_text: '' });
  });
});

describe('in-process delivery (npm start / npm run shop with SMTP_URL)', () => {
  test('a mail queued by a request is delivered within seconds, without waiting for the poll', async () => {
    const logged: string[] = [];
    startProcessMailLoop({
      getDb, transport, pollMs: 10 * 60_000,
      log: { info: (_o, msg) => logged.push(msg), error: (_o, msg) => logged.push(msg) },
    });
    try {
      // Let the start-up drain finish with an empty outbox.
      await new Promise((r) => setTimeout(r, 300));
      const email = 'prompt@example.com';
      const started = Date.now();
      expect((await api.request('POST', 'register', { fields: { name: 'Pro Mpt', email, password: 'prompt-password-1' } })).status).toBe(200);
      // The SMTP server has the mail a moment before the drain logs it: wait for both (a loaded machine is slow at either).
      const sentLine = 'mail: 1 sent, 0 to retry, 0 failed';
      while ((smtp.to(email).length === 0 || !logged.includes(sentLine)) && Date.now() - started < 30_000) await new Promise((r) => setTimeout(r, 50));
      expect(smtp.to(email)).toHaveLength(1);
      // Long before the 10-minute poll: the request's queueing woke the loop.
      expect(Date.now() - started).toBeLessThan(30_000);
      expect(logged).toContain(sentLine);
    } finally {
      await stopProcessMailLoop();
    }
    // Stopped (as a graceful shutdown does): a mail queued now waits in the outbox.
    const later = 'after-stop@example.com';
    await api.request('POST', 'register', { fields: { name: 'Af Ter', email: later, password: 'after-password-1' } });
    await new Promise((r) => setTimeout(r, 1500));
    expect(smtp.to(later)).toHaveLength(0);
    expect((await outboxRows(later))[0]).toMatchObject({ status: 'pending', attempts: 0 });
  });
});

describe('migration 010 on an outbox written before it', () => {
  test('mails already sent by an operator are marked sent and blanked; unsent ones wait, pending', async () => {
    const dialect = dialectName();
    const { db, close } = await openEmpty(dialect);
    try {
      const schema = dialect === 'postgres' ? (await sql<{ s: string }>`SELECT current_schema() AS s`.execute(db)).rows[0]?.s : undefined;
      const migrator = new Migrator({ db, provider: migrationProvider(dialect), ...(schema ? { migrationTableSchema: schema } : {}) });
      const names = Object.keys(await migrationProvider(dialect).getMigrations()).sort();
      const before010 = names[names.indexOf('010_mail_delivery') - 1];
      const migrateTo = async (name: string) => {
        if (dialect !== 'postgres') return migrator.migrateTo(name);
        return db.connection().execute(async (conn) => {
          await sql`SELECT pg_advisory_lock_shared(${SCHEMA_DDL_LOCK})`.execute(conn);
          try {
            return await migrator.migrateTo(name);
          } finally {
            await sql`SELECT pg_advisory_unlock_shared(${SCHEMA_DDL_LOCK})`.execute(conn);
          }
        });
      };
      expect((await migrateTo(before010)).error).toBeUndefined();
      const t = new Date().toISOString();
      await sql`INSERT INTO email_outbox (brand_id, to_email, subject, body_text, link, created_at, sent_at) VALUES
        ('pf', 'old-sent@example.com', 'Confirm', 'Open https://pureform.shop/confirm-register?token=abc', 'https://pureform.shop/confirm-register?token=abc', ${t}, ${t}),
        ('pf', 'old-unsent@example.com', 'Reset', 'Open https://pureform.shop/forgot?token=def', 'https://pureform.shop/forgot?token=def', ${t}, NULL)`.execute(db);
      await migrate(db as unknown as Kysely<unknown>, dialect);
      const rows = await (db as unknown as Kysely<Database>).selectFrom('email_outbox').select(['to_email', 'status', 'body_text', 'link', 'attempts', 'template']).orderBy('to_email').execute();
      expect(rows).toEqual([
        { to_email: 'old-sent@example.com', status: 'sent', body_text: '', link: '', attempts: 0, template: '' },
        { to_email: 'old-unsent@example.com', status: 'pending', body_text: 'Open https://pureform.shop/forgot?token=def', link: 'https://pureform.shop/forgot?token=def', attempts: 0, template: '' },
      ]);
    } finally {
      await close();
    }
  });
});

/** An empty database beside the suite's (a temporary SQLite file, or a new PostgreSQL schema). */
async function openEmpty(dialect: 'sqlite' | 'postgres'): Promise<{ db: Kysely<unknown>; close: () => Promise<void> }> {
  if (dialect === 'sqlite') {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const SQLite = require('better-sqlite3') as typeof import('better-sqlite3');
    const file = path.join(os.tmpdir(), `mail-migration-${process.pid}-${Date.now()}.sqlite`);
    const db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: new SQLite(file) }) });
    return {
      db,
      async close() {
        await db.destroy();
        fs.rmSync(file, { force: true });
      },
    };
  }
  return openScratchSchema<unknown>(String(process.env.DATABASE_URL), 'mail_mig', 2);
}
