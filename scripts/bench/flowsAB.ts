/**
 * `npm run bench`'s two shopper flows, "API add to cart (new shopper each)" and "API full checkout (add, tokenize,
 * order)" (index.ts, flows.ts, load.ts), on two builds side by side: both production servers up at once, each on a
 * fresh demo database of its own, measured in alternating windows (which one goes first alternates by round), with
 * each server's CPU per completed flow from /proc. The other build is another checkout of the app, built
 * (`npm run build` there):
 *
 *   BENCH_BASELINE_DIR=/path/to/other/checkout BENCH_DURATION=5 npx tsx scripts/bench/flowsAB.ts
 *
 * BENCH_ROUNDS (default 3) rounds; this checkout must be built too (ensureBuild builds it when stale).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuild } from '../lib/ensureBuild.mjs';
import { addToCart, checkout, findSellable, type Sellable } from './flows';
import { loadFlow, DURATION_S } from './load';
import { median } from './paired';
import { cpuReader } from './serverCpu';

const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);
const BASELINE = process.env.BENCH_BASELINE_DIR;

interface Server {
  name: string;
  base: string;
  child: ChildProcess;
  cpu: (() => number) | null;
  file: string;
  sellable: Sellable[];
}

async function waitUp(url: string, tries = 600): Promise<void> {
  for (let i = 0; i < tries; i++) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no answer from ${url}`);
}

async function start(name: string, dir: string, port: number): Promise<Server> {
  const file = path.join(os.tmpdir(), `bench-ab-${process.pid}-${port}.sqlite`);
  for (const f of [file, `${file}-wal`, `${file}-shm`]) fs.rmSync(f, { force: true });
  const child = spawn(process.execPath, ['scripts/start.mjs', '--demo'], {
    cwd: dir,
    env: { ...process.env, PORT: String(port), SQLITE_FILE: file, DATABASE_URL: '', RATE_LIMIT_FACTOR: '1000000' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitUp(`${base}/healthz`);
  await waitUp(`${base}/api.php/settings?host=pf.localhost`);
  const sellable = await findSellable(base, 'pf.localhost', 'leggings');
  if (!sellable.length) throw new Error(`${name}: no sellable leggings`);
  // Deep stock, as the bench gives its own database (server.ts restock).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const Database = require('better-sqlite3') as typeof import('better-sqlite3');
  const db = new Database(file);
  try {
    const update = db.prepare('UPDATE item_sizes SET stock = 1000000 WHERE item_id = ?');
    for (const s of sellable) update.run(s.itemId);
  } finally {
    db.close();
  }
  return { name, base, child, cpu: cpuReader(child.pid), file, sellable };
}

async function stop(s: Server): Promise<void> {
  await new Promise((r) => setTimeout(r, 1000));
  await new Promise<void>((resolve) => {
    s.child.once('exit', () => resolve());
    s.child.kill('SIGTERM');
  });
  for (const f of [s.file, `${s.file}-wal`, `${s.file}-shm`]) fs.rmSync(f, { force: true });
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
      for (const flow of FLOWS) {
        for (const s of order) {
          const key = `${flow.name}|${s.name}`;
          const before = s.cpu?.() ?? null;
          const r = await loadFlow(flow.name, (w, i) => flow.run(s, w, i));
          const after = s.cpu?.() ?? null;
          rps.set(key, [...(rps.get(key) ?? []), r.rps]);
          if (before !== null && after !== null && r.requests > 0) cpu.set(key, [...(cpu.get(key) ?? []), (after - before) / r.requests]);
          failures.set(key, (failures.get(key) ?? 0) + r.non2xx);
          console.log(`  round ${round + 1}: ${flow.name} on ${s.name}: ${r.rps.toFixed(0)} flows/s`);
        }
      }
    }
  } finally {
    for (const s of servers) await stop(s);
  }
  console.log(`\n${ROUNDS} rounds of ${DURATION_S} s windows, 10 workers, the two servers alternating; medians (flows/s; server CPU µs per flow)`);
  for (const flow of FLOWS) {
    for (const s of servers) {
      const key = `${flow.name}|${s.name}`;
      const c = cpu.get(key) ?? [];
      const f = failures.get(key) ?? 0;
      console.log(`${flow.name.padEnd(42)} ${s.name.padEnd(10)} ${median(rps.get(key) ?? []).toFixed(0).padStart(6)} flows/s  ${c.length ? median(c).toFixed(0).padStart(6) : '     -'} µs/flow${f ? `  ${f} failed` : ''}`);
    }
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
