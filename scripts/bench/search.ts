/**
 * The search part of `npm run bench` (issue 28): a server of its own whose database gets
 * SEARCH_ITEMS generated items per brand (seedCatalog.ts), then per brand: suggestions as a shopper
 * types them (a letter at a time) and the results page, each against the ceiling in alternating
 * windows, and the suggestions' server time one request at a time, from the server's request log
 * (first asks, computed, and repeats, answered from the per-snapshot cache: server/search/suggestCache.ts).
 */
import { getWithHost } from './http';
import { median, measurePaired, type PairedResult, type Target } from './paired';
import { seedBenchCatalog } from './seedCatalog';
import { startServer } from './server';

export const SEARCH_ITEMS = 10_000;
const BRANDS = ['pf', 'ckb'] as const;
/** Times each typed query is asked again in the one-at-a-time pass, after its first ask. */
const REPEATS = 4;

export interface Stats {
  requests: number;
  p50: number;
  p95: number;
  max: number;
}

/** Suggestions' server time: a query's first ask (computed) and its repeats (the answer kept per catalog snapshot). */
export interface ServerTime {
  brand: string;
  computed: Stats;
  cached: Stats;
}

export interface SearchBench {
  paired: PairedResult[];
  serverTimes: ServerTime[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the benchmark reads answers loosely
async function getJson(base: string, path: string, host: string): Promise<any> {
  const res = await getWithHost(`${base}${path}`, host);
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
  return JSON.parse(res.body.toString('utf8'));
}

/** What a shopper types for a few of the brand's item names: each of the first two words a letter at a time, from the second letter. */
export function typedQueries(names: readonly string[]): string[] {
  const out = new Set<string>();
  for (const name of names) {
    const [first, second] = name.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
    if (!first) continue;
    for (let n = 2; n <= first.length; n++) out.add(first.slice(0, n));
    if (second) for (let n = 1; n <= second.length; n++) out.add(`${first} ${second.slice(0, n)}`);
  }
  return [...out];
}

/** Full-word queries for the results page: an item type, a colour with it, a two-word name start. */
function resultQueries(names: readonly string[], color: string): string[] {
  const words = names.map((n) => n.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean));
  const last = words[0]?.at(-1) ?? 'tee';
  return [last, `${color.toLowerCase()} ${last}`, words[1]?.slice(0, 2).join(' ') ?? last, words[2]?.at(-1) ?? last];
}

function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
}

function stats(values: number[]): Stats {
  const sorted = [...values].sort((a, b) => a - b);
  return { requests: sorted.length, p50: median(sorted), p95: percentile(sorted, 95), max: sorted.at(-1) ?? NaN };
}

/** Waits until the server's catalog snapshot holds the generated items (it may have been cached before they were written). */
async function waitForCatalog(base: string, host: string, word: string): Promise<void> {
  for (let i = 0; i < 120; i++) {
    const body = await getJson(base, `/api.php/search?q=${word}&host=${host}`, host);
    if ((body.data?.total ?? 0) >= 100) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the generated catalog never showed up in ${host}'s search`);
}

export async function benchSearch(port: number): Promise<SearchBench> {
  const logged: number[] = [];
  let recording = false;
  const server = await startServer(
    port,
    {},
    {
      prepare: (file) => {
        const t = Date.now();
        seedBenchCatalog(file, BRANDS, SEARCH_ITEMS);
        console.log(`  seeded ${SEARCH_ITEMS} extra items for each of ${BRANDS.join(', ')} in ${((Date.now() - t) / 1000).toFixed(1)} s`);
      },
      onStdoutLine: (line) => {
        if (!recording || !line.includes('"search/suggest"')) return;
        try {
          const entry = JSON.parse(line) as { route?: string; durationMs?: number };
          if (entry.route === 'search/suggest' && typeof entry.durationMs === 'number') logged.push(entry.durationMs);
        } catch {
          // not a log line
        }
      },
    },
  );
  const base = `http://127.0.0.1:${port}`;
  const ceiling: Target = { name: 'trivial page /healthz (ceiling)', url: `${base}/healthz`, host: 'pf.localhost' };
  const paired: PairedResult[] = [];
  const serverTimes: ServerTime[] = [];
  try {
    for (const brand of BRANDS) {
      const host = `${brand}.localhost`;
      await waitForCatalog(base, host, 'cloud');
      const categories: { slug: string }[] = (await getJson(base, `/api.php/categories?host=${host}`, host)).data;
      const listing = await getJson(base, `/api.php/category/${categories[0].slug}?host=${host}`, host);
      // The brand's own demo items (the generated ones come after them in the listing's order).
      const names: string[] = listing.data.items.slice(0, 8).map((it: { name: string }) => it.name);
      const color: string = listing.data.items[0]?.colors?.[0]?.name?.split(/[/ ]/)[0] ?? 'black';
      const typed = typedQueries(names.slice(0, 4));
      const suggestPaths = typed.map((q) => `/api.php/search/suggest?q=${encodeURIComponent(q)}&host=${host}`);

      // Server time, one request at a time (no other request's work interleaved), as the server logs
      // it: each typed query's first ask computes the answer, its repeats find it kept. Other items'
      // names are typed first, so the first asks are not also the process's first (cold) ones.
      for (const q of typedQueries(names.slice(4, 8))) await getWithHost(`${base}/api.php/search/suggest?q=${encodeURIComponent(q)}&host=${host}`, host);
      const pass = async () => {
        logged.length = 0;
        recording = true;
        for (const p of suggestPaths) await getWithHost(`${base}${p}`, host);
        await new Promise((r) => setTimeout(r, 300));
        recording = false;
        return [...logged];
      };
      const computed = await pass();
      const cached: number[] = [];
      for (let i = 0; i < REPEATS; i++) cached.push(...(await pass()));
      serverTimes.push({ brand, computed: stats(computed), cached: stats(cached) });

      const suggest = await measurePaired(server, ceiling, {
        name: `${brand} GET search/suggest (${typed.length} typed queries)`,
        url: `${base}${suggestPaths[0]}`,
        host,
        paths: suggestPaths,
      });
      paired.push(suggest);
      console.log(`  ${suggest.name}: ${suggest.rps.toFixed(0)} req/s, ratio ${suggest.ratio.toFixed(2)}`);

      const pagePaths = resultQueries(names, color).map((q) => `/search?q=${encodeURIComponent(q)}`);
      const page = await measurePaired(server, ceiling, {
        name: `${brand} results page /search?q= (${pagePaths.length} queries)`,
        url: `${base}${pagePaths[0]}`,
        host,
        paths: pagePaths,
      });
      paired.push(page);
      console.log(`  ${page.name}: ${page.rps.toFixed(0)} req/s, ratio ${page.ratio.toFixed(2)}`);
    }
  } finally {
    await server.stop();
  }
  return { paired, serverTimes };
}
