/**
 * npm run bench: builds if needed, starts the production server, puts fixed-duration load on each
 * target (10 connections) and prints requests/s, p99 and the ratio to a trivial server-rendered
 * page measured in the same run. Asserts nothing.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import { restock, startServer } from './server';
import { loadFlow, loadUrl, DURATION_S, CONNECTIONS, type LoadResult } from './load';
import { addToCart, checkout, findSellable } from './flows';

const PORT = 3300;
const PORT_HTTP_API = 3301;

function ensureBuild() {
  if (!fs.existsSync(`${process.env.NEXT_DIST_DIR || '.next'}/BUILD_ID`) || process.env.BENCH_REBUILD === '1') {
    console.log('Building…');
    execSync('npx next build', { stdio: 'inherit' });
  }
}

function print(results: LoadResult[], ceiling: number) {
  console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s each\n`);
  console.log(`${'target'.padEnd(46)} ${'req/s'.padStart(8)} ${'p99 ms'.padStart(8)} ${'ratio'.padStart(7)}  notes`);
  for (const r of results) {
    const notes = [r.non2xx ? `${r.non2xx} non-2xx` : '', r.errors ? `${r.errors} errors` : ''].filter(Boolean).join(', ');
    console.log(`${r.name.padEnd(46)} ${r.rps.toFixed(0).padStart(8)} ${String(r.p99).padStart(8)} ${(r.rps / ceiling).toFixed(2).padStart(7)}  ${notes}`);
  }
}

async function main() {
  ensureBuild();
  const server = await startServer(PORT);
  const base = `http://127.0.0.1:${PORT}`;
  const results: LoadResult[] = [];
  const page = (name: string, path: string, host: string) => loadUrl(name, `${base}${path}`, host);
  try {
    results.push(await page('trivial page /healthz (ceiling)', '/healthz', 'pf.localhost'));
    results.push(await page('GET /api.php/settings', '/api.php/settings?host=pf.localhost', 'pf.localhost'));
    results.push(await page('GET /api.php/cart', '/api.php/cart?host=pf.localhost', 'pf.localhost'));
    for (const brand of ['pf', 'ckb']) {
      const host = `${brand}.localhost`;
      results.push(await page(`${brand} home /`, '/', host));
      const cat = brand === 'pf' ? 'leggings' : 'cheekies';
      results.push(await page(`${brand} category /category/${cat}`, `/category/${cat}`, host));
      const sellable = await findSellable(base, host, cat);
      if (sellable[0]) results.push(await page(`${brand} item /item/${sellable[0].itemId}`, `/item/${sellable[0].itemId}`, host));
      results.push(await page(`${brand} content page /about-us`, '/about-us', host));
    }
    const sellable = await findSellable(base, 'pf.localhost', 'leggings');
    if (sellable.length) {
      restock(PORT, sellable.map((s) => s.itemId));
      results.push(await loadFlow('API add to cart (new shopper each)', async (w, i) => (await addToCart(base, 'pf.localhost', sellable[(w + i) % sellable.length])).res.ok));
      results.push(await loadFlow('API full checkout (add, tokenize, order)', (w, i) => checkout(base, 'pf.localhost', sellable[(w + i) % sellable.length], `bench-${Date.now()}-${w}-${i}`)));
    } else {
      console.log('(cart and checkout flows skipped: the catalog API returned no sellable items)');
    }
  } finally {
    await server.stop();
  }

  // The same home page when server-side API calls go over HTTP instead of in-process.
  const httpServer = await startServer(PORT_HTTP_API, { API_IN_PROCESS: '0' });
  try {
    results.push(await loadUrl('pf home / with API over HTTP (not in-process)', `http://127.0.0.1:${PORT_HTTP_API}/`, 'pf.localhost'));
  } finally {
    await httpServer.stop();
  }
  print(results, results[0].rps);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
