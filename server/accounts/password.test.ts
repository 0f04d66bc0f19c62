import { hashPassword, passwordLengthOk, verifyOrBurn, verifyPassword } from './password';

test('8 to 200 characters', () => {
  expect(passwordLengthOk('1234567')).toBe(false);
  expect(passwordLengthOk('12345678')).toBe(true);
  expect(passwordLengthOk('x'.repeat(200))).toBe(true);
  expect(passwordLengthOk('x'.repeat(201))).toBe(false);
});

test('a hash verifies its password only, and never contains it', async () => {
  const hash = await hashPassword('correct horse');
  expect(hash).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{128}$/);
  expect(hash).not.toContain('correct horse');
  expect(await verifyPassword('correct horse', hash)).toBe(true);
  expect(await verifyPassword('correct horsE', hash)).toBe(false);
  expect(await verifyOrBurn('correct horse', hash)).toBe(true);
});

test('without a stored hash nothing verifies', async () => {
  expect(await verifyOrBurn('no account: never matches', null)).toBe(false);
  expect(await verifyOrBurn('anything', undefined)).toBe(false);
  expect(await verifyPassword('anything', 'scrypt$zz$00')).toBe(false);
});
