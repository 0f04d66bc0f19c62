import { openTotpSecret, sealTotpSecret } from './totpSeal';
import { newTotpSecret } from './totp';

test('a sealed secret holds no trace of the secret and opens to it; a doctored one opens to nothing', () => {
  const secret = newTotpSecret();
  const stored = sealTotpSecret(secret);
  expect(stored).not.toContain(secret);
  expect(stored).toMatch(/^sealed:v1:/);
  expect(sealTotpSecret(secret)).not.toBe(stored);
  expect(openTotpSecret(stored)).toBe(secret);
  expect(openTotpSecret(`${stored.slice(0, -4)}AAAA`)).toBeNull();
});
