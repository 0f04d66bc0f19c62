/**
 * `npm run bench`'s two shopper flows and the item pages against the trivial page (uncached server rendering), "API add to cart (new shopper each)" and "API full checkout (add, tokenize,
 * order)" (index.ts, flows.ts, load.ts), on two builds side by side: both production servers up at once, each on a
 * fresh demo database of its own, measured in alternating windows (which one goes first alternates by round), with
 * each server's CPU per completed flow from /proc. The other build is another checkout of the app, built
 * (`npm run build` there):
 *
 *   BENCH_BASELINE_DIR=/path/to/other/checkout BENCH_DURATION=5 npx tsx scripts/bench/flowsAB.ts
 *
 * BENCH_ROUNDS (default 3) rounds; this checkout must be built too (ensureBuild builds it when stale).
 */
import path from 'node:path';
import { ensureBuild } from '../lib/ensureBuild.mjs';
import { addToCart, checkout, findSellable, type Sellable } from './flows';
import { loadFlow, loadUrl, DURATION_S } from './load';
import { mainCategoryOf } from './mainCategory';
import { median } from './paired';
import { restock, startServer, type RunningServer } from './server';

const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);
const BASELINE = process.env.BENCH_BASELINE_DIR;

interface Server {
  name: string;
  base: string;
  running: RunningServer;
  sellable: Sellable[];
  /** A sellable ckb item (the second brand's item page). */
  ckbItem: number | null;
}

async function start(name: string, dir: string, port: number): Promise<Server> {
  const running = await startServer(port, {}, { cwd: dir === process.cwd() ? undefined : dir });
  const base = `http://127.0.0.1:${port}`;
  const sellable = await findSellable(base, 'pf.localhost', 'leggings');
  if (!sellable.length) throw new Error(`${name}: no sellable leggings`);
  // Deep stock, as the bench gives its own database.
  restock(port, sellable.map((s) => s.itemId), dir);
  const ckb = await findSellable(base, 'ckb.localhost', mainCategoryOf('ckb'));
  return { name, base, running, sellable, ckbItem: ckb[0]?.itemId ?? null };
}

/** The pages measured on each build: the trivial page and the two brands' item pages (uncached server rendering). */
function pages(s: Server): Array<{ name: string; path: string; host: string }> {
  return [
    { name: 'GET /healthz', path: '/healthz', host: 'pf.localhost' },
    { name: 'pf item page', path: `/item/${s.sellable[0].itemId}`, host: 'pf.localhost' },
    ...(s.ckbItem ? [{ name: 'ckb item page', path: `/item/${s.ckbItem}`, host: 'ckb.localhost' }] : []),
  ];
}

type FlowName = 'API add to cart (new shopper each)' | 'API full checkout (add, tokenize, order)';
const FLOWS: { name: FlowName; run: (s: Server, w: number, i: number) => Promise<boolean> }[] = [
  { name: 'API add to cart (new shopper each)', run: async (s, w, i) => (await addToCart(s.base, 'pf.localhost', s.sellable[(w + i) % s.sellable.length])).res.ok },
  { name: 'API full checkout (add, tokenize, order)', run: (s, w, i) => checkout(s.base, 'pf.localhost', s.sellable[(w + i) % s.sellable.length], `ab-${Date.now()}-${w}-${i}`) },
];

async function main() {
  if (!BASELINE) throw new Error('BENCH_BASELINE_DIR: the other checkout (built) to compare with');
  ensureBuild({});
  const servers = [await start('this tree', process.cwd(), 3310), await start('baseline', path.resolve(BASELINE), 3311)];
  const rps = new Map<string, number[]>();
  const cpu = new Map<string, number[]>();
  const failures = new Map<string, number>();
  try {
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? servers : [...servers].reverse();
      for (const flow of [...FLOWS.map((f) => f.name), ...pages(servers[0]).map((p) => p.name)]) {
        for (const s of order) {
          const key = `${flow}|${s.name}`;
          const before = s.running.cpuMicros?.() ?? null;
          const page = pages(s).find((p) => p.name === flow);
          const run = FLOWS.find((f) => f.name === flow)?.run;
          const r = page ? await loadUrl(flow, `${s.base}${page.path}`, page.host) : await loadFlow(flow, (w, i) => run!(s, w, i));
          const after = s.running.cpuMicros?.() ?? null;
          rps.set(key, [...(rps.get(key) ?? []), r.rps]);
          if (before !== null && after !== null && r.requests > 0) cpu.set(key, [...(cpu.get(key) ?? []), (after - before) / r.requests]);
          failures.set(key, (failures.get(key) ?? 0) + r.non2xx);
          console.log(`  round ${round + 1}: ${flow} on ${s.name}: ${r.rps.toFixed(0)}/s`);
        }
      }
    }
  } finally {
    for (const s of servers) await s.running.stop();
  }
  console.log(`\n${ROUNDS} rounds of ${DURATION_S} s windows, 10 workers, the two servers alternating; medians (flows or requests/s; server CPU µs per flow or request; a page's ratio to /healthz on the same server)`);
  for (const flow of [...FLOWS.map((f) => f.name), ...pages(servers[0]).map((p) => p.name)]) {
    for (const s of servers) {
      const key = `${flow}|${s.name}`;
      const c = cpu.get(key) ?? [];
      const f = failures.get(key) ?? 0;
      const rate = median(rps.get(key) ?? []);
      const healthz = median(rps.get(`GET /healthz|${s.name}`) ?? []);
      const ratio = flow.endsWith('page') && healthz ? `  ratio ${(rate / healthz).toFixed(2)}` : '';
      console.log(`${flow.padEnd(42)} ${s.name.padEnd(10)} ${rate.toFixed(0).padStart(6)}/s  ${c.length ? median(c).toFixed(0).padStart(6) : '     -'} µs${ratio}${f ? `  ${f} failed` : ''}`);
    }
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
