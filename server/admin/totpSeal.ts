import { hkdfSync } from 'node:crypto';
import { seal, unseal } from '../mail/seal';
import { paymentTokenSecret } from '../payments/secret';

/**
 * TOTP secrets cannot be hashed (the server computes codes from them), so staff.totp_secret and
 * staff_tokens.totp_secret hold them sealed (AES-256-GCM, server/mail/seal.ts) under a key of
 * their own derived from PAYMENT_TOKEN_SECRET: a copy of the database alone gives no second factor.
 */
function totpKey(): Buffer {
  return Buffer.from(hkdfSync('sha256', paymentTokenSecret(), Buffer.alloc(0), 'staff totp secret v1', 32));
}

export function sealTotpSecret(secret: string): string {
  return seal(secret, totpKey());
}

/** The secret of a stored value, or null when the key does not open it (another deployment's row). */
export function openTotpSecret(stored: string): string | null {
  try {
    return unseal(stored, totpKey());
  } catch {
    return null;
  }
}
