import { BRANDS } from '../../brands';
import { shopFactsOf } from '../seed/data/index';
import { clubDeclinedMail, clubReceiptMail } from './mails';

const pfBrand = BRANDS.find((b) => b.id === 'pf')!;
// The club's name is shop data (settings.clubName); the seed's is the one a pf database holds.
const pf = { ...pfBrand, clubName: shopFactsOf(pfBrand).clubName };
const facts = { to: 'ann@example.com', billingDate: '2026-11-01', amountCents: 4995, paused: false };

test('a receipt names the amount, the card, the billing date and the next one, and links to the members area', () => {
  const mail = clubReceiptMail(pf, { ...facts, card: { brand: 'visa', last4: '4242' }, nextBillingDate: '2026-12-01' });
  expect(mail).toMatchObject({ brandId: 'pf', to: 'ann@example.com' });
  expect(mail.subject).toBe(`${pf.storeName}: your ${pf.clubName} payment of $49.95`);
  expect(mail.bodyText).toContain(`We charged $49.95 to your Visa ending in 4242 for your ${pf.clubName} membership, billing date November 1, 2026.`);
  expect(mail.bodyText).toContain('Your next billing date is December 1, 2026.');
  expect(mail.link).toMatch(/^https:\/\/[^/]+\/members$/);
  expect(mail.bodyText).toContain(mail.link);
});

test('a paused member’s receipt says the paused membership was charged', () => {
  const mail = clubReceiptMail(pf, { ...facts, amountCents: 995, paused: true, card: { brand: 'amex', last4: '0005' }, nextBillingDate: '2026-12-01' });
  expect(mail.bodyText).toContain(`$9.95 to your American Express ending in 0005 for your paused ${pf.clubName} membership`);
});

test('a decline names the card, or says there is none, and what paying the balance brings back', () => {
  const declined = clubDeclinedMail(pf, { ...facts, card: { brand: 'visa', last4: '0002' } });
  expect(declined.subject).toBe(`${pf.storeName}: we couldn’t take your ${pf.clubName} payment`);
  expect(declined.bodyText).toContain('Your Visa ending in 0002 was declined when we tried to charge $49.95');
  expect(declined.bodyText).toContain('you can’t skip a month or cancel');
  const noCard = clubDeclinedMail(pf, { ...facts, card: null });
  expect(noCard.bodyText).toContain('there is no card on your account that we can charge');
  expect(noCard.link).toMatch(/\/members$/);
});
