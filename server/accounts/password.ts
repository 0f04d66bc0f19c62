import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Password hashing for customer accounts: scrypt with OWASP's parameters (N=2^17, r=8, p=1, a
 * 64-byte key, 16 random bytes of salt), stored with its parameters as
 * 'scrypt$N=131072,r=8,p=1$<saltHex>$<hashHex>'. Hashes from before the parameters were stored,
 * 'scrypt$<saltHex>$<hashHex>', were made with N=16384, r=8, p=1; they still verify, and a
 * successful log-in replaces any hash weaker than the current parameters (checkPassword's
 * `upgraded`). The seed makes the demo accounts' hashes here too (server/seed/password.ts).
 */
export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/** OWASP Password Storage Cheat Sheet: scrypt with N = 2^17 (128 MiB), r = 8, p = 1. */
export const OWASP_SCRYPT: Readonly<ScryptParams> = Object.freeze({ N: 2 ** 17, r: 8, p: 1 });
/** What 'scrypt$<salt>$<hash>' (no parameters) was made with. */
export const LEGACY_SCRYPT: Readonly<ScryptParams> = Object.freeze({ N: 16384, r: 8, p: 1 });
const KEYLEN = 64;

/**
 * Jest only: a cheaper N (as log2, 10 to 17) so suites that create many accounts stay fast.
 * Honoured only when NODE_ENV is 'test' (Jest sets it; `next start` and the scripts never do); a
 * server started with it otherwise says so once and hashes with OWASP's parameters.
 */
export const TEST_COST_VAR = 'PASSWORD_SCRYPT_TEST_LOG2N';

type Env = Record<string, string | undefined>;
let warned = false;

/** The parameters new hashes get (and below which a stored hash is rehashed on log-in). */
export function hashParamsFor(env: Env): ScryptParams {
  const raw = env[TEST_COST_VAR];
  if (raw === undefined || raw === '') return { ...OWASP_SCRYPT };
  const log2n = Number(raw);
  if (env.NODE_ENV !== 'test' || !Number.isInteger(log2n) || log2n < 10 || log2n > 17) {
    if (!warned) console.warn(`${TEST_COST_VAR} ignored: only Jest (NODE_ENV=test) may lower the password hash cost, to 10..17`);
    warned = true;
    return { ...OWASP_SCRYPT };
  }
  return { ...OWASP_SCRYPT, N: 2 ** log2n };
}

const CURRENT: ScryptParams = hashParamsFor(process.env);

/** Spec: a password has 8 to 200 characters (code points, so an emoji counts as one). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;

export function passwordLengthOk(password: string): boolean {
  const n = [...password].length;
  return n >= PASSWORD_MIN && n <= PASSWORD_MAX;
}

/**
 * At most this many hashes run at once; the rest wait their turn. Each takes 128 MiB and one of
 * libuv's 4 threads for about 0.3 s: a burst of log-ins must not take the memory of a small
 * container, nor every thread that file and DNS work (a PostgreSQL host name) also need.
 */
