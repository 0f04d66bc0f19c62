import { generateSecret, generateURI, verify } from 'otplib';

/**
 * TOTP (RFC 6238, what authenticator apps use) through otplib: 6 digits, 30-second steps, SHA-1.
 * A code is accepted for the step before, the current step and the step after (clocks drift), and
 * never twice: the step it matched must be later than the last accepted one.
 */
export const TOTP_PERIOD_SEC = 30;
/** Seconds either side of now that a code may come from: one step. */
export const TOTP_TOLERANCE_SEC = 30;

export function newTotpSecret(): string {
  return generateSecret();
}

export function totpUri(secret: string, email: string, issuer: string): string {
  return generateURI({ issuer, label: email, secret });
}

/** The time step a code matched, or null when it does not match (or is malformed, or was used already). */
export async function acceptedStep(secret: string, code: string, lastStep: number | null, now: Date): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  try {
    const result = await verify({
      secret,
      token: code,
      epoch: Math.floor(now.getTime() / 1000),
      epochTolerance: TOTP_TOLERANCE_SEC,
      ...(lastStep !== null ? { afterTimeStep: lastStep } : {}),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    return null;
  }
}
