import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  rps: number;
  /** Requests completed in the measured window. */
  requests: number;
  p99: number;
  non2xx: number;
  errors: number;
}

export const CONNECTIONS = 10;
export const DURATION_S = Number(process.env.BENCH_DURATION || 8);
/** Unmeasured load first, so every target (the ceiling included) is measured with warm JIT and caches. */
export const WARMUP_S = Number(process.env.BENCH_WARMUP || 2);

export interface LoadOptions {
  method?: string;
  body?: string;
  headers?: Record<string, string>;
  /** Seconds of unmeasured load first (default WARMUP_S). */
  warmupS?: number;
  /** Seconds measured (default DURATION_S). */
  durationS?: number;
  /** Paths asked in turn on each connection (the url's origin), instead of the url's own path. */
  paths?: readonly string[];
}

/** Fixed-duration load on one URL (or the given paths in turn) with autocannon (10 connections). */
export async function loadUrl(name: string, url: string, host: string, init: LoadOptions = {}): Promise<LoadResult> {
  const opts = {
    url,
    connections: CONNECTIONS,
    method: (init.method ?? 'GET') as 'GET',
    body: init.body,
    headers: { host, ...(init.headers ?? {}) },
    ...(init.paths?.length ? { requests: init.paths.map((path) => ({ path })) } : {}),
  };
  const warmup = init.warmupS ?? WARMUP_S;
  if (warmup > 0) await autocannon({ ...opts, duration: warmup });
  const r = await autocannon({ ...opts, duration: init.durationS ?? DURATION_S });
  return { name, rps: r.requests.average, requests: r.requests.total, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors + r.timeouts };
}

/**
 * Fixed-duration load of a multi-request flow (e.g. add to cart then check out): 10 workers
 * each repeat the flow; one completed flow counts as one request.
 */
export async function loadFlow(name: string, flow: (worker: number, i: number) => Promise<boolean>): Promise<LoadResult> {
  const latencies: number[] = [];
  let failures = 0;
  const end = Date.now() + DURATION_S * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, w) => {
      for (let i = 0; Date.now() < end; i++) {
        const t = performance.now();
        const ok = await flow(w, i).catch(() => false);
        if (ok) latencies.push(performance.now() - t);
        else failures++;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const p99 = latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] : 0;
  return { name, rps: latencies.length / DURATION_S, requests: latencies.length, p99: Math.round(p99), non2xx: failures, errors: 0 };
}
