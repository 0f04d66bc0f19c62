/**
 * npm run size: the JavaScript (gzip) of home, category and item pages for pf and ckb, twice: with no
 * analytics key and with every key (scripts/bench/thirdParty.ts answers the destinations' hosts).
 *  - first load: every <script src> in the server-rendered HTML, fetched and gzipped, and its inline
 *    scripts gzipped (what a browser must load before the page is interactive; the inline one is the
 *    early landing script of a page that collects, lib/analytics/earlyLanding.ts; __NEXT_DATA__ and
 *    JSON-LD are data, not counted);
 *  - loaded: every script of this origin the page loads in Chromium until it asks for no more
 *    (the first load plus the chunks loaded after hydration: analytics, the Vip4sh line…), gzipped.
 * The analytics budget (issue 35): first load with every key at most 1 KB more than with none (issue
 * 24 had allowed 5 KB); what loads after the page is printed, not budgeted. SIZE_PORT (default 3320) moves the shop's port.
 */
import fs from 'node:fs';
import { ensureBuild } from './lib/ensureBuild.mjs';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { startServer } from './bench/server';
import { findSellable } from './bench/flows';
import { mainCategoryOf } from './bench/mainCategory';
import { getWithHost } from './bench/http';
import { allKeysEnv, startStandIns, type StandIns } from './bench/thirdParty';

const PORT = Number(process.env.SIZE_PORT || 3320);
const BRANDS = ['pf', 'ckb'];
const CHROME = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

async function firstLoadKb(base: string, host: string, path: string): Promise<number> {
  const page = await getWithHost(`${base}${path}`, host);
  if (page.status !== 200) throw new Error(`${host}${path} answered ${page.status}`);
  const html = page.body.toString('utf8');
  const srcs = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((m) => m[1]);
  let bytes = 0;
  for (const src of new Set(srcs)) bytes += gzipSync((await getWithHost(`${base}${src}`, host)).body, { level: 9 }).length;
  // Inline scripts that run (no type, or JavaScript's); JSON data (__NEXT_DATA__, JSON-LD) is not code.
  for (const m of html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*\btype="(?!text\/javascript"|module")[^"]*")[^>]*>([\s\S]*?)<\/script>/g)) {
    if (m[1].trim()) bytes += gzipSync(m[1], { level: 9 }).length;
  }
  return bytes / 1024;
}

/** Same-origin scripts the page loads until it asks for no more (gzip), and the third-party requests. */
async function loadedKb(browser: Browser, url: string): Promise<{ kb: number; thirdParty: number }> {
  const origin = new URL(url).origin;
  const context = await browser.newContext();
  const page = await context.newPage();
  const bodies: Promise<number>[] = [];
  let thirdParty = 0;
  page.on('response', (res) => {
    const u = new URL(res.url());
    if (u.origin !== origin) thirdParty += 1;
    else if (u.pathname.endsWith('.js')) bodies.push(res.body().then((b) => gzipSync(b, { level: 9 }).length, () => 0));
  });
  await page.goto(url, { waitUntil: 'load' });
  // The chunks loaded after hydration (analytics, the split test's resolver): until nothing has
  // been asked of this origin for a second (product analytics keeps a connection of its own busy).
  let seen = -1;
  for (let i = 0; i < 20 && seen !== bodies.length; i++) {
    seen = bodies.length;
    await page.waitForTimeout(1000);
  }
  const kb = (await Promise.all(bodies)).reduce((s, n) => s + n, 0) / 1024;
  await context.close();
  return { kb, thirdParty };
}

interface Row {
  page: string;
  first: number;
  loaded: number;
  thirdParty: number;
}

async function measure(label: string, env: Record<string, string>, standIns: StandIns): Promise<Row[]> {
  const server = await startServer(PORT, env);
  const base = `http://127.0.0.1:${PORT}`;
  const browser = await chromium.launch({
    executablePath: fs.existsSync(CHROME) ? CHROME : undefined,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic', ...standIns.chromeFlags],
  });
  const rows: Row[] = [];
  try {
    for (const brand of BRANDS) {
      const host = `${brand}.localhost`;
      const cat = mainCategoryOf(brand);
      const item = (await findSellable(base, host, cat))[0];
      for (const path of ['/', `/category/${cat}`, ...(item ? [`/item/${item.itemId}`] : [])]) {
        // Once unmeasured: a cold server renders the first page slowly enough to end the count early.
        await loadedKb(browser, `http://${host}:${PORT}${path}`);
        const first = await firstLoadKb(base, host, path);
        const { kb, thirdParty } = await loadedKb(browser, `http://${host}:${PORT}${path}`);
        rows.push({ page: `${brand} ${path}`, first, loaded: kb, thirdParty });
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  console.log(`\n${label}`);
  console.log(`${'page'.padEnd(28)} ${'first load'.padStart(12)} ${'loaded'.padStart(10)}  third-party requests`);
  for (const r of rows) console.log(`${r.page.padEnd(28)} ${`${r.first.toFixed(1)} KB`.padStart(12)} ${`${r.loaded.toFixed(1)} KB`.padStart(10)}  ${r.thirdParty}`);
  return rows;
}

async function main() {
  ensureBuild();
  const standIns = await startStandIns();
  try {
    const none = await measure('No analytics key (gzip)', {}, standIns);
    const all = await measure('Every analytics key, third-party hosts answered by local stand-ins (gzip)', allKeysEnv(['pf', 'ckb', 'uncommonpair', 'hb'], standIns.ingestUrl), standIns);
    console.log(`\nstand-in requests: ${[...standIns.counts].map(([h, n]) => `${h} ${n}`).join(', ') || 'none'}`);
    console.log('\nEvery key minus no key (budget: first load at most +1.0 KB; loaded after the page: not budgeted)');
    for (const [i, r] of all.entries()) {
      const n = none[i];
      console.log(`${r.page.padEnd(28)} first load ${(r.first - n.first >= 0 ? '+' : '') + (r.first - n.first).toFixed(1)} KB, loaded ${(r.loaded - n.loaded >= 0 ? '+' : '') + (r.loaded - n.loaded).toFixed(1)} KB`);
    }
  } finally {
    await standIns.stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
