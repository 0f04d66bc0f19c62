import { medianDiffLine, metricMedians, type RunMetrics } from './metricMedians';

const run = (perf: number, tbt: number, main: number[]): RunMetrics => ({
  categories: { performance: { score: perf / 100 } },
  audits: { 'total-blocking-time': { numericValue: tbt }, 'mainthread-work-breakdown': { details: { items: main.map((duration) => ({ duration })) } } },
});

test("each metric's median is taken on its own, not from one representative run", () => {
  // The run with the median performance (85) has the highest TBT; TBT's own median is 400.
  const m = metricMedians([run(85, 900, [1000, 500]), run(80, 400, [1200, 600]), run(90, 300, [900, 400])]);
  expect(m).toEqual({ perf: 85, tbt: 400, mainThreadMs: 1500 });
});

test('an even number of runs: the mean of the middle two', () => {
  expect(metricMedians([run(80, 100, [100]), run(84, 300, [300])])).toEqual({ perf: 82, tbt: 200, mainThreadMs: 200 });
});

test('the difference line', () => {
  expect(medianDiffLine('ckb category', { perf: 84, tbt: 564, mainThreadMs: 2999 }, { perf: 85, tbt: 558, mainThreadMs: 2801 }))
    .toBe('ckb category   performance 84 vs 85 (-1), TBT 564 vs 558 ms (+6 ms), main thread 2999 vs 2801 ms (+198 ms)');
});
