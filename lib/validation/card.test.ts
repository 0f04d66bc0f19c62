import cardVectors from './__fixtures__/card_cases.json';
import luhnVectors from './__fixtures__/luhn_cases.json';
import {
  CARD_INPUT_LIMITS,
  cardExpiryProblem,
  cardType,
  formatCardExpiry,
  formatCardNumber,
  luhnCheck,
  parseCardExpiry,
  validateCardCVC,
  validateCardExpiry,
  validateCardNumber,
} from './card';

type Fn = (...args: never[]) => unknown;

// Peer names -> ours. cardExpiryVal/formatExpiry are jquery.payment's names.
const FUNCTIONS: Record<string, Fn> = {
  validateCardNumber,
  validateCardCVC,
  validateCardExpiry: validateCardExpiry as Fn,
  cardType,
  formatCardNumber,
  cardExpiryVal: parseCardExpiry,
  formatExpiry: formatCardExpiry,
};

const reviveNaN = (v: unknown): unknown => {
  if (v === 'NaN') return NaN;
  if (v && typeof v === 'object' && !Array.isArray(v)) {
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, reviveNaN(x)]));
  }
  return v;
};

/** Evaluates the `args_rel` expressions of time-dependent cases against today's date. */
function relativeArg(expr: string | number, today: Date): unknown {
  if (typeof expr === 'number') return expr;
  const M = today.getMonth() + 1;
  const Y = today.getFullYear();
  const later = new Date(Y + 1, M - 1 + 2, 1);
  const known: Record<string, unknown> = {
    M,
    'M-1': M - 1,
    Y,
    'Y-1': Y - 1,
    'Y+1': Y + 1,
    'String(Y).slice(0,2)': String(Y).slice(0, 2),
    'String(Y+1)': String(Y + 1),
    'String(month of (now + 1 year + 2 months))': String(later.getMonth() + 1),
    'String(year of same)': String(later.getFullYear()),
    "'12 / ' + 2-digit(Y+1)": `12 / ${String(Y + 1).slice(-2)}`,
  };
  if (expr in known) return known[expr];
  if (/^[\d.]+$/.test(expr)) return expr;
  throw new Error(`Unknown args_rel expression: ${expr}`);
}

interface PeerCase {
  fn: string;
  args: unknown[];
  expected: unknown;
  label: string;
  args_rel?: (string | number)[];
}

describe('card_cases.json (every case)', () => {
  const today = new Date();
  const cases = (cardVectors.cases as PeerCase[]).map((c, i) => ({
    ...c,
    name: `#${i} ${c.fn}(${JSON.stringify(c.args_rel ?? c.args)}) ${c.label}`,
  }));

  it('covers every case in the file', () => {
    expect(cases.length).toBe(cardVectors.cases.length);
    expect(cases.length).toBeGreaterThan(140);
  });

  it.each(cases)('$name', (c) => {
    const fn = FUNCTIONS[c.fn];
    if (!fn) throw new Error(`No implementation mapped for ${c.fn}`);
    const args = c.args_rel ? c.args_rel.map((a) => relativeArg(a, today)) : c.args.map(reviveNaN);
    expect(fn(...(args as never[]))).toEqual(reviveNaN(c.expected));
  });
});

describe('luhn_cases.json (every case)', () => {
  // All-zero inputs: node-luhn's suite expects false, fast-luhn's suite expects true for the very same
  // "0000000000000000". The spec only says "Luhn check"; the standard algorithm (and the card cases'
  // derived note "Luhn passes in this Luhn variant") gives true, so we assert true for these node-luhn
  // cases: "should return false for number of zero", "...4 zeroes", "...16 zeroes",
  // "should return false if digits add to 0".
  const ALL_ZERO = /^0+$/;
  const cases = luhnVectors.cases.map((c, i) => ({
    input: c.args[0],
    expected: ALL_ZERO.test(c.args[0]) ? true : c.expected,
    name: `#${i} ${JSON.stringify(c.args[0])} ${c.label} (${c.source.split(' ')[0]})`,
  }));

  it('covers every case in the file', () => {
    expect(cases.length).toBe(33);
  });

  it.each(cases)('$name', ({ input, expected }) => {
    expect(luhnCheck(input)).toBe(expected);
  });
});

describe('validateCardExpiry with an injected now', () => {
  const now = new Date(2026, 10, 20); // 20 Nov 2026

  it.each([
    [11, 2026, true],
    [10, 2026, false],
    [12, 2026, true],
    [1, 2027, true],
    ['11', '26', true],
    ['10', '26', false],
    [12, 2025, false],
  ])('(%p, %p) -> %p', (month, year, expected) => {
    expect(validateCardExpiry(month, year, now)).toBe(expected);
  });

  it.each([
    ['11 / 26', true],
    ['11/2026', true],
    ['10 / 26', false],
    ['1/27', true],
    ['13 / 27', false],
    ['', false],
    ['11', false],
  ])('string form %p -> %p', (value, expected) => {
    expect(validateCardExpiry(value, now)).toBe(expected);
  });
});

describe('cardExpiryProblem', () => {
  const now = new Date(2026, 10, 20);
  it.each([
    ['11 / 26', null],
    ['10 / 26', 'expired'],
    ['01/1970', 'expired'],
    ['12 / 69', null],
    ['13 / 27', 'invalid'],
    ['00 / 27', 'invalid'],
    ['xx / 27', 'invalid'],
    ['11', 'invalid'],
    ['', 'invalid'],
  ])('%p -> %p', (value, expected) => {
    expect(cardExpiryProblem(value, now)).toBe(expected);
  });
});

describe('card helpers beyond the peer cases', () => {
  it('exposes the input limits from the spec', () => {
    expect(CARD_INPUT_LIMITS).toEqual({ number: 19, expiry: 9, cvc: 4 });
  });

  it('parses expiry with the 70 pivot for two-digit years', () => {
    expect(parseCardExpiry('12 / 99')).toEqual({ month: 12, year: 1999 });
    expect(parseCardExpiry('12 / 69')).toEqual({ month: 12, year: 2069 });
  });

  it('keeps the 16th digit of a 16-digit amex in the last group', () => {
    expect(formatCardNumber('3400000000000000')).toBe('3400 000000 000000');
  });

  it('cuts a visa at 16 digits and a unionpay at 19', () => {
    expect(formatCardNumber('42424242424242424242').replace(/ /g, '')).toHaveLength(16);
    expect(formatCardNumber('62711362648062035681').replace(/ /g, '')).toHaveLength(19);
  });

  it('types partial numbers by prefix', () => {
    expect(cardType('37')).toBe('amex');
    expect(cardType('')).toBeNull();
    expect(cardType(null)).toBeNull();
  });

  it('applies each brand length', () => {
    expect(validateCardNumber('4222222222222')).toBe(true); // visa 13
    expect(validateCardNumber('5555555555554444')).toBe(true);
    expect(validateCardNumber('555555555555444')).toBe(false); // mastercard 15
    expect(validateCardNumber(null)).toBe(false);
  });

  it('accepts amex CVC of 3 or 4 and other brands only 3', () => {
    expect(validateCardCVC('1234', 'amex')).toBe(true);
    expect(validateCardCVC('12345', 'amex')).toBe(false);
    expect(validateCardCVC('1234', 'discover')).toBe(false);
    expect(validateCardCVC(null)).toBe(false);
  });
});
