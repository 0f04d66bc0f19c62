import { brandById } from '../../brands';
import { BASE_BACKOFF_MS, MAX_ATTEMPTS, MAX_BACKOFF_MS, backoffMs, errorLabel, isPermanent } from './deliver';
import { printsLinks } from './queued';
import { fromAddress, transportFromEnv } from './transport';

test('backoff doubles from one minute and stops growing at an hour; all attempts span about two hours', () => {
  expect([1, 2, 3, 4, 5, 6, 7, 8].map(backoffMs)).toEqual([1, 2, 4, 8, 16, 32, 60, 60].map((m) => m * 60_000));
  expect(backoffMs(1)).toBe(BASE_BACKOFF_MS);
  expect(backoffMs(30)).toBe(MAX_BACKOFF_MS);
  let total = 0;
  for (let a = 1; a < MAX_ATTEMPTS; a++) total += backoffMs(a);
  expect(total).toBe(123 * 60_000);
});

test('a stored error is a code and an SMTP reply code, never the server’s words (which quote addresses)', () => {
  expect(errorLabel(Object.assign(new Error('550 5.1.1 <ann@example.com>: Recipient address rejected'), { code: 'EENVELOPE', responseCode: 550 }))).toBe('EENVELOPE 550');
  expect(errorLabel(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:2525'), { code: 'ECONNECTION' }))).toBe('ECONNECTION');
  expect(errorLabel(new Error('ann@example.com broke'))).toBe('ERROR');
  expect(errorLabel(Object.assign(new Error('x'), { code: 'ann@example.com' }))).toBe('ERROR');
  expect(errorLabel(undefined)).toBe('ERROR');
});

test('only a 5xx refusal is final; 4xx, connection errors and our own bad credentials are retried', () => {
  expect(isPermanent({ code: 'EENVELOPE', responseCode: 550 })).toBe(true);
  expect(isPermanent({ code: 'EMESSAGE', responseCode: 554 })).toBe(true);
  expect(isPermanent({ code: 'EENVELOPE', responseCode: 451 })).toBe(false);
  expect(isPermanent({ code: 'ECONNECTION' })).toBe(false);
  expect(isPermanent({ code: 'EAUTH', responseCode: 535 })).toBe(false);
  expect(isPermanent(new Error('boom'))).toBe(false);
});

test('From: MAIL_FROM_<BRAND>, else MAIL_FROM’s address under the store’s name, else no-reply at the canonical host', () => {
  const pf = brandById('pf');
  expect(fromAddress(pf, {})).toBe('"Pure Form" <no-reply@pureform.shop>');
  expect(fromAddress(pf, { MAIL_FROM: 'orders@shops.example' })).toBe('"Pure Form" <orders@shops.example>');
  expect(fromAddress(pf, { MAIL_FROM: 'Shops <orders@shops.example>' })).toBe('"Pure Form" <orders@shops.example>');
  expect(fromAddress(pf, { MAIL_FROM: 'x@y.example', MAIL_FROM_PF: '"PF Team" <team@pureform.shop>' })).toBe('"PF Team" <team@pureform.shop>');
  expect(fromAddress(brandById('ckb'), { MAIL_FROM_PF: 'team@pureform.shop' })).toBe('"Cheekboss" <no-reply@cheekboss.shop>');
});

test('SMTP_URL: none means no transport; anything but smtp(s):// is refused at start', () => {
  expect(transportFromEnv({})).toBeNull();
  expect(() => transportFromEnv({ SMTP_URL: 'http://mail.example' })).toThrow('SMTP_URL must start with smtp:// or smtps://');
  const t = transportFromEnv({ SMTP_URL: 'smtp://user:pass@127.0.0.1:2525' });
  expect(t).not.toBeNull();
  t?.close?.();
});

test('links are printed in development and the demo shop without SMTP_URL, never with it, never in production or tests by default', () => {
  expect(printsLinks({ NODE_ENV: 'development' })).toBe(true);
  expect(printsLinks({ NODE_ENV: 'production', SHOP_DEMO: '1' })).toBe(true);
  expect(printsLinks({ NODE_ENV: 'production' })).toBe(false);
  expect(printsLinks({ NODE_ENV: 'test' })).toBe(false);
  expect(printsLinks({ NODE_ENV: 'development', SMTP_URL: 'smtp://x' })).toBe(false);
  expect(printsLinks({ NODE_ENV: 'production', MAIL_PRINT_LINKS: '1' })).toBe(true);
  expect(printsLinks({ NODE_ENV: 'development', MAIL_PRINT_LINKS: '0' })).toBe(false);
});
