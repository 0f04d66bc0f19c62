import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { secretsRequired } from '../ops/secrets';

let cached: Buffer | null = null;

/**
 * Key that signs sandbox payment tokens:
 * 1. PAYMENT_TOKEN_SECRET (at least 32 characters) when set — required in production
 *    (NODE_ENV=production without SHOP_DEMO=1: the server and the worker refuse to start without it,
 *    server/ops/secrets.ts), so every instance and job signs with the same key;
 * 2. otherwise, in development and demo mode only, a random key generated once and kept in PAYMENT_TOKEN_SECRET_FILE
 *    (default .data/payment-token-secret, mode 0600), so tokens (and one-click post-purchase
 *    offers) survive a restart of the development or demo server;
 * 3. if that file cannot be written, a random key for this process only.
 */
export function paymentTokenSecret(): Buffer {
  if (cached) return cached;
  const env = process.env.PAYMENT_TOKEN_SECRET;
  if (env) {
    if (env.length < 32) throw new Error('PAYMENT_TOKEN_SECRET must be at least 32 characters');
    cached = Buffer.from(env, 'utf8');
    return cached;
  }
  if (secretsRequired()) throw new Error('PAYMENT_TOKEN_SECRET is not set: in production it must come from the environment (docs/deploy.md)');
  cached = fileSecret() ?? randomBytes(32);
  return cached;
}

function fileSecret(): Buffer | null {
  const file = process.env.PAYMENT_TOKEN_SECRET_FILE || path.join(process.cwd(), '.data', 'payment-token-secret');
  const read = () => {
    const text = fs.readFileSync(/* turbopackIgnore: true */ file, 'utf8').trim();
    return /^[0-9a-f]{64}$/.test(text) ? Buffer.from(text, 'hex') : null;
  };
  try {
    return read();
  } catch {
    // not there yet
  }
  try {
    fs.mkdirSync(/* turbopackIgnore: true */ path.dirname(file), { recursive: true });
    // 'wx': when two processes start together, one writes and the other reads its key.
    fs.writeFileSync(/* turbopackIgnore: true */ file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') {
      console.warn('payments: cannot keep a token key in', file, '- tokens will not survive a restart');
      return null;
    }
  }
  try {
    return read();
  } catch {
    return null;
  }
}

/** For tests: forget the cached key. */
export function resetPaymentTokenSecret(): void {
  cached = null;
}
