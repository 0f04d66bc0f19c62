import { scryptSync } from 'node:crypto';
import {
  LEGACY_SCRYPT, MAX_CONCURRENT_HASHES, OWASP_SCRYPT, TEST_COST_VAR, checkPassword, hashParamsFor, hashPassword, needsRehash, parseHash, passwordLengthOk,
  verifyOrBurn, verifyPassword,
} from './password';

const SALT = Buffer.alloc(16, 7);
/** A hash as the code before stored parameters wrote it: scrypt N=16384, r=8, p=1, 'scrypt$<salt>$<hash>'. */
const legacyHash = (password: string) =>
  `scrypt$${SALT.toString('hex')}$${scryptSync(password.normalize('NFKC'), SALT, 64, { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }).toString('hex')}`;
const CHEAP = { N: 2 ** 10, r: 8, p: 1 };

test('8 to 200 characters', () => {
  expect(passwordLengthOk('1234567')).toBe(false);
  expect(passwordLengthOk('12345678')).toBe(true);
  expect(passwordLengthOk('x'.repeat(200))).toBe(true);
  expect(passwordLengthOk('x'.repeat(201))).toBe(false);
});

test('a hash stores its parameters, verifies its password only, and never contains it', async () => {
  const hash = await hashPassword('correct horse');
  expect(hash).toMatch(/^scrypt\$N=\d+,r=8,p=1\$[0-9a-f]{32}\$[0-9a-f]{128}$/);
  expect(hash).not.toContain('correct horse');
  expect(await verifyPassword('correct horse', hash)).toBe(true);
  expect(await verifyPassword('correct horsE', hash)).toBe(false);
  expect(await verifyOrBurn('correct horse', hash)).toBe(true);
  expect(await hashPassword('correct horse')).not.toBe(hash);
});

test("OWASP's parameters unless Jest asks for less; anything else cannot lower them", () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  expect(OWASP_SCRYPT).toEqual({ N: 131072, r: 8, p: 1 });
  expect(hashParamsFor({})).toEqual(OWASP_SCRYPT);
  expect(hashParamsFor({ NODE_ENV: 'production' })).toEqual(OWASP_SCRYPT);
  expect(hashParamsFor({ NODE_ENV: 'test', [TEST_COST_VAR]: '12' })).toEqual({ N: 4096, r: 8, p: 1 });
  expect(hashParamsFor({ NODE_ENV: 'production', [TEST_COST_VAR]: '12' })).toEqual(OWASP_SCRYPT);
  expect(hashParamsFor({ NODE_ENV: 'development', [TEST_COST_VAR]: '10' })).toEqual(OWASP_SCRYPT);
  expect(hashParamsFor({ NODE_ENV: 'test', [TEST_COST_VAR]: '4' })).toEqual(OWASP_SCRYPT);
  expect(hashParamsFor({ NODE_ENV: 'test', [TEST_COST_VAR]: '20' })).toEqual(OWASP_SCRYPT);
  expect(warn).toHaveBeenCalledTimes(1);
  warn.mockRestore();
});

test("OWASP's parameters hash and verify within scrypt's memory limit (128 MiB)", async () => {
  const hash = await hashPassword('correct horse', SALT, OWASP_SCRYPT);
  expect(hash.startsWith('scrypt$N=131072,r=8,p=1$')).toBe(true);
  expect(await verifyPassword('correct horse', hash)).toBe(true);
  expect(needsRehash(hash, OWASP_SCRYPT)).toBe(false);
}, 20_000);

test('hashes without stored parameters (N=16384) still verify', async () => {
  const old = legacyHash('old password 1');
  expect(parseHash(old)?.params).toEqual(LEGACY_SCRYPT);
  expect(await verifyPassword('old password 1', old)).toBe(true);
  expect(await verifyPassword('old password 2', old)).toBe(false);
  // The seed's and registration's hashes from before this format: the same bytes as hashPassword at N=16384.
  expect((await hashPassword('old password 1', SALT, LEGACY_SCRYPT)).split('$').slice(2)).toEqual(old.split('$').slice(1));
});

test('rehash when the stored hash has no parameters or weaker ones than the current', async () => {
  const current = { N: 2 ** 14, r: 8, p: 1 };
  expect(needsRehash(legacyHash('x-password'), current)).toBe(true);
  expect(needsRehash(await hashPassword('x-password', SALT, CHEAP), current)).toBe(true);
  expect(needsRehash(await hashPassword('x-password', SALT, { N: 2 ** 14, r: 4, p: 1 }), current)).toBe(true);
  expect(needsRehash(await hashPassword('x-password', SALT, current), current)).toBe(false);
  expect(needsRehash(await hashPassword('x-password', SALT, { N: 2 ** 15, r: 8, p: 1 }), current)).toBe(false);
  expect(needsRehash(await hashPassword('x-password', SALT, { N: 2 ** 14, r: 8, p: 2 }), current)).toBe(false);
  expect(needsRehash('scrypt$zz$00', current)).toBe(false);
});

