/**
 * npm run lighthouse: Lighthouse (mobile preset) in Debian Chromium on home, category and item for
 * pf and ckb against the production server, the same build served twice at once: with every analytics
 * key configured (LIGHTHOUSE_PORT, default 3310), the destinations' hosts answered by local stand-ins
 * (scripts/bench/thirdParty.ts: nothing leaves the machine), and with none (LIGHTHOUSE_PORT + 1). Each
 * page is audited in alternation, with keys then without, run after run, so both configurations see
 * the same machine load (issue 35); it prints both medians and the difference (performance points, TBT
 * ms), and the blocking time of the long tasks attributed to the scripts only the keyed page loads
 * (lib/keyedBlocking.ts: analytics' own, without the page's spread). `-- --keys-only` or `-- --no-keys`
 * audits one configuration. Asserts nothing.
 * Each page is audited LIGHTHOUSE_RUNS times (default 5, as Lighthouse's own guide to variability
 * advises) and the median run is reported, chosen by Lighthouse's own computeMedianRun. On a shared
 * 2-core machine one run's blocking time swings by 2x, and about one run in six paints late for
 * reasons outside the page (docs/performance.md); five runs keep one or two such runs out of the
 * median.
 */
import { ensureBuild } from './lib/ensureBuild.mjs';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startServer } from './bench/server';
import { median } from './bench/paired';
import { allKeysEnv, startStandIns } from './bench/thirdParty';
import { findSellable } from './bench/flows';
import { mainCategoryOf } from './bench/mainCategory';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import type Lhr from 'lighthouse/types/lhr/lhr.js';
import { observedMetrics, paintedLate } from './lib/paintedLate';
import { blockingOf, keyedOnlyScripts } from './lib/keyedBlocking';
import { medianDiffLine, metricMedians } from './lib/metricMedians';

const PORT = Number(process.env.LIGHTHOUSE_PORT || 3310);
const KEYS_ONLY = process.argv.includes('--keys-only');
const NO_KEYS = process.argv.includes('--no-keys');
const CHROME = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS || 5));
/** LIGHTHOUSE_ONLY=pf/category,ckb/item audits only those pages (brand/home|category|item). */
const ONLY = (process.env.LIGHTHOUSE_ONLY || '').split(',').map((s) => s.trim()).filter(Boolean);
/** LIGHTHOUSE_SAVE=dir writes every run's full report there as JSON (to read traces and audits). */
const SAVE_DIR = process.env.LIGHTHOUSE_SAVE || '';
/**
 * LIGHTHOUSE_BASELINE=dir: an A/B of builds instead of keys (docs/performance.md): this build and the
 * build in another checkout (its own node_modules and `next build`), both without any key, audited in
 * alternation. The first column is this build, the second the baseline.
 */
const BASELINE = process.env.LIGHTHOUSE_BASELINE || '';
/**
 * LIGHTHOUSE_THROTTLING=devtools: the page is loaded under real 4x CPU and network throttling and the
 * metrics are what was observed, instead of Lighthouse's default simulation from an unthrottled load
 * (which a late first paint distorts, paintedLate.ts); slower, and as noisy as the machine.
 */
const TRACES = process.env.LIGHTHOUSE_TRACES === '1';
const THROTTLING = process.env.LIGHTHOUSE_THROTTLING === 'devtools' ? 'devtools' : 'simulate';
/**
 * The servers run at this niceness (LIGHTHOUSE_SERVER_NICE, default 10; 0 turns it off): on a 2-core
 * machine the keyed server's work during a run (the beacon's events stored and forwarded to the
 * stand-ins) otherwise competes with the throttled page for the CPU and shows as longer React tasks.
 */
const SERVER_NICE = Number(process.env.LIGHTHOUSE_SERVER_NICE ?? 10);
const wanted = (brand: string, kind: string) => !ONLY.length || ONLY.includes(`${brand}/${kind}`);

type Config = 'keys' | 'none';

interface Summary {
  perf: number;
  tbt: number;
  rows: string[];
}

