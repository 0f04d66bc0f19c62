/**
 * npm run inp: what analytics costs an interaction (issue 35). Interaction to Next Paint, measured in
 * Debian Chromium with 4x CPU throttling (Chrome DevTools Protocol, Emulation.setCPUThrottlingRate),
 * on the same build served twice at once, with every analytics key (LIGHTHOUSE_PORT's neighbour
 * INP_PORT, default 3330, third-party hosts answered by local stand-ins, scripts/bench/thirdParty.ts)
 * and with none (INP_PORT + 1), in alternation run after run so both see the same machine load:
 *  - the first tap on a category page (the menu button: it opens the menu drawer in the page), which
 *    is also the interaction that lets the third-party tags and product analytics load;
 *  - on an item page, the first tap (a size) and then the first add to cart.
 * An interaction's latency is the longest Event Timing entry with its interactionId (what INP takes
 * per interaction); entries under 16 ms are not reported by the browser and print as "<16".
 * INP_BASELINE=dir: an A/B of builds instead of keys: this build against the build in dir (a checkout
 * with its own `npm run build`), no key on either, in alternation the same way.
 * Prints medians of INP_RUNS (default 5) runs and the difference; asserts nothing (timings on shared
 * machines are noise: compare the two columns of one run, never two runs). Budget: with every key
 * within 50 ms of none, and under 200 ms.
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { ensureBuild } from './lib/ensureBuild.mjs';
import { startServer } from './bench/server';
import { allKeysEnv, startStandIns } from './bench/thirdParty';
import { findSellable } from './bench/flows';
import { mainCategoryOf } from './bench/mainCategory';
import { median } from './bench/paired';

/** INP_PARTS=1: also print each interaction's input delay, processing and presentation. */
const PARTS = process.env.INP_PARTS === '1';
const parts: string[] = [];
const PORT = Number(process.env.INP_PORT || 3330);
const RUNS = Math.max(1, Number(process.env.INP_RUNS || 5));
const CHROME = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const BASELINE = process.env.INP_BASELINE || '';
const BRANDS = (process.env.INP_BRANDS || 'pf,ckb').split(',').map((b) => b.trim()).filter(Boolean);
const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

type Config = 'keys' | 'none';
type Step = 'category: first tap (menu)' | 'item: first tap (a size)' | 'item: first add to cart';
/** Milliseconds, or null when the browser reported nothing (the interaction took under 16 ms). */
type Latency = number | null;

