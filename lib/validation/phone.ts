// Phone input masks (spec section 5), using vue-the-mask's maskit algorithm and tokens.
import { isUS } from './address';

interface MaskToken {
  pattern?: RegExp;
  transform?: (c: string) => string;
  /** '!' makes the next mask character literal. */
  escape?: boolean;
}

export const MASK_TOKENS: Readonly<Record<string, MaskToken>> = {
  '#': { pattern: /\d/ },
  X: { pattern: /[0-9a-zA-Z]/ },
  S: { pattern: /[a-zA-Z]/ },
  A: { pattern: /[a-zA-Z]/, transform: (c) => c.toUpperCase() },
  a: { pattern: /[a-zA-Z]/, transform: (c) => c.toLowerCase() },
  '!': { escape: true },
};

export const US_PHONE_MASK = '(###) ###-####';
export const INTL_PHONE_MASK = '+' + '#'.repeat(20);

/**
 * Applies mask to value: token characters accept matching input (others are skipped), literal
 * characters are inserted (and consumed when typed). With masked=false only accepted input is
 * returned.
 */
export function maskit(
  value: string | null | undefined,
  mask: string,
  masked = true,
  tokens: Readonly<Record<string, MaskToken>> = MASK_TOKENS,
): string {
  const input = value ?? '';
  let iMask = 0;
  let iValue = 0;
  let output = '';
  while (iMask < mask.length && iValue < input.length) {
    let cMask = mask[iMask];
    const token = tokens[cMask];
    const cValue = input[iValue];
    if (token && !token.escape) {
      if (token.pattern?.test(cValue)) {
        output += token.transform ? token.transform(cValue) : cValue;
        iMask++;
      }
      iValue++;
    } else {
      if (token?.escape) {
        iMask++;
        cMask = mask[iMask];
      }
      if (masked) output += cMask;
      if (cValue === cMask) iValue++;
      iMask++;
    }
  }

  // Literal characters that end the mask, as in "(#)", are added once all tokens are filled.
  let rest = '';
  while (masked && iMask < mask.length) {
    const cMask = mask[iMask];
    if (tokens[cMask]) {
      rest = '';
      break;
    }
    rest += cMask;
    iMask++;
  }
  return output + rest;
}

export function phoneMaskFor(country: string | null | undefined): string {
  return isUS(country) ? US_PHONE_MASK : INTL_PHONE_MASK;
}

export function formatPhone(value: string | null | undefined, country: string | null | undefined): string {
  return maskit(value, phoneMaskFor(country));
}

/**
 * Digits only, with a leading + for non-US numbers. Without a country the + is kept only when
 * the value starts with one. Empty input gives ''.
 */
export function normalizePhone(value: string | null | undefined, country?: string | null): string {
  const text = String(value ?? '').trim();
  const digits = text.replace(/\D/g, '');
  if (!digits) return '';
  const plus = country === undefined || country === null ? text.startsWith('+') : !isUS(country);
  return plus ? `+${digits}` : digits;
}

/**
 * US: exactly 10 digits. Elsewhere: 1 to 20 digits, optionally led by +. Only digits, spaces,
 * dashes, dots and parentheses may appear otherwise.
 */
export function isValidPhone(value: string | null | undefined, country: string | null | undefined): boolean {
  const text = String(value ?? '').trim();
  const us = isUS(country);
  if (!(us ? /^[\d\s().-]+$/ : /^\+?[\d\s().-]+$/).test(text)) return false;
  const count = text.replace(/\D/g, '').length;
  return us ? count === 10 : count >= 1 && count <= 20;
}
