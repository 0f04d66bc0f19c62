import { loadUrl, WARMUP_S, type LoadResult } from './load';
import type { RunningServer } from './server';

export interface Target {
  name: string;
  url: string;
  host: string;
  /** Paths asked in turn (e.g. what a shopper types, a letter at a time) on the url's origin. */
  paths?: readonly string[];
}

export interface PairedResult extends LoadResult {
  /** Median over rounds of target req/s ÷ ceiling req/s in the adjacent window. */
  ratio: number;
  /** The lowest and highest of those per-round ratios: how far one round can stray on this machine. */
  ratioRange: [number, number];
  /** Median server CPU per request of the target (µs), when the platform reports it. */
  cpuUs: number | null;
  /** Median over rounds of ceiling CPU per request ÷ target CPU per request. */
  cpuRatio: number | null;
  /** The ceiling's req/s and CPU per request in each of this target's rounds. */
  ceilingRps: number[];
  ceilingCpuUs: number[];
}

/** Rounds per target and seconds per window (BENCH_ROUNDS, BENCH_ROUND_S). */
export const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);
export const ROUND_S = Number(process.env.BENCH_ROUND_S || 3);

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

async function window(server: RunningServer, target: Target, warmupS: number): Promise<{ result: LoadResult; cpuPerRequest: number | null }> {
  if (warmupS > 0) await loadUrl(target.name, target.url, target.host, { warmupS: 0, durationS: warmupS, paths: target.paths });
  const before = server.cpuMicros?.() ?? null;
  const result = await loadUrl(target.name, target.url, target.host, { warmupS: 0, durationS: ROUND_S, paths: target.paths });
  const after = server.cpuMicros?.() ?? null;
  const cpuPerRequest = before !== null && after !== null && result.requests > 0 ? (after - before) / result.requests : null;
  return { result, cpuPerRequest };
}

/**
 * Measures a target against the ceiling in alternating windows (ceiling, target, ceiling, target…)
 * and reports medians. On a shared machine throughput drifts by ±20% within a minute, so a ratio
 * taken from adjacent windows is steadier than one against a single ceiling run at the start.
 * The server's CPU per request is reported too: it does not depend on the load generator, which
 * shares the machine's cores with the server.
 */
export async function measurePaired(server: RunningServer, ceiling: Target, target: Target, rounds = ROUNDS): Promise<PairedResult> {
  const ratios: number[] = [];
  const cpuRatios: number[] = [];
  const cpu: number[] = [];
  const results: LoadResult[] = [];
  const ceilingRps: number[] = [];
  const ceilingCpuUs: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const warmupS = round === 0 ? WARMUP_S : 0.5;
    const c = await window(server, ceiling, warmupS);
    const t = await window(server, target, warmupS);
    ceilingRps.push(c.result.rps);
    results.push(t.result);
    ratios.push(t.result.rps / c.result.rps);
    if (c.cpuPerRequest !== null && t.cpuPerRequest !== null) {
      cpu.push(t.cpuPerRequest);
      ceilingCpuUs.push(c.cpuPerRequest);
      cpuRatios.push(c.cpuPerRequest / t.cpuPerRequest);
    }
  }
  return {
    name: target.name,
    rps: median(results.map((r) => r.rps)),
    requests: results.reduce((s, r) => s + r.requests, 0),
    p99: median(results.map((r) => r.p99)),
    non2xx: results.reduce((s, r) => s + r.non2xx, 0),
    errors: results.reduce((s, r) => s + r.errors, 0),
    ratio: median(ratios),
    ratioRange: [Math.min(...ratios), Math.max(...ratios)],
    cpuUs: cpu.length ? median(cpu) : null,
    cpuRatio: cpuRatios.length ? median(cpuRatios) : null,
    ceilingRps,
    ceilingCpuUs,
  };
}
