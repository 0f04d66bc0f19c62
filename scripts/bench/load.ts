import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  rps: number;
  p99: number;
  non2xx: number;
  errors: number;
}

export const CONNECTIONS = 10;
export const DURATION_S = Number(process.env.BENCH_DURATION || 8);
/** Unmeasured load first, so every target (the ceiling included) is measured with warm JIT and caches. */
export const WARMUP_S = Number(process.env.BENCH_WARMUP || 2);

/** Fixed-duration load on one URL with autocannon (10 connections). */
export async function loadUrl(name: string, url: string, host: string, init: { method?: string; body?: string; headers?: Record<string, string> } = {}): Promise<LoadResult> {
  const opts = {
    url,
    connections: CONNECTIONS,
    method: (init.method ?? 'GET') as 'GET',
    body: init.body,
    headers: { host, ...(init.headers ?? {}) },
  };
  if (WARMUP_S > 0) await autocannon({ ...opts, duration: WARMUP_S });
  const r = await autocannon({ ...opts, duration: DURATION_S });
  return { name, rps: r.requests.average, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors + r.timeouts };
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
  return { name, rps: latencies.length / DURATION_S, p99: Math.round(p99), non2xx: failures, errors: 0 };
}