function summarize(label: string, url: string, lhr: Lhr, perfRuns: string[]): Summary {
  const c = lhr.categories;
  const s = (k: string) => String(Math.round((c?.[k]?.score ?? 0) * 100)).padStart(5);
  const rows = [`${`${label} ${url}`.padEnd(56)} ${s('performance')} ${s('accessibility')} ${s('best-practices')} ${s('seo')}`];
  const metric = (id: string, unit: 'ms' | '') => {
    const v = lhr.audits[id]?.numericValue;
    return v === undefined ? '?' : unit === 'ms' ? `${Math.round(v)} ms` : v.toFixed(3);
  };
  rows.push(
    `   FCP ${metric('first-contentful-paint', 'ms')}, LCP ${metric('largest-contentful-paint', 'ms')}, TBT ${metric('total-blocking-time', 'ms')}, CLS ${metric('cumulative-layout-shift', '')}, SI ${metric('speed-index', 'ms')}; performance of the ${perfRuns.length} runs: ${perfRuns.join(', ')} (* painted late)`,
  );
  // Where the main thread went (bootup-time): the three costliest scripts, ms of script evaluation.
  const boot = (lhr.audits['bootup-time']?.details as { items?: Array<{ url: string; scripting: number }> } | undefined)?.items ?? [];
  const top = [...boot].sort((a, b) => b.scripting - a.scripting).slice(0, 3);
  if (top.length) rows.push(`   scripting: ${top.map((b) => `${b.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 48)} ${Math.round(b.scripting)} ms`).join(', ')}`);
  const failed = Object.values(lhr.audits).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary');
  if (failed.length) rows.push(`   failing: ${failed.map((a) => a.id).join(', ')}`);
  return { perf: Math.round((c.performance?.score ?? 0) * 100), tbt: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0), rows };
}

