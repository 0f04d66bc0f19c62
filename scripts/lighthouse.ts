/**
 * npm run lighthouse: Lighthouse (mobile preset) in Debian Chromium on home, category and item for
 * pf and ckb against the production server. Prints the four category scores; asserts nothing.
 */
import fs from 'node:fs';
import { execSync } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from './bench/server';
import { findSellable } from './bench/flows';

const PORT = 3310;
const CHROME = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

async function main() {
  if (!fs.existsSync(`${process.env.NEXT_DIST_DIR || '.next'}/BUILD_ID`)) execSync('npx next build', { stdio: 'inherit' });
  const server = await startServer(PORT);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  const rows: string[] = [];
  try {
    for (const brand of ['pf', 'ckb']) {
      const host = `${brand}.localhost:${PORT}`;
      const cat = brand === 'pf' ? 'leggings' : 'cheekies';
      const item = (await findSellable(`http://127.0.0.1:${PORT}`, `${brand}.localhost`, cat))[0];
      const urls = [`http://${host}/`, `http://${host}/category/${cat}`, ...(item ? [`http://${host}/item/${item.itemId}`] : [])];
      for (const url of urls) {
        const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
        const c = result?.lhr.categories;
        const s = (k: string) => String(Math.round((c?.[k]?.score ?? 0) * 100)).padStart(5);
        rows.push(`${url.padEnd(48)} ${s('performance')} ${s('accessibility')} ${s('best-practices')} ${s('seo')}`);
        const failed = Object.values(result?.lhr.audits ?? {}).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary');
        if (failed.length) rows.push(`   failing: ${failed.map((a) => a.id).join(', ')}`);
      }
    }
  } finally {
    await chrome.kill();
    await server.stop();
  }
  console.log(`\n${'page (mobile preset)'.padEnd(48)} perf  a11y  best   seo`);
  for (const r of rows) console.log(r);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
