/**
 * npm run size: first-load JavaScript (gzip) of home, category and item pages, measured the way a
 * browser meets it: every <script src> in the server-rendered HTML, fetched and gzipped.
 */
import { ensureBuild } from './lib/ensureBuild.mjs';
import { gzipSync } from 'node:zlib';
import { startServer } from './bench/server';
import { findSellable } from './bench/flows';
import { mainCategoryOf } from './bench/mainCategory';
import { getWithHost } from './bench/http';

const PORT = 3320;

async function firstLoadKb(base: string, host: string, path: string): Promise<{ kb: number; files: number }> {
  const page = await getWithHost(`${base}${path}`, host);
  if (page.status !== 200) throw new Error(`${host}${path} answered ${page.status}`);
  const html = page.body.toString('utf8');
  const srcs = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((m) => m[1]);
  let bytes = 0;
  for (const src of new Set(srcs)) {
    const { body } = await getWithHost(`${base}${src}`, host);
    bytes += gzipSync(body, { level: 9 }).length;
  }
  return { kb: bytes / 1024, files: new Set(srcs).size };
}

async function main() {
  ensureBuild();
  const server = await startServer(PORT);
  const base = `http://127.0.0.1:${PORT}`;
  try {
    console.log(`${'page'.padEnd(40)} ${'first-load JS (gzip)'.padStart(22)}  scripts`);
    for (const brand of ['pf', 'ckb']) {
      const host = `${brand}.localhost`;
      const cat = mainCategoryOf(brand);
      const item = (await findSellable(base, host, cat))[0];
      for (const path of ['/', `/category/${cat}`, ...(item ? [`/item/${item.itemId}`] : [])]) {
        const { kb, files } = await firstLoadKb(base, host, path);
        console.log(`${`${brand} ${path}`.padEnd(40)} ${`${kb.toFixed(1)} KB`.padStart(22)}  ${files}`);
      }
    }
  } finally {
    await server.stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
