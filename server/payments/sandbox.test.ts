import { randomBytes } from 'node:crypto';
import { HttpError } from '../http/errors';
import { SandboxGateway, TEST_CARDS } from './sandbox';

const key = randomBytes(32);
const gw = new SandboxGateway(() => key);
const card = (number: string, extra: Partial<Parameters<typeof gw.tokenize>[0]> = {}) =>
  gw.tokenize({ number, expMonth: '12', expYear: '2099', cvc: '123', name: 'Ann Lee', ...extra });

test('tokenize gives brand, last4 and expiry, never the number', () => {
  const t = card('4242 4242 4242 4242');
  expect(t).toMatchObject({ brand: 'visa', last4: '4242', expMonth: 12, expYear: 2099 });
  expect(t.token).not.toContain('4242424242424242');
  expect(gw.describe(t.token)).toMatchObject({ last4: '4242' });
});

test('invalid number, expiry and CVC are 400s naming each field', () => {
  try {
    gw.tokenize({ number: '4242424242424241', expMonth: '13', expYear: '2020', cvc: '12', name: '' });
    throw new Error('no error');
  } catch (err) {
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).messages.map((m) => m.split(':')[0])).toEqual(['number', 'expMonth', 'cvc']);
  }
  expect(() => card(TEST_CARDS.approve, { expYear: '20' })).toThrow('expMonth: This card has expired');
  expect(() => card(TEST_CARDS.approve, { expMonth: '13' })).toThrow('expMonth: Enter a valid expiry date');
  expect(() => card(TEST_CARDS.approve, { expYear: '2O30' })).toThrow('expMonth: Enter a valid expiry date');
  expect(card(TEST_CARDS.approve, { expYear: '45' }).expYear).toBe(2045);
});

test('test numbers decide the outcome; other valid numbers approve', () => {
  expect(gw.assess(card(TEST_CARDS.approve).token)).toBeNull();
  expect(gw.assess(card(TEST_CARDS.decline).token)).toEqual({ code: 'card_declined', message: 'Your card was declined' });
  expect(gw.assess(card(TEST_CARDS.insufficientFunds).token)).toEqual({ code: 'insufficient_funds', message: 'Your card has insufficient funds' });
  expect(gw.assess(card('5555555555554444').token)).toBeNull();
  expect(gw.assess(card('378282246310005', { cvc: '1234' }).token)).toBeNull();
});

test('ids are deterministic per text: a retried key names the same payment', () => {
  expect(gw.idFor('pay_sb_', 'k1')).toBe(gw.idFor('pay_sb_', 'k1'));
  expect(gw.idFor('pay_sb_', 'k1')).not.toBe(gw.idFor('pay_sb_', 'k2'));
});

test('a forged token is a 400', () => {
  const t = card(TEST_CARDS.approve).token;
  expect(() => gw.assess(t.slice(0, -3) + 'AAA')).toThrow(/paymentToken/);
  expect(() => new SandboxGateway(() => randomBytes(32)).describe(t)).toThrow(/paymentToken/);
});