async function main() {
  ensureBuild();
  const configs: Config[] = BASELINE ? ['keys', 'none'] : KEYS_ONLY ? ['keys'] : NO_KEYS ? ['none'] : ['keys', 'none'];
  const label: Record<Config, string> = BASELINE ? { keys: 'this build', none: 'baseline ' } : { keys: 'every key', none: 'no key   ' };
  const standIns = configs.includes('keys') && !BASELINE ? await startStandIns() : null;
  const ports: Record<Config, number> = { keys: PORT, none: configs.length === 2 ? PORT + 1 : PORT };
  const servers = await Promise.all(
    configs.map((cfg) =>
      BASELINE
        ? startServer(ports[cfg], {}, { nice: SERVER_NICE, ...(cfg === 'none' ? { cwd: BASELINE } : {}) })
        : startServer(ports[cfg], cfg === 'keys' && standIns ? allKeysEnv(['pf', 'ckb', 'uncommonpair', 'hb'], standIns.ingestUrl) : {}, { nice: SERVER_NICE }),
    ),
  );
  const extra = (standIns?.chromeFlags ?? []).map((f) => f.replace(/^(--host-resolver-rules=)(.*)$/, '$1"$2"')).join(' ');
  const flags = `--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run --disable-quic ${extra}`.trim();
  // Lighthouse runs as its own CLI process: it serializes functions into the page, which a
  // TypeScript loader's helpers would break.
  // With LIGHTHOUSE_TRACES=1 (and LIGHTHOUSE_SAVE) each run also keeps its trace and DevTools log there
  // (Lighthouse's --save-assets: <name>-0.trace.json), to name the work inside a long task.
  const audit = async (url: string, name: string) => {
    const assets = TRACES && SAVE_DIR ? ['--save-assets', `--output-path=${join(SAVE_DIR, `${name}.json`)}`] : [];
    if (assets.length) mkdirSync(SAVE_DIR, { recursive: true });
    const { stdout } = await promisify(execFile)(process.execPath, ['node_modules/lighthouse/cli/index.js', url, '--output=json', '--quiet', `--chrome-flags=${flags}`, '--only-categories=performance,accessibility,best-practices,seo', `--throttling-method=${THROTTLING}`, ...assets], {
      env: { ...process.env, CHROME_PATH: CHROME },
      maxBuffer: 64 * 1024 * 1024,
    });
    return JSON.parse(assets.length ? readFileSync(join(SAVE_DIR, `${name}.json`), 'utf8') : stdout) as Lhr;
  };
  const rows: string[] = [];
  const diffs: string[] = [];
  const onTimeDiffs: string[] = [];
  const metricDiffs: string[] = [];
  const ownBlocking: string[] = [];
  const diffLine = (name: string, keys: Summary, none: Summary) =>
    `${name.padEnd(14)} performance ${keys.perf} vs ${none.perf} (${keys.perf - none.perf >= 0 ? '+' : ''}${keys.perf - none.perf}), TBT ${keys.tbt} vs ${none.tbt} ms (${keys.tbt - none.tbt >= 0 ? '+' : ''}${keys.tbt - none.tbt} ms)`;
  try {
    for (const brand of ['pf', 'ckb']) {
      const cat = mainCategoryOf(brand);
      const item = (await findSellable(`http://127.0.0.1:${ports[configs[0]]}`, `${brand}.localhost`, cat))[0];
      const paths: Array<[string, string]> = [['home', '/'], ['category', `/category/${cat}`], ...(item ? [['item', `/item/${item.itemId}`] as [string, string]] : [])];
      for (const [kind, path] of paths.filter(([k]) => wanted(brand, k))) {
        const runs: Record<Config, Lhr[]> = { keys: [], none: [] };
        // The server's CPU during each run (ms): what the page made it do, beside what the page itself cost.
        const serverMs: Record<Config, number[]> = { keys: [], none: [] };
        // In alternation: both configurations share whatever else the machine is doing.
        for (let i = 0; i < RUNS; i++) {
          // Which configuration goes first alternates too: the run after a keyed one can meet the keyed
          // server still forwarding that run's last beacon (sent as Lighthouse closes the page).
          for (const cfg of i % 2 ? [...configs].reverse() : configs) {
            const url = `http://${brand}.localhost:${ports[cfg]}${path}`;
            const cpu = servers[configs.indexOf(cfg)].cpuMicros;
            const before = cpu?.() ?? 0;
            const lhr = await audit(url, `${brand}-${kind}-${cfg}-${i + 1}`);
            if (cpu) serverMs[cfg].push(Math.round((cpu() - before) / 1000));
            runs[cfg].push(lhr);
            if (SAVE_DIR) {
              mkdirSync(SAVE_DIR, { recursive: true });
              writeFileSync(join(SAVE_DIR, `${brand}-${kind}-${cfg}-${i + 1}.json`), JSON.stringify(lhr));
            }
          }
        }
        const got: Partial<Record<Config, Summary>> = {};
        for (const cfg of configs) {
          const perfRuns = runs[cfg].map((r) => `${Math.round((r.categories.performance?.score ?? 0) * 100)}${paintedLate(observedMetrics(r)) ? '*' : ''}`);
          got[cfg] = summarize(label[cfg], `${brand} ${kind}`, computeMedianRun(runs[cfg]), perfRuns);
          rows.push(...got[cfg]!.rows);
          if (serverMs[cfg].length) rows.push(`   server CPU during each run: ${serverMs[cfg].join(', ')} ms (niceness ${SERVER_NICE})`);
        }
        if (got.keys && got.none) {
          diffs.push(diffLine(`${brand} ${kind}`, got.keys, got.none));
          metricDiffs.push(medianDiffLine(`${brand} ${kind}`, metricMedians(runs.keys), metricMedians(runs.none)));
          // The same comparison over the runs that painted before their scripts ran (paintedLate.ts).
          const onTime = (cfg: Config) => runs[cfg].filter((r) => !paintedLate(observedMetrics(r)));
          const [k, n] = [onTime('keys'), onTime('none')];
          const summary = (cfg: Config, list: Lhr[]) => summarize(cfg, `${brand} ${kind}`, computeMedianRun(list), []);
          onTimeDiffs.push(
            k.length && n.length
              ? `${diffLine(`${brand} ${kind}`, summary('keys', k), summary('none', n))}   (${k.length} and ${n.length} of ${RUNS} runs)`
              : `${`${brand} ${kind}`.padEnd(14)} every run of one configuration painted late`,
          );
          if (!BASELINE) {
            const scripts = keyedOnlyScripts(runs.keys, runs.none);
            const each = runs.keys.map((r) => Math.round(blockingOf(r, scripts)));
            ownBlocking.push(`${`${brand} ${kind}`.padEnd(14)} median ${median(each)} ms (runs: ${each.join(', ')}; ${scripts.size} scripts only with keys)`);
          }
        }
      }
    }
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await standIns?.stop();
  }
  console.log(`\n${BASELINE ? `This build against the build in ${BASELINE}, no key on either, audited in alternation` : configs.length === 2 ? 'Every analytics key (third-party hosts answered by local stand-ins) and no key, audited in alternation on one build' : configs[0] === 'keys' ? 'Every analytics key configured, third-party hosts answered by local stand-ins' : 'No analytics key'}`);
  if (standIns) console.log(`stand-in requests: ${[...standIns.counts].map(([h, n]) => `${h} ${n}`).join(', ') || 'none'}`);
  console.log(`${`page (mobile preset, median of ${RUNS})`.padEnd(56)} perf  a11y  best   seo`);
  for (const r of rows) console.log(r);
  if (diffs.length) {
    console.log(BASELINE ? '\nThis build against the baseline (median runs)' : '\nWith every key against none (median runs): budget within 3 points and 50 ms TBT');
    for (const d of diffs) console.log(d);
    console.log("\nEach metric's own median over the runs (steadier than the median run's; scripts/lib/metricMedians.ts)");
    for (const d of metricDiffs) console.log(d);
    console.log('\nThe same, over the runs whose first paint came before their scripts ran (a late paint puts every script into the simulated LCP; docs/performance.md)');
    for (const d of onTimeDiffs) console.log(d);
    if (ownBlocking.length) {
      console.log("\nBlocking time in long tasks attributed to the scripts only the keyed page loads (analytics' own; scripts/lib/keyedBlocking.ts)");
      for (const d of ownBlocking) console.log(d);
    }
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
