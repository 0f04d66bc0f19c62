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

test('in production (not demo mode) the key comes only from the environment: no file is made or read', () => {
  const env = process.env as Record<string, string | undefined>;
  const before = { NODE_ENV: env.NODE_ENV, SHOP_DEMO: env.SHOP_DEMO };
  fs.rmSync(file, { force: true });
  try {
    env.NODE_ENV = 'production';
    delete env.SHOP_DEMO;
    expect(() => paymentTokenSecret()).toThrow(/PAYMENT_TOKEN_SECRET is not set/);
    expect(fs.existsSync(file)).toBe(false);
    env.SHOP_DEMO = '1';
    expect(paymentTokenSecret()).toHaveLength(32);
    expect(fs.existsSync(file)).toBe(true);
  } finally {
    env.NODE_ENV = before.NODE_ENV;
    if (before.SHOP_DEMO === undefined) delete env.SHOP_DEMO;
    else env.SHOP_DEMO = before.SHOP_DEMO;
  }
});
