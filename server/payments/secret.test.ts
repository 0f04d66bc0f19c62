import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { paymentTokenSecret, resetPaymentTokenSecret } from './secret';

const file = path.join(os.tmpdir(), `pay-secret-${process.pid}-${Date.now()}`);

beforeEach(() => {
  delete process.env.PAYMENT_TOKEN_SECRET;
  process.env.PAYMENT_TOKEN_SECRET_FILE = file;
  resetPaymentTokenSecret();
});
afterAll(() => {
  fs.rmSync(file, { force: true });
  delete process.env.PAYMENT_TOKEN_SECRET_FILE;
  resetPaymentTokenSecret();
});

test('without the env variable the key is kept in a file, so it survives a restart', () => {
  const first = paymentTokenSecret();
  expect(first).toHaveLength(32);
  expect((fs.statSync(file).mode & 0o777).toString(8)).toBe('600');
  resetPaymentTokenSecret(); // a new process
  expect(paymentTokenSecret().equals(first)).toBe(true);
});

test('PAYMENT_TOKEN_SECRET wins and must be long enough', () => {
  process.env.PAYMENT_TOKEN_SECRET = 'x'.repeat(40);
  expect(paymentTokenSecret().toString()).toBe('x'.repeat(40));
  resetPaymentTokenSecret();
  process.env.PAYMENT_TOKEN_SECRET = 'short';
  expect(() => paymentTokenSecret()).toThrow(/at least 32/);
});
