/**
 * npm run lighthouse: Lighthouse (mobile preset) in Debian Chromium on home, category and item for
 * pf and ckb against the production server, with every analytics key configured (the budget of issue
 * 24) and the destinations' hosts answered by local stand-ins (scripts/bench/thirdParty.ts: nothing
 * leaves the machine); `npm run lighthouse -- --no-keys` measures the shop without analytics.
 * Prints the four category scores; asserts nothing. LIGHTHOUSE_PORT (default 3310) moves the port.
 * Each page is audited LIGHTHOUSE_RUNS times (default 5, as Lighthouse's own guide to variability
 * advises) and the median run is reported, chosen by Lighthouse's own computeMedianRun. On a shared
 * 2-core machine one run's blocking time swings by 2x, and about one run in six paints late for
 * reasons outside the page (docs/performance.md); five runs keep one or two such runs out of the
 * median.
 */
import { ensureBuild } from './lib/ensureBuild.mjs';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startServer } from './bench/server';
import { allKeysEnv, startStandIns } from './bench/thirdParty';
import { findSellable } from './bench/flows';
import { mainCategoryOf } from './bench/mainCategory';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import type Lhr from 'lighthouse/types/lhr/lhr.js';

const PORT = Number(process.env.LIGHTHOUSE_PORT || 3310);
const WITH_KEYS = !process.argv.includes('--no-keys');
const CHROME = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS || 5));
/** LIGHTHOUSE_ONLY=pf/category,ckb/item audits only those pages (brand/home|category|item). */
const ONLY = (process.env.LIGHTHOUSE_ONLY || '').split(',').map((s) => s.trim()).filter(Boolean);
/** LIGHTHOUSE_SAVE=dir writes every run's full report there as JSON (to read traces and audits). */
const SAVE_DIR = process.env.LIGHTHOUSE_SAVE || '';
const wanted = (brand: string, kind: string) => !ONLY.length || ONLY.includes(`${brand}/${kind}`);

async function main() {
  ensureBuild();
  const standIns = WITH_KEYS ? await startStandIns() : null;
  const server = await startServer(PORT, WITH_KEYS ? allKeysEnv(['pf', 'ckb', 'uncommonpair', 'hb']) : {});
  const extra = (standIns?.chromeFlags ?? []).map((f) => f.replace(/^(--host-resolver-rules=)(.*)$/, '$1"$2"')).join(' ');
  const flags = `--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run --disable-quic ${extra}`.trim();
  // Lighthouse runs as its own CLI process: it serializes functions into the page, which a
  // TypeScript loader's helpers would break.
  const audit = async (url: string) =>
    JSON.parse(
      (
        await promisify(execFile)(process.execPath, ['node_modules/lighthouse/cli/index.js', url, '--output=json', '--quiet', `--chrome-flags=${flags}`, '--only-categories=performance,accessibility,best-practices,seo'], {
          env: { ...process.env, CHROME_PATH: CHROME },
          maxBuffer: 64 * 1024 * 1024,
        })
      ).stdout,
    ) as Lhr;
  const medianAudit = async (url: string): Promise<{ lhr: Lhr; perf: number[] }> => {
    const runs: Lhr[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await audit(url));
    if (SAVE_DIR) {
      mkdirSync(SAVE_DIR, { recursive: true });
      runs.forEach((r, i) => writeFileSync(join(SAVE_DIR, `${url.replace(/^https?:\/\//, '').replace(/[^a-z0-9]+/gi, '_')}-${i + 1}.json`), JSON.stringify(r)));
    }
    const lhr = computeMedianRun(runs);
    return { lhr, perf: runs.map((r) => Math.round((r.categories.performance?.score ?? 0) * 100)) };
  };
  const rows: string[] = [];
  try {
    for (const brand of ['pf', 'ckb']) {
      const host = `${brand}.localhost:${PORT}`;
      const cat = mainCategoryOf(brand);
      const item = (await findSellable(`http://127.0.0.1:${PORT}`, `${brand}.localhost`, cat))[0];
      const pages: Array<[string, string]> = [['home', `http://${host}/`], ['category', `http://${host}/category/${cat}`], ...(item ? [['item', `http://${host}/item/${item.itemId}`] as [string, string]] : [])];
      const urls = pages.filter(([kind]) => wanted(brand, kind)).map(([, url]) => url);
      for (const url of urls) {
        const { lhr, perf } = await medianAudit(url);
        const c = lhr.categories;
        const s = (k: string) => String(Math.round((c?.[k]?.score ?? 0) * 100)).padStart(5);
        rows.push(`${url.padEnd(48)} ${s('performance')} ${s('accessibility')} ${s('best-practices')} ${s('seo')}`);
        const metric = (id: string, unit: 'ms' | '') => {
          const v = lhr.audits[id]?.numericValue;
          return v === undefined ? '?' : unit === 'ms' ? `${Math.round(v)} ms` : v.toFixed(3);
        };
        rows.push(
          `   FCP ${metric('first-contentful-paint', 'ms')}, LCP ${metric('largest-contentful-paint', 'ms')}, TBT ${metric('total-blocking-time', 'ms')}, CLS ${metric('cumulative-layout-shift', '')}, SI ${metric('speed-index', 'ms')}; performance of the ${RUNS} runs: ${perf.join(', ')}`,
        );
        // Where the main thread went (bootup-time): the three costliest scripts, ms of script evaluation.
        const boot = (lhr.audits['bootup-time']?.details as { items?: Array<{ url: string; scripting: number }> } | undefined)?.items ?? [];
        const top = [...boot].sort((a, b) => b.scripting - a.scripting).slice(0, 3);
        if (top.length) rows.push(`   scripting: ${top.map((b) => `${b.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 48)} ${Math.round(b.scripting)} ms`).join(', ')}`);
        const failed = Object.values(lhr.audits).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary');
        if (failed.length) rows.push(`   failing: ${failed.map((a) => a.id).join(', ')}`);
      }
    }
  } finally {
    await server.stop();
    await standIns?.stop();
  }
  console.log(`\n${WITH_KEYS ? 'Every analytics key configured, third-party hosts answered by local stand-ins' : 'No analytics key'}`);
  if (standIns) console.log(`stand-in requests: ${[...standIns.counts].map(([h, n]) => `${h} ${n}`).join(', ') || 'none'}`);
  console.log(`${`page (mobile preset, median of ${RUNS})`.padEnd(48)} perf  a11y  best   seo`);
  for (const r of rows) console.log(r);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
