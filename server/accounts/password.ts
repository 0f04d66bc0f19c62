import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Password hashing for customer accounts: scrypt (N=16384, r=8, p=1, 64-byte key) stored as
 * 'scrypt$<saltHex>$<hashHex>'. The seed creates the demo accounts with it (server/seed/password.ts
 * re-exports it), so the format must not change without a rehash on login.
 */
const N = 16384;
const R = 8;
const P = 1;
const KEYLEN = 64;

/** Spec: a password has 8 to 200 characters (code points, so an emoji counts as one). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;

export function passwordLengthOk(password: string): boolean {
  const n = [...password].length;
  return n >= PASSWORD_MIN && n <= PASSWORD_MAX;
}

function derive(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEYLEN, { N, r: R, p: P, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** Hashes a password. Pass a salt only for deterministic fixtures (the seed); otherwise 16 random bytes. */
export async function hashPassword(password: string, salt: Buffer = randomBytes(16)): Promise<string> {
  const key = await derive(password, salt);
  return `scrypt$${salt.toString('hex')}$${key.toString('hex')}`;
}

/** True when the password matches a hash made by hashPassword; false for any malformed hash. */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  if (!stored) return false;
  const parts = stored.split('$');
  if (parts.length !== 3 || parts[0] !== 'scrypt' || !/^[0-9a-f]+$/.test(parts[1]) || !/^[0-9a-f]{128}$/.test(parts[2])) return false;
  const expected = Buffer.from(parts[2], 'hex');
  const key = await derive(password, Buffer.from(parts[1], 'hex'));
  return key.length === expected.length && timingSafeEqual(key, expected);
}

let dummyHash: Promise<string> | null = null;

/**
 * Checks a password against the account's hash, or against a throwaway hash when there is no
 * account (or no password): both take one scrypt, so the answer time does not tell whether an
 * email has an account.
 */
export async function verifyOrBurn(password: string, stored: string | null | undefined): Promise<boolean> {
  if (stored) return verifyPassword(password, stored);
  dummyHash ??= hashPassword('no account: never matches');
  await verifyPassword(password, await dummyHash);
  return false;
}
