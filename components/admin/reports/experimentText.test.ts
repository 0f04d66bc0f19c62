import type { ExperimentGroupView, ExperimentView } from '../../../lib/admin/reportTypes';
import { callText, intervalText, versusText } from './experimentText';

const group = (value: string, o: Partial<ExperimentGroupView> = {}): ExperimentGroupView => ({
  value, exposures: 120, conversions: 6, rate: 0.05, low: 0.0231, high: 0.1048, versusControl: null, ...o,
});
const test_ = (groups: ExperimentGroupView[], winner: string | null = null): ExperimentView => ({ brandId: 'pf', testKey: 'Vip4sh', kind: 'club', groups, winner });

test('the call: the winner, not enough data and why, or no winner yet', () => {
  expect(callText(test_([group('Control'), group('4sh', { versusControl: { kind: 'winner', difference: 0.2, low: 0.11, high: 0.29 } })], '4sh'))).toBe('Winner: 4sh');
  expect(callText(test_([group('Control'), group('4sh', { versusControl: { kind: 'not-enough-data', reason: 'no conversions in either group' } })])))
    .toBe('Not enough data: no conversions in either group');
  expect(callText(test_([group('Control'), group('4sh', { versusControl: { kind: 'no-difference', difference: 0.01, low: -0.02, high: 0.04 } })])))
    .toBe("No winner yet: every difference's 95% interval includes 0");
});

test('a group against the control, never a zero-width interval for missing data', () => {
  expect(versusText(group('Control'))).toBe('Control');
  expect(versusText(group('4sh', { versusControl: { kind: 'winner', difference: 0.2, low: 0.1104, high: 0.2851 } }))).toBe('+20.00 points (95% interval +11.04 to +28.51)');
  expect(versusText(group('4sh', { versusControl: { kind: 'no-difference', difference: -0.01, low: -0.04, high: 0.02 } }))).toBe('−1.00 points (95% interval −4.00 to +2.00), includes 0');
  expect(versusText(group('4sh', { versusControl: { kind: 'not-enough-data', reason: 'each group needs at least 100 exposures (fewest: 3)' } })))
    .toBe('Not enough data (each group needs at least 100 exposures (fewest: 3))');
  expect(intervalText(group('x', { rate: null, low: null, high: null }))).toBe('–');
});
