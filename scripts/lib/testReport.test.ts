import { jestFiles, parseArgs, phaseTable, playwrightTests, slowest, warnings } from './testReport.mjs';

describe('test report', () => {
  it('reads the phases and their times from the arguments', () => {
    const args = parseArgs(['--reports', 'r', '--total', '90', '--phase=lint', '--phase=build', '--secs=30', '--secs=60']);
    expect(args).toMatchObject({ reports: 'r', total: 90, phases: ['lint', 'build'], secs: ['30', '60'] });
  });

  it('prints one row per phase and the total, a failed phase without a time', () => {
    const table = phaseTable(['lint', 'build (FAILED)'], ['75', '-'], 80);
    expect(table).toMatch(/lint\s+75 s\s+1m15s/);
    expect(table).toMatch(/build \(FAILED\)\s+-/);
    expect(table).toMatch(/total\s+80 s\s+1m20s/);
  });

  it('warns when Playwright or the whole run is over budget, and only then', () => {
    const base = { phases: ['build', 'playwright'], warnE2e: 1500, warnTotal: 2700 };
    expect(warnings({ ...base, secs: ['100', '1400'], total: 2000 })).toEqual([]);
    const both = warnings({ ...base, secs: ['100', '1600'], total: 2800 });
    expect(both).toHaveLength(2);
    expect(both[0]).toMatch(/^WARNING: the Playwright phase took 1600 s/);
    expect(both[1]).toMatch(/^WARNING: the whole test run took 2800 s/);
  });

  it('lists the slowest Jest files and Playwright tests', () => {
    const jest = jestFiles({ testResults: [{ name: `${process.cwd()}/a.test.ts`, perfStats: { start: 0, end: 500 } }, { name: `${process.cwd()}/b.test.ts`, perfStats: { start: 0, end: 900 } }] });
    expect(slowest(jest, 1)).toEqual([{ name: 'b.test.ts', ms: 900 }]);
    const pw = playwrightTests({
      suites: [{ title: 'cart.spec.ts', specs: [], suites: [{ title: 'drawer', specs: [{ title: 'opens', file: 'cart.spec.ts', line: 3, tests: [{ projectName: 'pf', results: [{ duration: 1000 }, { duration: 2000 }] }] }] }] }],
    });
    expect(pw).toEqual([{ name: '[pf] cart.spec.ts:3 drawer › opens', ms: 3000 }]);
  });
});
