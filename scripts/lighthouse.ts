/**
 * npm run lighthouse: Lighthouse (mobile preset) in Debian Chromium on home, category and item for
 * pf and ckb against the production server. Prints the four category scores; asserts nothing.
 */
import fs from 'node:fs';
import { execSync } from 'node:child_process';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { startServer } from './bench/server';
import { findSellable } from './bench/flows';

const PORT = 3310;
const CHROME = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

async function main() {
  if (!fs.existsSync(`${process.env.NEXT_DIST_DIR || '.next'}/BUILD_ID`)) execSync('npx next build', { stdio: 'inherit' });
  const server = await startServer(PORT);
  const flags = '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run --disable-quic';
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
    ) as { categories: Record<string, { score: number | null }>; audits: Record<string, { id: string; score: number | null; scoreDisplayMode: string; numericValue?: number }> };
  const rows: string[] = [];
  try {
    for (const brand of ['pf', 'ckb']) {
      const host = `${brand}.localhost:${PORT}`;
      const cat = brand === 'pf' ? 'leggings' : 'cheekies';
      const item = (await findSellable(`http://127.0.0.1:${PORT}`, `${brand}.localhost`, cat))[0];
      const urls = [`http://${host}/`, `http://${host}/category/${cat}`, ...(item ? [`http://${host}/item/${item.itemId}`] : [])];
      for (const url of urls) {
        const lhr = await audit(url);
        const c = lhr.categories;
        const s = (k: string) => String(Math.round((c?.[k]?.score ?? 0) * 100)).padStart(5);
        rows.push(`${url.padEnd(48)} ${s('performance')} ${s('accessibility')} ${s('best-practices')} ${s('seo')}`);
        const metric = (id: string, unit: 'ms' | '') => {
          const v = lhr.audits[id]?.numericValue;
          return v === undefined ? '?' : unit === 'ms' ? `${Math.round(v)} ms` : v.toFixed(3);
        };
        rows.push(
          `   FCP ${metric('first-contentful-paint', 'ms')}, LCP ${metric('largest-contentful-paint', 'ms')}, TBT ${metric('total-blocking-time', 'ms')}, CLS ${metric('cumulative-layout-shift', '')}, SI ${metric('speed-index', 'ms')}`,
        );
        const failed = Object.values(lhr.audits).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary');
        if (failed.length) rows.push(`   failing: ${failed.map((a) => a.id).join(', ')}`);
      }
    }
  } finally {
    await server.stop();
  }
  console.log(`\n${'page (mobile preset)'.padEnd(48)} perf  a11y  best   seo`);
  for (const r of rows) console.log(r);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
