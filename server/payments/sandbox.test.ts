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

test('test numbers decide the outcome; other valid numbers approve', async () => {
  expect(await gw.charge(card(TEST_CARDS.approve).token, 1000, 'k1')).toMatchObject({ status: 'succeeded', amountCents: 1000 });
  expect(await gw.charge(card(TEST_CARDS.decline).token, 1000, 'k2')).toMatchObject({ status: 'declined', message: 'Your card was declined' });
  expect(await gw.charge(card(TEST_CARDS.insufficientFunds).token, 1000, 'k3')).toMatchObject({ status: 'declined', message: 'Your card has insufficient funds' });
  expect(await gw.charge(card('5555555555554444').token, 1000, 'k4')).toMatchObject({ status: 'succeeded' });
  expect(await gw.charge(card('378282246310005', { cvc: '1234' }).token, 1000, 'k5')).toMatchObject({ status: 'succeeded' });
});

test('charge is idempotent per key; another amount under the same key is refused', async () => {
  const t = card(TEST_CARDS.approve).token;
  const a = await gw.charge(t, 2500, 'same');
  const b = await gw.charge(t, 2500, 'same');
  expect(b).toEqual(a);
  await expect(gw.charge(t, 2600, 'same')).rejects.toThrow(/different amount/);
});

test('a forged token is a 400', async () => {
  const t = card(TEST_CARDS.approve).token;
  await expect(gw.charge(t.slice(0, -3) + 'AAA', 100, 'x')).rejects.toThrow(/paymentToken/);
  expect(() => new SandboxGateway(() => randomBytes(32)).describe(t)).toThrow(/paymentToken/);
});
