/**
 * npm run bench: builds if needed, starts the production server and measures each target under
 * fixed-duration load (10 connections). Pages and API reads are measured in alternating windows
 * with the trivial server-rendered page (the ceiling), and the ratio printed is the median of the
 * per-round ratios; see paired.ts. Asserts nothing.
 */
import { ensureBuild } from '../lib/ensureBuild.mjs';
import { restock, startServer } from './server';
import { loadFlow, loadUrl, CONNECTIONS, type LoadResult } from './load';
import { addToCart, checkout, findSellable } from './flows';
import { mainCategoryOf } from './mainCategory';
import { measurePaired, median, ROUNDS, ROUND_S, type PairedResult, type Target } from './paired';
import { benchSearch, SEARCH_ITEMS, type SearchBench, type Stats } from './search';

const PORT = 3300;
const PORT_HTTP_API = 3301;
const PORT_SEARCH = 3302;
/** BENCH_ONLY=search measures only the search part (its own server and database). */
const ONLY_SEARCH = process.env.BENCH_ONLY === 'search';

type Row = LoadResult & Partial<Pick<PairedResult, 'ratio' | 'ratioRange' | 'cpuUs' | 'cpuRatio'>>;

function print(title: string, rows: Row[], ceilingRps: number) {
  console.log(`\n${title}\n${CONNECTIONS} connections; pages and API reads: ${ROUNDS} rounds of ${ROUND_S} s, each beside a ${ROUND_S} s window of the ceiling; medians\n`);
  const head = ['target'.padEnd(46), 'req/s'.padStart(7), 'p99 ms'.padStart(7), 'ratio'.padStart(6), 'rounds'.padStart(10), 'cpu µs/req'.padStart(11), 'cpu ratio'.padStart(10)];
  console.log(`${head.join(' ')}  notes`);
  for (const r of rows) {
    const ratio = r.ratio ?? r.rps / ceilingRps;
    const notes = [r.non2xx ? `${r.non2xx} non-2xx` : '', r.errors ? `${r.errors} errors` : ''].filter(Boolean).join(', ');
    const cells = [
      r.name.padEnd(46),
      r.rps.toFixed(0).padStart(7),
      (Number.isFinite(r.p99) ? String(r.p99) : '').padStart(7),
      ratio.toFixed(2).padStart(6),
      (r.ratioRange ? `${r.ratioRange[0].toFixed(2)}–${r.ratioRange[1].toFixed(2)}` : '').padStart(10),
      (r.cpuUs != null ? r.cpuUs.toFixed(0) : '').padStart(11),
      (r.cpuRatio != null ? r.cpuRatio.toFixed(2) : '').padStart(10),
    ];
    console.log(`${cells.join(' ')}  ${notes}`);
  }
  console.log('\nratio: the target\'s req/s ÷ the ceiling\'s in the adjacent window (median of the rounds; rounds: the lowest and highest). cpu ratio: the ceiling\'s server CPU per request ÷ the target\'s.');
}

function ceilingRowOf(paired: PairedResult[], name: string): Row {
  const ceilingCpu = paired.flatMap((p) => p.ceilingCpuUs);
  return {
    name,
    rps: median(paired.flatMap((p) => p.ceilingRps)),
    requests: 0,
    p99: NaN,
    non2xx: 0,
    errors: 0,
    ratio: 1,
    cpuUs: ceilingCpu.length ? median(ceilingCpu) : null,
    cpuRatio: ceilingCpu.length ? 1 : null,
  };
}

function printSearch(search: SearchBench) {
  const ceiling = ceilingRowOf(search.paired, 'trivial page /healthz (ceiling)');
  print(`Search over the demo catalog plus ${SEARCH_ITEMS} generated items per brand (its own server and database)`, [ceiling, ...search.paired], ceiling.rps);
  console.log('\nsearch/suggest server time, one request at a time (the request log\'s durationMs; target p95 < 20 ms):');
  const line = (s: Stats) => `${String(s.requests).padStart(4)} requests: p50 ${s.p50.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms, max ${s.max.toFixed(1)} ms`;
  for (const t of search.serverTimes) {
    console.log(`  ${t.brand.padEnd(4)} first ask (computed): ${line(t.computed)}`);
    console.log(`  ${t.brand.padEnd(4)} asked again (kept):   ${line(t.cached)}`);
  }
}

async function main() {
  // BENCH_REBUILD=1 builds even when the build looks current.
  ensureBuild({ force: process.env.BENCH_REBUILD === '1' });
  if (ONLY_SEARCH) {
    printSearch(await benchSearch(PORT_SEARCH));
    return;
  }
  const server = await startServer(PORT);
  const base = `http://127.0.0.1:${PORT}`;
  const ceiling: Target = { name: 'trivial page /healthz (ceiling)', url: `${base}/healthz`, host: 'pf.localhost' };
  const paired: PairedResult[] = [];
  const flows: LoadResult[] = [];
  const target = (name: string, path: string, host: string): Target => ({ name, url: `${base}${path}`, host });
  const measure = async (t: Target) => {
    const r = await measurePaired(server, ceiling, t);
    paired.push(r);
    console.log(`  ${t.name}: ${r.rps.toFixed(0)} req/s, ratio ${r.ratio.toFixed(2)}`);
  };
  try {
    await measure(target('GET /api.php/settings', '/api.php/settings?host=pf.localhost', 'pf.localhost'));
    await measure(target('GET /api.php/cart', '/api.php/cart?host=pf.localhost', 'pf.localhost'));
    for (const brand of ['pf', 'ckb']) {
      const host = `${brand}.localhost`;
      await measure(target(`${brand} home /`, '/', host));
      const cat = mainCategoryOf(brand);
      await measure(target(`${brand} category /category/${cat}`, `/category/${cat}`, host));
      const sellable = await findSellable(base, host, cat);
      if (sellable[0]) await measure(target(`${brand} item /item/${sellable[0].itemId}`, `/item/${sellable[0].itemId}`, host));
      await measure(target(`${brand} content page /about-us`, '/about-us', host));
    }
    const sellable = await findSellable(base, 'pf.localhost', 'leggings');
    if (sellable.length) {
      restock(PORT, sellable.map((s) => s.itemId));
      flows.push(await loadFlow('API add to cart (new shopper each)', async (w, i) => (await addToCart(base, 'pf.localhost', sellable[(w + i) % sellable.length])).res.ok));
      flows.push(await loadFlow('API full checkout (add, tokenize, order)', (w, i) => checkout(base, 'pf.localhost', sellable[(w + i) % sellable.length], `bench-${Date.now()}-${w}-${i}`)));
    } else {
      console.log('(cart and checkout flows skipped: the catalog API returned no sellable items)');
    }
  } finally {
    await server.stop();
  }

  // The same home page when server-side API calls go over HTTP instead of in-process.
  const httpServer = await startServer(PORT_HTTP_API, { API_IN_PROCESS: '0' });
  try {
    flows.push(await loadUrl('pf home / with API over HTTP (not in-process)', `http://127.0.0.1:${PORT_HTTP_API}/`, 'pf.localhost'));
  } finally {
    await httpServer.stop();
  }

  const search = await benchSearch(PORT_SEARCH);
  const ceilingRow = ceilingRowOf(paired, ceiling.name);
  print('Demo catalog', [ceilingRow, ...paired, ...flows], ceilingRow.rps);
  printSearch(search);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
