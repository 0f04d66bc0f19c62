import fs from 'node:fs';
import path from 'node:path';
import config from '../../next.config';

// Next matches outputFileTracingIncludes keys against route names with picomatch, as globs.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const picomatch = require('next/dist/compiled/picomatch') as (glob: string, opts?: object) => (s: string) => boolean;

async function tracedFor(route: string): Promise<string[]> {
  const includes = config.outputFileTracingIncludes ?? {};
  return Object.entries(includes).flatMap(([glob, files]) => (picomatch(glob, { dot: true, contains: false })(route) ? files : []));
}

test('deployments carry what the PNG route loads by path at run time: its worker and the resvg package', async () => {
  const files = await tracedFor('/api/media/[id]');
  expect(files).toContain('./server/media/pngWorker.mjs');
  expect(files.some((f) => f.startsWith('./node_modules/@resvg/resvg-wasm/'))).toBe(true);
  expect(fs.existsSync(path.join(process.cwd(), 'server/media/pngWorker.mjs'))).toBe(true);
});

test('every page carries the local content dataset', async () => {
  for (const route of ['/about-us', '/[meta_wildcard]', '/page/[slug]']) expect(await tracedFor(route)).toContain('./content/dataset.ndjson');
});
