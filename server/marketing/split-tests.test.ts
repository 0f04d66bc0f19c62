import { assignValue } from './split-tests';

test('assignment is deterministic per session and spreads over the values', () => {
  const values = ['Control', '4sh'];
  expect(assignValue('abc', 'Vip4sh', values)).toBe(assignValue('abc', 'Vip4sh', values));
  const counts = new Map<string, number>();
  for (let i = 0; i < 1000; i++) {
    const v = assignValue(`session-${i}`, 'Vip4sh', values);
    counts.set(v, (counts.get(v) ?? 0) + 1);
  }
  expect(counts.get('Control')).toBeGreaterThan(400);
  expect(counts.get('4sh')).toBeGreaterThan(400);
});
