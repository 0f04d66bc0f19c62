// Card number, expiry and CVC rules (spec section 5). Brand table and prefix matching follow
// jquery.payment 3.0.0; the lengths follow the spec (amex 15 or 16).

export type CardType =
  | 'maestro'
  | 'forbrugsforeningen'
  | 'dankort'
  | 'visa'
  | 'mastercard'
  | 'amex'
  | 'dinersclub'
  | 'discover'
  | 'unionpay'
  | 'jcb';

interface CardBrand {
  type: CardType;
  prefixes: string[];
  lengths: number[];
  cvcLengths: number[];
  luhn: boolean;
  /** Digit group sizes for display; the last group repeats (4-4-4-4...). */
  groups: number[];
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

// Order matters: the first brand with a matching prefix wins (e.g. maestro 6220 before unionpay 62).
const BRANDS: CardBrand[] = [
  { type: 'maestro', prefixes: ['5018', '502', '503', '506', '56', '58', '639', '6220', '67'], lengths: range(12, 19), cvcLengths: [3], luhn: true, groups: [4] },
  { type: 'forbrugsforeningen', prefixes: ['600'], lengths: [16], cvcLengths: [3], luhn: true, groups: [4] },
  { type: 'dankort', prefixes: ['5019'], lengths: [16], cvcLengths: [3], luhn: true, groups: [4] },
  { type: 'visa', prefixes: ['4'], lengths: [13, 16], cvcLengths: [3], luhn: true, groups: [4] },
  { type: 'mastercard', prefixes: ['51', '52', '53', '54', '55', '22', '23', '24', '25', '26', '27'], lengths: [16], cvcLengths: [3], luhn: true, groups: [4] },
  { type: 'amex', prefixes: ['34', '37'], lengths: [15, 16], cvcLengths: [3, 4], luhn: true, groups: [4, 6, 5] },
  { type: 'dinersclub', prefixes: ['30', '36', '38', '39'], lengths: [14], cvcLengths: [3], luhn: true, groups: [4, 6, 4] },
  { type: 'discover', prefixes: ['60', '64', '65', '622'], lengths: [16], cvcLengths: [3], luhn: true, groups: [4] },
  { type: 'unionpay', prefixes: ['62', '88'], lengths: range(16, 19), cvcLengths: [3], luhn: false, groups: [4] },
  { type: 'jcb', prefixes: ['35'], lengths: [16], cvcLengths: [3], luhn: true, groups: [4] },
];

export const CARD_TYPES: readonly CardType[] = BRANDS.map((b) => b.type);

/** Maximum characters typed into each card field (spec section 5). */
export const CARD_INPUT_LIMITS = { number: 19, expiry: 9, cvc: 4 } as const;

/**
 * The card number input's character limit: the spec's 19 counts digits (a 19-digit Maestro or UnionPay
 * number), and typing adds a space between groups of four, so the field holds 19 digits and 4 spaces.
 */
export const CARD_NUMBER_TYPED_MAX = CARD_INPUT_LIMITS.number + 4;

/** The number as the field shows it: at most 19 digits, grouped for its brand. */
export const typedCardNumber = (v: string): string => formatCardNumber(v.replace(/\D/g, '').slice(0, CARD_INPUT_LIMITS.number));

function brandFromNumber(digits: string): CardBrand | undefined {
  return BRANDS.find((b) => b.prefixes.some((p) => digits.startsWith(p)));
}

function brandFromType(type: string | null | undefined): CardBrand | undefined {
  return BRANDS.find((b) => b.type === type);
}

const stripSeparators = (value: string) => value.replace(/\s+|-/g, '');

/** The brand of a (possibly partial) card number, or null when no brand prefix matches. */
export function cardType(number: string | null | undefined): CardType | null {
  const digits = stripSeparators(String(number ?? ''));
  if (!/^\d+$/.test(digits)) return null;
  return brandFromNumber(digits)?.type ?? null;
}

/**
 * Plain Luhn mod-10 checksum. Spaces and dashes are ignored; anything else non-digit, or no
 * digits at all, fails. All-zero strings pass (sum 0), as in the standard algorithm.
 */
export function luhnCheck(digits: string): boolean {
  const value = stripSeparators(digits);
  if (!/^\d+$/.test(value)) return false;
  let sum = 0;
  let double = false;
  for (let i = value.length - 1; i >= 0; i--) {
    let d = value.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

export function validateCardNumber(number: string | null | undefined): boolean {
  const digits = stripSeparators(String(number ?? ''));
  if (!/^\d+$/.test(digits)) return false;
  const brand = brandFromNumber(digits);
  if (!brand || !brand.lengths.includes(digits.length)) return false;
  return !brand.luhn || luhnCheck(digits);
}

type ExpiryPart = number | string | null | undefined;

function splitExpiry(value: string): [string, string | undefined] {
  const [month, year] = value.trim().split(/[\s/]+/, 2);
  return [month, year];
}

/** Four-digit year from a two-digit one: below 70 is 20xx, otherwise 19xx. */
function expandYear(year: string): string {
  return year.length === 2 ? (Number(year) < 70 ? '20' : '19') + year : year;
}

/**
 * True when month/year is this month or later. Accepts (month, year[, now]) or a single
 * 'MM / YY' / 'MM/YYYY' string (optionally followed by now).
 */
export function validateCardExpiry(expiry: string, now?: Date): boolean;
export function validateCardExpiry(month: ExpiryPart, year: ExpiryPart, now?: Date): boolean;
export function validateCardExpiry(monthOrExpiry: ExpiryPart, yearOrNow?: ExpiryPart | Date, maybeNow?: Date): boolean {
  let month: ExpiryPart = monthOrExpiry;
  let year: ExpiryPart;
  let now: Date;
  if (yearOrNow === undefined || yearOrNow instanceof Date) {
    if (typeof monthOrExpiry !== 'string') return false;
    [month, year] = splitExpiry(monthOrExpiry);
    now = yearOrNow ?? new Date();
  } else {
    year = yearOrNow;
    now = maybeNow ?? new Date();
  }

  const m = String(month ?? '').trim();
  let y = String(year ?? '').trim();
  if (!/^\d+$/.test(m) || !/^\d+$/.test(y)) return false;
  const monthNum = Number(m);
  if (monthNum < 1 || monthNum > 12) return false;
  y = expandYear(y);
  if (y.length !== 4) return false;

  const yearNum = Number(y);
  const nowYear = now.getFullYear();
  return yearNum > nowYear || (yearNum === nowYear && monthNum >= now.getMonth() + 1);
}

/** The month the epoch began: any well-formed expiry (two-digit years pivot at 70) is on or after it. */
const BEFORE_ANY_CARD = new Date(1970, 0, 1);

/** Why an expiry fails: 'invalid' when it is not a month and year at all, 'expired' when it is past; null when it is good. */
export function cardExpiryProblem(expiry: string, now?: Date): 'invalid' | 'expired' | null {
  if (validateCardExpiry(expiry, now)) return null;
  return validateCardExpiry(expiry, BEFORE_ANY_CARD) ? 'expired' : 'invalid';
}

/** Reads 'MM / YY' or 'MM/YYYY'; unparseable parts come back as NaN. Two-digit years use the 70 pivot. */
export function parseCardExpiry(value: string): { month: number; year: number } {
  const [month, year = ''] = splitExpiry(String(value ?? ''));
  const fullYear = /^\d{2}$/.test(year) ? expandYear(year) : year;
  return { month: parseInt(month, 10), year: parseInt(fullYear, 10) };
}

export function validateCardCVC(cvc: string | number | null | undefined, type?: string | null): boolean {
  const value = String(cvc ?? '').trim();
  if (!/^\d+$/.test(value)) return false;
  const brand = brandFromType(type);
  if (brand) return brand.cvcLengths.includes(value.length);
  return value.length >= 3 && value.length <= 4;
}

/** Groups digits for display (amex 4-6-5, dinersclub 4-6-4, others 4s), cut to the brand's max length. */
export function formatCardNumber(number: string | null | undefined): string {
  let digits = String(number ?? '').replace(/\D/g, '');
  const brand = brandFromNumber(digits);
  if (!brand) return digits;
  digits = digits.slice(0, Math.max(...brand.lengths));

  const parts: string[] = [];
  let pos = 0;
  for (let g = 0; pos < digits.length; g++) {
    const isLastGroup = brand.groups.length > 1 && g === brand.groups.length - 1;
    // A 16-digit amex keeps its extra digit in the last group instead of losing it.
    const size = isLastGroup ? digits.length - pos : brand.groups[Math.min(g, brand.groups.length - 1)];
    parts.push(digits.slice(pos, pos + size));
    pos += size;
  }
  return parts.join(' ');
}

/** Formats a partially typed expiry as 'MM / YY' the way jquery.payment does while typing. */
export function formatCardExpiry(value: string): string {
  const parts = String(value ?? '').match(/^\D*(\d{1,2})(\D+)?(\d{1,4})?/);
  if (!parts) return '';
  let month = parts[1] ?? '';
  let sep = parts[2] ?? '';
  const year = parts[3] ?? '';
  if (year.length > 0) {
    sep = ' / ';
  } else if (sep === ' /') {
    // The user is deleting the separator: drop it together with the month's last digit.
    month = month.substring(0, 1);
    sep = '';
  } else if (month.length === 2 || sep.length > 0) {
    sep = ' / ';
  } else if (month.length === 1 && month !== '0' && month !== '1') {
    month = `0${month}`;
    sep = ' / ';
  }
  return month + sep + year;
}
