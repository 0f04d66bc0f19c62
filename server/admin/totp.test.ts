import { generate } from 'otplib';
import { acceptedStep, newTotpSecret, totpUri } from './totp';

const secret = newTotpSecret();
const now = new Date('2026-03-01T12:00:10.000Z');
const code = (offsetSec: number) => generate({ secret, epoch: Math.floor(now.getTime() / 1000) + offsetSec });

test('a code of the current step, the one before and the one after is accepted; two steps away is not', async () => {
  expect(await acceptedStep(secret, await code(0), null, now)).toEqual(expect.any(Number));
  expect(await acceptedStep(secret, await code(-30), null, now)).not.toBeNull();
  expect(await acceptedStep(secret, await code(30), null, now)).not.toBeNull();
  expect(await acceptedStep(secret, await code(-70), null, now)).toBeNull();
  expect(await acceptedStep(secret, await code(70), null, now)).toBeNull();
});

test('a code is never accepted twice, nor an earlier one after a later', async () => {
  const step = await acceptedStep(secret, await code(0), null, now);
  expect(step).not.toBeNull();
  expect(await acceptedStep(secret, await code(0), step, now)).toBeNull();
  expect(await acceptedStep(secret, await code(-30), step, now)).toBeNull();
  expect(await acceptedStep(secret, await code(30), step, now)).toBe(step! + 1);
});

test('malformed codes are refused without throwing', async () => {
  for (const c of ['', '12345', '1234567', 'abcdef', '12 456']) expect(await acceptedStep(secret, c, null, now)).toBeNull();
  expect(await acceptedStep('not base32!', '123456', null, now)).toBeNull();
});

test('the otpauth URI names the issuer and the account', () => {
  const uri = totpUri(secret, 'ann@example.com', 'Shop back office');
  expect(uri).toMatch(/^otpauth:\/\/totp\//);
  expect(uri).toContain(`secret=${secret}`);
  expect(uri).toContain('ann%40example.com');
});
