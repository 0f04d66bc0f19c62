import { formatExperimentReport, parseAttributionArgs, readExperiment, validDate } from './reports';

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

test('formatExperimentReport: rates with Wilson intervals, the difference with its Newcombe interval, and the call', () => {
  const text = formatExperimentReport([
    { brandId: 'pf', testKey: 'Vip4sh', kind: 'club', groups: [{ value: 'Control', exposures: 1000, conversions: 100 }, { value: '4sh', exposures: 1000, conversions: 150 }] },
    { brandId: 'pf', testKey: 'Vip4sh', kind: 'order', groups: [{ value: 'Control', exposures: 10, conversions: 1 }, { value: '4sh', exposures: 12, conversions: 2 }] },
    { brandId: 'ckb', testKey: 'Vip4sh', kind: 'order', groups: [{ value: 'Control', exposures: 300, conversions: 0 }, { value: '4sh', exposures: 300, conversions: 0 }] },
    { brandId: 'hb', testKey: 'Vip4sh', kind: 'order', groups: [{ value: 'Control', exposures: 1000, conversions: 100 }, { value: '4sh', exposures: 1000, conversions: 110 }] },
  ]);
  expect(text).toContain('Vip4sh on pf: club joins');
  expect(text).toMatch(/Control\s+1000\s+100\s+10\.00%\s+8\.29% to 12\.02%/);
  expect(text).toMatch(/4sh\s+1000\s+150\s+15\.00%/);
  expect(text).toMatch(/4sh vs Control: \+5\.00 points \(95% CI \+2\.10 to \+7\.90\); winner: 4sh/);
  expect(text).toContain('4sh vs Control: not enough data: each group needs at least 100 exposures (fewest: 10)');
  expect(text).toContain('4sh vs Control: not enough data: no conversions in either group');
  expect(text).toMatch(/4sh vs Control: \+1\.00 points \(95% CI −\d\.\d\d to \+\d\.\d\d\); no winner: the interval includes 0/);
  expect(text).not.toContain('+0.00 to +0.00');
  expect(text.match(/winner: none yet/g)).toHaveLength(3);
  expect(formatExperimentReport([])).toBe('No split-test exposures recorded yet.');
});

test('readExperiment: the winner is the best variant that beats the control, or the control when it beats every variant', () => {
  const row = (groups: [number, number][]) => ({ brandId: 'pf', testKey: 'T', kind: 'order' as const, groups: groups.map(([e, c], i) => ({ value: `g${i}`, exposures: e, conversions: c })) });
  expect(readExperiment(row([[1000, 100], [1000, 150], [1000, 200]])).winner).toBe('g2');
  expect(readExperiment(row([[1000, 200], [1000, 100], [1000, 120]])).winner).toBe('g0');
  expect(readExperiment(row([[1000, 200], [1000, 100], [1000, 195]])).winner).toBeNull();
  const r = readExperiment(row([[50, 5], [50, 9]]));
  expect(r.groups[0]).toMatchObject({ rate: 0.1, versusControl: null, interval: { low: expect.closeTo(0.0435, 3), high: expect.closeTo(0.2136, 3) } });
  expect(r.groups[1].versusControl).toEqual({ kind: 'not-enough-data', reason: 'each group needs at least 100 exposures (fewest: 50)' });
});
