import vectors from './__fixtures__/money_cases.json';
import { floorToDollar, formatCents, formatMoney, fromCents, parseMoneyInput, roundMoney, sumMoney, toCents } from './money';

// Peer formats that describe our rule exactly (2 decimals, commas, $ prefix or none, "($…)"
// negatives). A format without commas or parentheses still matches for values where those parts
// cannot show (positive and under 1,000). Everything else in peer_cases uses other options:
// suffix or spaced $, fixed 0/1/4 decimals, "$(…)" (dollar outside the parentheses), "-$…" or
// "$-…" negatives, no leading zero (".23"), numeral's "a" abbreviation or accounting's symbol/zero
// formats.
const NUMERAL_FORMATS: Record<string, { dollar: boolean; commas: boolean; parens: boolean }> = {
  '$0,0.00': { dollar: true, commas: true, parens: false },
  '$0.00': { dollar: true, commas: false, parens: false },
  '0.00': { dollar: false, commas: false, parens: false },
  '$(0,0.00)': { dollar: true, commas: true, parens: false }, // negatives put $ outside: not ours
};

interface PeerCase {
  lib: string;
  fn?: string;
  args?: unknown[];
  value?: number | null;
  format?: string;
  expected: string;
  call: string;
}

function asOurCall(c: PeerCase): { value: number | null; dollar: boolean } | null {
  if (c.lib === 'numeral') {
    const f = NUMERAL_FORMATS[c.format ?? ''];
    const v = c.value ?? 0;
    if (!f || v < 0 || (!f.commas && v >= 1000)) return null;
    return { value: c.value ?? null, dollar: f.dollar };
  }
  const [value, ...rest] = c.args ?? [];
  if (typeof value !== 'number' || value < 0) return null;
  if (c.fn === 'formatMoney' && rest.length === 0) return { value, dollar: true };
  if (c.fn === 'formatNumber' && rest[0] === 2) return { value, dollar: false };
  return null;
}

describe('money_cases.json peer_cases that use the spec rule', () => {
  const selected = (vectors.peer_cases as PeerCase[]).flatMap((c) => {
    const call = asOurCall(c);
    return call ? [{ ...call, expected: c.expected, name: `${c.call} -> ${c.expected}` }] : [];
  });

  it('selects the expected set of cases', () => {
    expect(selected).toHaveLength(18);
  });

  it.each(selected)('$name', ({ value, dollar, expected }) => {
    expect(formatMoney(value, { dollar })).toBe(expected);
  });
});

describe('money_cases.json derived_grid', () => {
  const grid = vectors.derived_grid.map((c) => ({
    ...c,
    name: `${c.value} ${JSON.stringify(c.options)} -> ${c.numeral_output}`,
  }));
  const trusted = grid.filter((c) => !('note' in c));
  const mangled = grid.filter((c) => 'note' in c);

  it.each(trusted)('$name', ({ value, options, numeral_output }) => {
    expect(formatMoney(value, { dollar: options.dollar, stripZeroCents: options.strip00 })).toBe(numeral_output);
  });

  // numeral mangles negatives that round to zero ("0$.00"); we show a plain zero instead.
  it.each(mangled)('-0.004 rounds to plain zero: $name', ({ value, options }) => {
    const expected = (options.dollar ? '$' : '') + (options.strip00 ? '0' : '0.00');
    expect(formatMoney(value, { dollar: options.dollar, stripZeroCents: options.strip00 })).toBe(expected);
  });

  it('covers the whole grid', () => {
    expect(trusted.length + mangled.length).toBe(56);
    expect(mangled).toHaveLength(4);
  });
});

