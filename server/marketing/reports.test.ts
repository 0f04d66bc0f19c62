import { formatExperimentReport, parseAttributionArgs, validDate } from './reports';

test('parseAttributionArgs', () => {
  expect(parseAttributionArgs([])).toEqual({});
  expect(parseAttributionArgs(['--', '--brand', 'ckb'])).toEqual({ brandId: 'ckb' });
  expect(parseAttributionArgs(['--brand', 'pf', '--from', '2026-01-01', '--to', '2026-01-31'])).toEqual({ brandId: 'pf', from: '2026-01-01', to: '2026-01-31' });
  expect(parseAttributionArgs(['--brand', 'nope'])).toEqual({ error: expect.stringMatching(/^--brand: unknown brand nope/) });
  expect(parseAttributionArgs(['--from', '2026-02-30'])).toEqual({ error: '--from: must be a date YYYY-MM-DD' });
  expect(parseAttributionArgs(['--to'])).toEqual({ error: '--to needs a value' });
  expect(parseAttributionArgs(['--since', 'x'])).toEqual({ error: 'unknown option --since' });
  expect(parseAttributionArgs(['--from', '2026-02-01', '--to', '2026-01-01'])).toEqual({ error: '--from: must not be after --to' });
});

test('validDate', () => {
  expect(validDate('2024-02-29')).toBe(true);
  expect(validDate('2023-02-29')).toBe(false);
  expect(validDate('2024-2-1')).toBe(false);
});

test('formatExperimentReport: rates, difference with interval, and the call', () => {
  const text = formatExperimentReport([
    { brandId: 'pf', testKey: 'Vip4sh', kind: 'club', groups: [{ value: 'Control', exposures: 1000, conversions: 100 }, { value: '4sh', exposures: 1000, conversions: 150 }] },
    { brandId: 'pf', testKey: 'Vip4sh', kind: 'order', groups: [{ value: 'Control', exposures: 10, conversions: 1 }, { value: '4sh', exposures: 12, conversions: 2 }] },
  ]);
  expect(text).toContain('Vip4sh on pf: club joins');
  expect(text).toMatch(/Control\s+1000\s+100\s+10\.00%/);
  expect(text).toMatch(/4sh\s+1000\s+150\s+15\.00%/);
  expect(text).toContain('4sh vs Control: +5.00 points (95% CI +2.11 to +7.89); winner: 4sh');
  expect(text).toContain('not enough data to call a winner: each group needs at least 100 exposures (fewest: 10)');
  expect(formatExperimentReport([])).toBe('No split-test exposures recorded yet.');
});
