// Bundles the maintenance commands (scripts/db.ts, job.ts, worker.ts, order-ship.ts, order-refund.ts, return-receive.ts, report-search.ts, report-experiments.ts, report-attribution.ts, staff-create.ts and the server code they use)
// into dist/*.cjs, run with plain `node`: no tsx, no dev dependencies. Run by `npm run build`
// after `next build`.
import { build } from 'esbuild';
import fs from 'node:fs';

const entries = { db: 'scripts/db.ts', job: 'scripts/job.ts', worker: 'scripts/worker.ts', 'order-ship': 'scripts/order-ship.ts', 'order-refund': 'scripts/order-refund.ts', 'return-receive': 'scripts/return-receive.ts', 'report-search': 'scripts/report-search.ts', 'report-experiments': 'scripts/report-experiments.ts', 'report-attribution': 'scripts/report-attribution.ts', 'staff-create': 'scripts/staff-create.ts' };
fs.rmSync('dist', { recursive: true, force: true });
const started = Date.now();
await build({
  entryPoints: entries,
  outdir: 'dist',
  outExtension: { '.js': '.cjs' },
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  // Everything is bundled but the native SQLite driver (and the optional pg-native and Sentry SDK),
  // which the standalone server's traced node_modules provides: dist/ runs from the image as is.
  external: ['better-sqlite3', 'pg-native', '@sentry/*'],
  sourcemap: 'linked',
  legalComments: 'none',
  logLevel: 'warning',
});
console.log(`dist/: ${Object.keys(entries).map((e) => `${e}.cjs`).join(', ')} (${Date.now() - started} ms)`);
