/**
 * Where a page's server time goes: the production server under V8's CPU profiler (cpuProfilePreload.cjs),
 * one page loaded by the bench's 10 workers, then the profile summed per function and per file
 * (self time per request). Read it to find what a page spends its server CPU on, or run it on two
 * builds and compare the lists (docs/performance.md, the item page against 73cfb6a):
 *
 *   npx tsx scripts/bench/profilePage.ts                      this checkout, the first sellable pf item
 *   PROFILE_BUILD=/path/to/other/checkout npx tsx scripts/bench/profilePage.ts
 *   PROFILE_PATH=/category/leggings PROFILE_HOST=pf.localhost PROFILE_TOP=40 BENCH_DURATION=15 …
 *
 * The profile is written when the server exits (PROFILE_OUT, default a temporary folder; kept, for
 * Chrome DevTools' Performance panel). Profiling slows the server; compare only profiles taken the same way.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findSellable } from './flows';
import { loadUrl } from './load';
import { startServer } from './server';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const BUILD = process.env.PROFILE_BUILD ? path.resolve(process.env.PROFILE_BUILD) : undefined;
const HOST = process.env.PROFILE_HOST || 'pf.localhost';
const TOP = Number(process.env.PROFILE_TOP || 30);
const OUT = process.env.PROFILE_OUT || fs.mkdtempSync(path.join(os.tmpdir(), 'page-profile-'));
const PORT = Number(process.env.PROFILE_PORT || 3320);

/** A frame's file, short: a package's name, or the path inside the build. */
export function shortFile(url: string): string {
  if (!url) return '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  const i = url.indexOf('/.next/');
  return i >= 0 ? url.slice(i + 1) : url.replace(/^file:\/\//, '');
}

/** Self time in µs per function (name and file) and per file, from a V8 CPU profile. */
export function selfTimes(profile: CpuProfile): { byFunction: Map<string, number>; byFile: Map<string, number>; total: number } {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const byFunction = new Map<string, number>();
  const byFile = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] ?? 0;
    const frame = nodes.get(id)?.callFrame;
    if (!frame || frame.functionName === '(idle)') return;
    const file = shortFile(frame.url);
    const fn = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + dt);
    byFile.set(file, (byFile.get(file) ?? 0) + dt);
    total += dt;
  });
  return { byFunction, byFile, total };
}

function printTop(title: string, times: Map<string, number>, requests: number, total: number): void {
  console.log(`\n${title} (self time, µs per request, share of the profile's busy time)`);
  for (const [name, us] of [...times].sort((a, b) => b[1] - a[1]).slice(0, TOP)) {
    console.log(`${(us / requests).toFixed(0).padStart(7)} µs ${((100 * us) / total).toFixed(1).padStart(5)}%  ${name}`);
  }
}

function childrenOf(pid: number | undefined): number[] {
  if (!pid) return [];
  try {
    return execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' }).split('\n').filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

async function main(): Promise<void> {
  fs.mkdirSync(OUT, { recursive: true });
  const preload = path.join(__dirname, 'cpuProfilePreload.cjs');
  const server = await startServer(PORT, { NODE_OPTIONS: `--require ${preload}`, CPU_PROFILE_DIR: OUT }, { cwd: BUILD });
  let requests = 0;
  let page = process.env.PROFILE_PATH || '';
  try {
    const base = `http://127.0.0.1:${PORT}`;
    if (!page) {
      const [first] = await findSellable(base, HOST, 'leggings');
      if (!first) throw new Error('no sellable leggings: set PROFILE_PATH');
      page = `/item/${first.itemId}`;
    }
    await loadUrl(page, `${base}${page}`, HOST, { warmupS: 0, durationS: 3 });
    // The profiler starts now, after the warm-up (cpuProfilePreload.cjs): start-up and JIT stay out.
    for (const pid of [server.pid, ...childrenOf(server.pid)]) if (pid) process.kill(pid, 'SIGUSR2');
    const r = await loadUrl(page, `${base}${page}`, HOST, { warmupS: 0 });
    requests = r.requests;
    console.log(`${HOST}${page}: ${r.requests} requests, ${r.rps.toFixed(0)}/s under the profiler${r.non2xx ? `, ${r.non2xx} failed` : ''}`);
  } finally {
    await server.stop();
  }
  // Two profiles: scripts/start.mjs's (small) and the server's; the server's is the larger.
  const files = fs.readdirSync(OUT).filter((f) => f.endsWith('.cpuprofile')).map((f) => path.join(OUT, f));
  const file = files.sort((a, b) => fs.statSync(b).size - fs.statSync(a).size)[0];
  if (!file || !requests) throw new Error(`no profile in ${OUT}`);
  const { byFunction, byFile, total } = selfTimes(JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile);
  console.log(`profile: ${file}; busy ${(total / requests).toFixed(0)} µs per request (after a 3 s warm-up)`);
  printTop('By file', byFile, requests, total);
  printTop('By function', byFunction, requests, total);
}

if (require.main === module) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