describe('formatMoney options', () => {
  it('treats null, undefined and NaN as zero', () => {
    expect(formatMoney(null)).toBe('$0.00');
    expect(formatMoney(undefined)).toBe('$0.00');
    expect(formatMoney(NaN)).toBe('$0.00');
    expect(formatMoney(Infinity)).toBe('$0.00');
  });

  it('puts the dollar sign inside the parentheses', () => {
    expect(formatMoney(-1234.5)).toBe('($1,234.50)');
  });

  it('uses a minus sign when parens is false', () => {
    expect(formatMoney(-1234.5, { parens: false })).toBe('-$1,234.50');
    expect(formatMoney(-1234.5, { parens: false, dollar: false })).toBe('-1,234.50');
  });

  it('accepts money strings from the API', () => {
    expect(formatMoney('29.99')).toBe('$29.99');
    expect(formatMoney('$1,000', { stripZeroCents: true })).toBe('$1,000');
    expect(formatMoney('abc')).toBe('$0.00');
  });

  it('groups millions', () => {
    expect(formatMoney(1234567890.5)).toBe('$1,234,567,890.50');
  });
});

describe('cents helpers', () => {
  it.each([
    [1.005, 101],
    [2.675, 268],
    [0.615, 62],
    [-1.005, -101],
    [-0.004, 0],
    [19.99, 1999],
    [NaN, 0],
  ])('toCents(%p) = %p', (value, cents) => {
    expect(toCents(value)).toBe(cents);
  });

  it('agrees with rounding 15 significant digits for every amount with up to 3 decimals', () => {
    const reference = (v: number) => {
      const c = Math.round(Math.abs(Number((v * 100).toPrecision(15))));
      return v < 0 && c !== 0 ? -c : c;
    };
    const mismatches: number[] = [];
    for (let thousandths = -200_000; thousandths <= 2_000_000; thousandths += 1) {
      const v = thousandths / 1000;
      if (toCents(v) !== reference(v)) mismatches.push(v);
    }
    for (const v of [1e9 + 0.005, 123456789.125, 0.1 + 0.2, 1 / 3, 99999.995, 5e-7]) if (toCents(v) !== reference(v)) mismatches.push(v);
    expect(mismatches).toEqual([]);
  });

  it('fromCents divides by 100', () => {
    expect(fromCents(1999)).toBe(19.99);
    expect(fromCents(-5)).toBe(-0.05);
  });
});

describe('parseMoneyInput', () => {
  it.each([
    ['$1,234.50', 1234.5],
    ['  12 ', 12],
    ['($1,234.50)', -1234.5],
    ['-3', -3],
  ])('%p -> %p', (input, expected) => {
    expect(parseMoneyInput(input)).toBe(expected);
  });

  it.each(['', 'abc', '12abc', null, undefined])('%p -> NaN', (input) => {
    expect(parseMoneyInput(input)).toBeNaN();
  });
});

describe('roundMoney and sumMoney', () => {
  it.each([
    [1.005, 1.01],
    [2.675, 2.68],
    [-1.005, -1.01],
    [19.999, 20],
    [0.1 + 0.2, 0.3],
    [NaN, 0],
  ])('roundMoney(%p) = %p', (value, rounded) => {
    expect(roundMoney(value)).toBe(rounded);
  });

  it('adds as cents', () => {
    expect(sumMoney([0.1, 0.2])).toBe(0.3);
    expect(sumMoney([19.99, 5.01, -2.5])).toBe(22.5);
    expect(sumMoney([])).toBe(0);
  });
});

describe('formatCents', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [123450, '$1,234.50'],
    [-5, '($0.05)'],
    [100000000, '$1,000,000.00'],
  ])('formatCents(%p) = %p', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });

  it('passes the options on', () => {
    expect(formatCents(1200, { stripZeroCents: true })).toBe('$12');
    expect(formatCents(-250, { parens: false })).toBe('-$2.50');
  });
});

describe('floorToDollar', () => {
  it.each([
    [2345, 2300],
    [2300, 2300],
    [99, 0],
    [-1, -100],
  ])('floorToDollar(%p) = %p', (cents, floored) => {
    expect(floorToDollar(cents)).toBe(floored);
  });
});
