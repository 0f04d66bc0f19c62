#!/usr/bin/env node
/**
 * Prints the end-of-run report of `npm test` (scripts/test.sh): each phase's wall time and the
 * total as a table, the 20 slowest Jest files and Playwright tests from the runners' JSON reports,
 * and a WARNING line when Playwright alone or the whole run went over its budget. It never fails
 * the run: machine speed varies, so the budgets are warnings.
 *   node scripts/lib/testReport.mjs --reports DIR --total S --warn-e2e S --warn-total S --phase=NAME… --secs=S…
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export function parseArgs(argv) {
  const out = { reports: '.data/test-reports', total: 0, warnE2e: 1500, warnTotal: 2700, phases: [], secs: [] };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a.startsWith('--phase=')) out.phases.push(a.slice(8));
    else if (a.startsWith('--secs=')) out.secs.push(a.slice(7));
    else if (a === '--reports') out.reports = argv[++i];
    else if (a === '--total') out.total = Number(argv[++i]);
    else if (a === '--warn-e2e') out.warnE2e = Number(argv[++i]);
    else if (a === '--warn-total') out.warnTotal = Number(argv[++i]);
  }
  return out;
}

const mmss = (s) => (Number.isFinite(s) ? `${Math.floor(s / 60)}m${String(Math.round(s % 60)).padStart(2, '0')}s` : '-');

export function phaseTable(phases, secs, total) {
  const rows = phases.map((name, i) => [name, secs[i] === '-' ? '-' : Number(secs[i])]);
  rows.push(['total', total]);
  const width = Math.max(...rows.map(([n]) => n.length));
  const lines = rows.map(([n, s]) => `${n.padEnd(width)}  ${s === '-' ? '      -' : `${String(s).padStart(5)} s  ${mmss(s)}`}`);
  return ['Phase'.padEnd(width) + '  wall time', '-'.repeat(width + 20), ...lines].join('\n');
}

/** Jest's --json report: one row per test file with its wall time. */
export function jestFiles(report) {
  return (report.testResults ?? []).map((r) => ({
    name: path.relative(process.cwd(), r.name),
    ms: (r.perfStats?.end ?? r.endTime ?? 0) - (r.perfStats?.start ?? r.startTime ?? 0),
  }));
}

/** Playwright's JSON report: one row per test and project, its attempts' durations added up. */
export function playwrightTests(report) {
  const rows = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        const ms = (t.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0);
        rows.push({ name: `[${t.projectName}] ${spec.file}:${spec.line} ${[...titles, spec.title].join(' › ')}`, ms });
      }
    }
    for (const child of suite.suites ?? []) walk(child, child.title && !child.title.endsWith('.ts') ? [...titles, child.title] : titles);
  };
  for (const s of report.suites ?? []) walk(s, []);
  return rows;
}

export const slowest = (rows, n = 20) => [...rows].sort((a, b) => b.ms - a.ms).slice(0, n);

export function warnings({ phases, secs, total, warnE2e, warnTotal }) {
  const out = [];
  const i = phases.indexOf('playwright');
  if (i >= 0 && Number(secs[i]) > warnE2e) out.push(`WARNING: the Playwright phase took ${secs[i]} s, over its ${warnE2e} s budget: make journeys cheaper before adding more (e2e/README.md).`);
  if (total > warnTotal) out.push(`WARNING: the whole test run took ${total} s, over its ${warnTotal} s budget (CI stops at 5,400 s).`);
  return out;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

function main() {
  const args = parseArgs(process.argv.slice(2));
  const print = (title, rows) => {
    if (!rows.length) return;
    console.log(`\n${title}`);
    for (const r of rows) console.log(`${(r.ms / 1000).toFixed(1).padStart(7)} s  ${r.name}`);
  };
  const jest = ['jest-sqlite.json', 'jest-postgres.json'].flatMap((f) => {
    const rep = readJson(path.join(args.reports, f));
    return rep ? jestFiles(rep).map((r) => ({ ...r, name: `${f.replace(/^jest-|\.json$/g, '')}: ${r.name}` })) : [];
  });
  print('Slowest 20 Jest files', slowest(jest));
  const pw = readJson(path.join(args.reports, 'playwright.json'));
  if (pw) print('Slowest 20 Playwright tests', slowest(playwrightTests(pw)));
  console.log(`\n${phaseTable(args.phases, args.secs, args.total)}`);
  for (const w of warnings(args)) console.log(w);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
