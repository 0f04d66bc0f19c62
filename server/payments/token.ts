import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** What a sandbox token carries. Never the card number or CVC. */
export interface TokenPayload {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  /** Test-mode outcome decided by the card number at tokenize time. */
  outcome: 'approve' | 'decline' | 'insufficient_funds';
  wallet: string | null;
  /**
   * Who may hand this token back to the shop (server/payments/holder.ts: a digest of the session
   * that asked for it), or null for a token the server made for itself (the seed's demo card).
   */
  holder: string | null;
}

const PREFIX = 'tok_sb_';
const OUTCOMES = ['approve', 'decline', 'insufficient_funds'];

const mac = (secret: Buffer, body: string) => createHmac('sha256', secret).update(body).digest('base64url');

/** A stateless token: base64url(JSON payload + nonce) '.' HMAC-SHA256 of it. */
export function signToken(payload: TokenPayload, secret: Buffer): string {
  const body = Buffer.from(JSON.stringify({ ...payload, nonce: randomBytes(9).toString('base64url'), iat: Date.now() })).toString('base64url');
  return `${PREFIX}${body}.${mac(secret, body)}`;
}

/** The payload of a genuine token, or null for anything malformed or not signed with secret. */
export function verifyToken(token: string, secret: Buffer): TokenPayload | null {
  if (typeof token !== 'string' || token.length > 1000 || !token.startsWith(PREFIX)) return null;
  const [body, sig, extra] = token.slice(PREFIX.length).split('.');
  if (!body || !sig || extra !== undefined) return null;
  const expected = Buffer.from(mac(secret, body));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const p = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (typeof p.brand !== 'string' || typeof p.last4 !== 'string' || !/^\d{4}$/.test(p.last4)) return null;
    if (!Number.isInteger(p.expMonth) || !Number.isInteger(p.expYear) || !OUTCOMES.includes(String(p.outcome))) return null;
    return {
      brand: p.brand,
      last4: p.last4,
      expMonth: p.expMonth as number,
      expYear: p.expYear as number,
      outcome: p.outcome as TokenPayload['outcome'],
      wallet: typeof p.wallet === 'string' ? p.wallet : null,
      holder: typeof p.holder === 'string' ? p.holder : null,
    };
  } catch {
    return null;
  }
}