export const MAX_CONCURRENT_HASHES = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function derive(password: string, salt: Buffer, { N, r, p }: ScryptParams): Promise<Buffer> {
  if (running >= MAX_CONCURRENT_HASHES) await new Promise<void>((go) => waiting.push(go));
  else running++;
  // scrypt needs 128·N·r bytes (128 MiB at OWASP's N); Node refuses above maxmem (32 MiB by default).
  const maxmem = 128 * N * r + 128 * r * p + 16 * 1024 * 1024;
  try {
    return await new Promise<Buffer>((resolve, reject) => {
      scrypt(password.normalize('NFKC'), salt, KEYLEN, { N, r, p, maxmem }, (err, key) => (err ? reject(err) : resolve(key)));
    });
  } finally {
    // The slot passes straight to the next waiter, if any.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

/** Hashes a password. Pass a salt only for deterministic fixtures (the seed); otherwise 16 random bytes. */
export async function hashPassword(password: string, salt: Buffer = randomBytes(16), params: ScryptParams = CURRENT): Promise<string> {
  const key = await derive(password, salt, params);
  return `scrypt$N=${params.N},r=${params.r},p=${params.p}$${salt.toString('hex')}$${key.toString('hex')}`;
}

interface ParsedHash {
  params: ScryptParams;
  salt: Buffer;
  key: Buffer;
  legacy: boolean;
}

const HEX_SALT = /^(?:[0-9a-f]{2}){8,64}$/;
const HEX_KEY = /^[0-9a-f]{128}$/;
const PARAMS = /^N=(\d{1,8}),r=(\d{1,2}),p=(\d{1,2})$/;

/**
 * A stored hash, or null when malformed. Parameters are bounded (N a power of two from 2^10 to
 * 2^20, r 1 to 32, p 1 to 16), so a doctored row cannot make one log-in take gigabytes or minutes.
 */
export function parseHash(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts[0] !== 'scrypt') return null;
  let params: ScryptParams;
  let legacy = false;
  if (parts.length === 3) {
    params = { ...LEGACY_SCRYPT };
    legacy = true;
  } else if (parts.length === 4) {
    const m = PARAMS.exec(parts[1]);
    if (!m) return null;
    params = { N: Number(m[1]), r: Number(m[2]), p: Number(m[3]) };
    const log2n = Math.log2(params.N);
    if (!Number.isInteger(log2n) || log2n < 10 || log2n > 20 || params.r < 1 || params.r > 32 || params.p < 1 || params.p > 16) return null;
  } else {
    return null;
  }
  const [saltHex, keyHex] = parts.slice(-2);
  if (!HEX_SALT.test(saltHex) || !HEX_KEY.test(keyHex)) return null;
  return { params, salt: Buffer.from(saltHex, 'hex'), key: Buffer.from(keyHex, 'hex'), legacy };
}

function weaker(parsed: ParsedHash, current: ScryptParams): boolean {
  const { params } = parsed;
  return parsed.legacy || params.N < current.N || params.r < current.r || params.p < current.p;
}

/** True when a stored hash should be replaced: no stored parameters, or any of them below `current`. */
export function needsRehash(stored: string, current: ScryptParams = CURRENT): boolean {
  const parsed = parseHash(stored);
  return parsed !== null && weaker(parsed, current);
}

async function matches(password: string, parsed: ParsedHash): Promise<boolean> {
  const key = await derive(password, parsed.salt, parsed.params);
  // Both 64 bytes (HEX_KEY); compared in constant time.
  return timingSafeEqual(key, parsed.key);
}

/** True when the password matches a hash made by hashPassword (either format); false for any malformed hash. */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parsed = stored ? parseHash(stored) : null;
  return parsed ? matches(password, parsed) : false;
}

export interface PasswordCheck {
  ok: boolean;
  /** When ok and the stored hash is weaker than the current parameters: the password hashed anew, to store. */
  upgraded: string | null;
}

/**
 * Checks a password against the account's hash, or, when there is no account (no password, or a
 * malformed hash), runs one scrypt with the current parameters on a random salt and answers no: a
 * known and an unknown email cost the same, so the answer time does not tell whether an email has
 * an account. A hash weaker than the current parameters costs one more scrypt at the current ones,
 * right password or wrong (the upgrade, or the same work thrown away), so such an account never
 * answers faster than an unknown email either.
 */
export async function checkPassword(password: string, stored: string | null | undefined): Promise<PasswordCheck> {
  const parsed = stored ? parseHash(stored) : null;
  if (!parsed) {
    await derive(password, randomBytes(16), CURRENT);
    return { ok: false, upgraded: null };
  }
  const ok = await matches(password, parsed);
  if (!weaker(parsed, CURRENT)) return { ok, upgraded: null };
  const upgraded = await hashPassword(password);
  return { ok, upgraded: ok ? upgraded : null };
}

/** checkPassword without the upgrade (change-password replaces the hash anyway); the same cost. */
export async function verifyOrBurn(password: string, stored: string | null | undefined): Promise<boolean> {
  return (await checkPassword(password, stored)).ok;
}
