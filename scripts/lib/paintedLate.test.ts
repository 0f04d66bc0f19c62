import { observedMetrics, paintedLate } from './paintedLate';

test('a run whose first paint came after its scripts had run painted late', () => {
  expect(paintedLate({ observedFirstContentfulPaint: 1280, observedDomContentLoaded: 514 })).toBe(true);
  expect(paintedLate({ observedFirstContentfulPaint: 234, observedDomContentLoaded: 481 })).toBe(false);
  expect(paintedLate({})).toBe(false);
});

test('the observed metrics are read from the metrics audit', () => {
  const lhr = { audits: { metrics: { details: { items: [{ observedFirstContentfulPaint: 900, observedDomContentLoaded: 700 }] } } } };
  expect(paintedLate(observedMetrics(lhr))).toBe(true);
  expect(observedMetrics({ audits: {} })).toEqual({});
});