test('a log-in with the right password on a weaker hash answers the upgraded hash; a wrong one or a current hash none', async () => {
  const weak = await hashPassword('right password', SALT, CHEAP);
  const wrong = await checkPassword('wrong password', weak);
  expect(wrong).toEqual({ ok: false, upgraded: null });
  const right = await checkPassword('right password', weak);
  expect(right.ok).toBe(true);
  expect(right.upgraded).not.toBeNull();
  const upgraded = right.upgraded as string;
  expect(parseHash(upgraded)?.params).toEqual(hashParamsFor(process.env));
  expect(needsRehash(upgraded)).toBe(false);
  expect(await verifyPassword('right password', upgraded)).toBe(true);
  expect(await checkPassword('right password', upgraded)).toEqual({ ok: true, upgraded: null });
  const old = await checkPassword('old password 1', legacyHash('old password 1'));
  expect(old.ok).toBe(true);
  expect(old.upgraded).toMatch(/^scrypt\$N=\d+,r=8,p=1\$[0-9a-f]{32}\$[0-9a-f]{128}$/);
});

test('malformed, out-of-bounds or missing hashes never verify', async () => {
  expect(await verifyOrBurn('no account: never matches', null)).toBe(false);
  expect(await verifyOrBurn('anything', undefined)).toBe(false);
  expect(await checkPassword('anything', null)).toEqual({ ok: false, upgraded: null });
  expect(await verifyPassword('anything', 'scrypt$zz$00')).toBe(false);
  const good = await hashPassword('anything', SALT, CHEAP);
  const [, , salt, key] = good.split('$');
  for (const params of ['N=1024,r=8', 'N=1000,r=8,p=1', 'N=2097152,r=8,p=1', 'N=1024,r=0,p=1', 'N=1024,r=8,p=17', 'n=1024,r=8,p=1']) {
    expect(parseHash(`scrypt$${params}$${salt}$${key}`)).toBeNull();
    expect(await checkPassword('anything', `scrypt$${params}$${salt}$${key}`)).toEqual({ ok: false, upgraded: null });
  }
  expect(parseHash(`scrypt$N=1024,r=8,p=1$${salt}$${key}`)).not.toBeNull();
  expect(parseHash(`argon2id$N=1024,r=8,p=1$${salt}$${key}`)).toBeNull();
  expect(parseHash(`scrypt$N=1024,r=8,p=1$${salt}$${key.slice(2)}`)).toBeNull();
});

test('an unknown email costs one scrypt with the current parameters, as a known one does', async () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const crypto = require('node:crypto') as typeof import('node:crypto');
  const spy = jest.spyOn(crypto, 'scrypt');
  try {
    const stored = await hashPassword('known password');
    spy.mockClear();
    await checkPassword('wrong password', stored);
    await checkPassword('wrong password', null);
    await checkPassword('wrong password', 'not a hash');
    expect(spy).toHaveBeenCalledTimes(3);
    const costs = spy.mock.calls.map((c) => JSON.stringify(c[3]));
    expect(new Set(costs).size).toBe(1);
    // An account on a weaker hash: its own scrypt, then one at the current parameters, right password or wrong.
    for (const attempt of ['wrong password', 'old password 1']) {
      spy.mockClear();
      await checkPassword(attempt, legacyHash('old password 1'));
      expect(spy.mock.calls.map((c) => (c[3] as { N: number }).N)).toEqual([16384, JSON.parse(costs[0]).N]);
    }
  } finally {
    spy.mockRestore();
  }
});

test('at most MAX_CONCURRENT_HASHES hashes run at once; the others wait and all finish', async () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const crypto = require('node:crypto') as typeof import('node:crypto');
  const real = crypto.scrypt;
  let inFlight = 0;
  let most = 0;
  const spy = jest.spyOn(crypto, 'scrypt').mockImplementation(((...args: Parameters<typeof real>) => {
    inFlight++;
    most = Math.max(most, inFlight);
    const done = args[args.length - 1] as (err: Error | null, key: Buffer) => void;
    const rest = args.slice(0, -1) as unknown as [string, Buffer, number, object];
    try {
      real(...rest, (err, key) => {
        inFlight--;
        done(err, key);
      });
    } catch (err) {
      inFlight--;
      throw err;
    }
  }) as typeof real);
  try {
    const hashes = await Promise.all(Array.from({ length: 6 }, (_, i) => hashPassword(`password ${i}`, SALT, CHEAP)));
    expect(new Set(hashes).size).toBe(6);
    expect(spy).toHaveBeenCalledTimes(6);
    expect(most).toBe(MAX_CONCURRENT_HASHES);
    // Failing hashes (N not a power of two) free their slots too: two fail, then two run side by side again.
    const bad = { N: 1000, r: 8, p: 1 };
    await Promise.all([1, 2].map(() => expect(hashPassword('x-password', SALT, bad)).rejects.toThrow()));
    most = 0;
    await Promise.all([verifyPassword('password 0', hashes[0]), verifyPassword('password 1', hashes[1])]);
    expect(most).toBe(2);
  } finally {
    spy.mockRestore();
  }
});