/** Installed before any page script: the longest event entry per interaction. */
function observeInteractions() {
  const w = window as unknown as { __interactions: Record<number, number>; __parts: Record<number, string> };
  w.__interactions = {};
  w.__parts = {};
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as Array<PerformanceEventTiming & { interactionId?: number }>) {
      if (!e.interactionId || e.duration <= (w.__interactions[e.interactionId] ?? 0)) continue;
      w.__interactions[e.interactionId] = e.duration;
      // Input delay / processing / presentation of the longest entry: where the time went.
      // (No arrow function here: tsx would wrap it in a helper the page does not have.)
      w.__parts[e.interactionId] = `${e.name} ${Math.round(e.processingStart - e.startTime)}+${Math.round(e.processingEnd - e.processingStart)}+${Math.round(e.startTime + e.duration - e.processingEnd)}`;
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

const seenIds = (page: Page) => page.evaluate(() => Object.keys((window as unknown as { __interactions: Record<number, number> }).__interactions).map(Number));

/** Taps the element once it is hydrated and reports that interaction's latency. */
async function tapAndMeasure(page: Page, selector: string, label: string): Promise<Latency> {
  const target = page.locator(selector).first();
  await target.waitFor();
  await page.waitForFunction((sel) => {
    const el = document.querySelector(sel);
    return !!el && Object.keys(el).some((k) => k.startsWith('__reactFiber') || k.startsWith('__reactProps'));
  }, selector);
  await page.waitForTimeout(500);
  const before = new Set(await seenIds(page));
  await target.tap();
  // Event Timing entries arrive after the next paint; the observer's buffer is flushed within a frame or two.
  await page.waitForTimeout(1000);
  const seen = await page.evaluate(() => {
    const w = window as unknown as { __interactions: Record<number, number>; __parts: Record<number, string> };
    return { latencies: w.__interactions, parts: w.__parts };
  });
  const fresh = Object.entries(seen.latencies).filter(([id]) => !before.has(Number(id)));
  if (!fresh.length) return null;
  const [id, longest] = fresh.reduce((a, b) => (b[1] > a[1] ? b : a));
  if (PARTS) parts.push(`${label}: ${Math.round(longest)} ms = ${seen.parts[Number(id)]} (delay+processing+presentation)`);
  return longest;
}

async function onePass(browser: Browser, base: string, host: string, categoryPath: string, itemPath: string, tag: string): Promise<Record<Step, Latency>> {
  const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  try {
    const page = await context.newPage();
    await page.addInitScript(observeInteractions);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const url = (path: string) => `http://${host}:${new URL(base).port}${path}`;
    await page.goto(url(categoryPath), { waitUntil: 'load' });
    const menu = await tapAndMeasure(page, '[data-testid="menu-button"]', `${tag} menu`);
    // A fresh page load for the item: its first interaction is its own.
    await page.goto(url(itemPath), { waitUntil: 'load' });
    const size = await tapAndMeasure(page, '[data-testid="size-option"][data-sold-out="false"]', `${tag} size`);
    const add = await tapAndMeasure(page, '[data-testid="add-to-cart"]', `${tag} add`);
    return { 'category: first tap (menu)': menu, 'item: first tap (a size)': size, 'item: first add to cart': add };
  } finally {
    await context.close();
  }
}

const show = (v: Latency) => (v === null ? '<16' : String(Math.round(v)));
/** The median of the runs, counting "<16" as 16. */
const medianOf = (runs: Latency[]) => median(runs.map((v) => v ?? 16));

async function main() {
  ensureBuild();
  const standIns = await startStandIns();
  const ports: Record<Config, number> = { keys: PORT, none: PORT + 1 };
  const servers = await Promise.all([
    BASELINE ? startServer(ports.keys) : startServer(ports.keys, allKeysEnv(['pf', 'ckb', 'uncommonpair', 'hb'], standIns.ingestUrl)),
    startServer(ports.none, {}, BASELINE ? { cwd: BASELINE } : {}),
  ]);
  const label: Record<Config, string> = BASELINE ? { keys: 'this', none: 'base' } : { keys: 'keys', none: 'none' };
  const browser = await chromium.launch({ executablePath: CHROME, args: [...FLAGS, ...standIns.chromeFlags] });
  const lines: string[] = [];
  try {
    for (const brand of BRANDS) {
      const cat = mainCategoryOf(brand);
      const host = `${brand}.localhost`;
      const item = (await findSellable(`http://127.0.0.1:${ports.none}`, host, cat))[0];
      if (!item) throw new Error(`${brand}: no item in stock in /category/${cat}`);
      const runs: Record<Config, Array<Record<Step, Latency>>> = { keys: [], none: [] };
      for (let i = 0; i < RUNS; i++) {
        // Which goes first alternates too: a pass can meet the other server's leftovers.
        const order: Config[] = i % 2 ? ['none', 'keys'] : ['keys', 'none'];
        for (const cfg of order) runs[cfg].push(await onePass(browser, `http://127.0.0.1:${ports[cfg]}`, host, `/category/${cat}`, `/item/${item.itemId}`, `${brand} ${label[cfg]} run ${i + 1}`));
      }
      for (const step of Object.keys(runs.keys[0]) as Step[]) {
        const keys = medianOf(runs.keys.map((r) => r[step]));
        const none = medianOf(runs.none.map((r) => r[step]));
        const diff = keys - none;
        lines.push(
          `${`${brand} ${step}`.padEnd(36)} ${`${Math.round(keys)} ms`.padStart(7)} ${`${Math.round(none)} ms`.padStart(7)} ${`${diff >= 0 ? '+' : ''}${Math.round(diff)} ms`.padStart(8)}   runs: ${label.keys} ${runs.keys.map((r) => show(r[step])).join('/')}, ${label.none} ${runs.none.map((r) => show(r[step])).join('/')}`,
        );
      }
    }
  } finally {
    await browser.close();
    await Promise.all(servers.map((s) => s.stop()));
    await standIns.stop();
  }
  console.log(
    `\nInteraction to Next Paint, 4x CPU throttling, 390 px touch, median of ${RUNS} (${BASELINE ? `this build and the one in ${BASELINE}, no key on either` : 'every key and none, one build'}, in alternation)`,
  );
  console.log(`stand-in requests: ${[...standIns.counts].map(([h, n]) => `${h} ${n}`).join(', ') || 'none'}`);
  const budget = BASELINE ? '' : '   (budget: keys within 50 ms of none, under 200 ms)';
  console.log(`${'interaction'.padEnd(36)} ${label.keys.padStart(7)} ${label.none.padStart(7)} ${'diff'.padStart(8)}${budget}`);
  for (const l of lines) console.log(l);
  if (PARTS) console.log(`\n${parts.join('\n')}`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
