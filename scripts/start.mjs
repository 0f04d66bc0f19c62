// Starts the production server of the last build, waits until it answers and prints every brand's
// URL. It runs the build's standalone server (<dist>/standalone/server.js, what the image runs; `next
// start` warns that it does not work with output: 'standalone'), with the static files and public/
// linked in (scripts/lib/standalone.mjs). It listens on all interfaces (HOSTNAME=0.0.0.0): with a
// specific address, Next 16 would treat proxy.ts's brand rewrites as external URLs.
//
// `node scripts/start.mjs --demo` (npm run shop, the end-to-end and benchmark servers) runs in demo
// mode (SHOP_DEMO=1): the database is migrated and seeded with the demo data at start, and without
// PAYMENT_TOKEN_SECRET a key is generated and kept in .data/. Without --demo it is the production
// start (`npm start`): PAYMENT_TOKEN_SECRET is required, and the database must have been migrated
// (`npm run db:migrate`) — it is never seeded. See docs/deploy.md.
import { spawn } from 'node:child_process';
import { brandDevHosts } from './brand-urls.mjs';
import { prepareStandalone, standaloneEnv } from './lib/standalone.mjs';

const demo = process.argv.includes('--demo');
const port = Number(process.env.PORT || 3000);
let server;
try {
  server = prepareStandalone();
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
const child = spawn(process.execPath, [server], {
  stdio: 'inherit',
  env: standaloneEnv({ ...process.env, PORT: String(port), HOSTNAME: '0.0.0.0', ...(demo ? { SHOP_DEMO: '1' } : {}) }),
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
// Next exits with 128 + the signal's number after a graceful shutdown on a signal.
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

async function waitFor(url, headers, tries = 600) {
  for (let i = 0; i < tries; i++) {
    try {
      const res = await fetch(url, { headers });
      if (res.status < 500) return res;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Server did not answer at ${url}`);
}

const base = `http://127.0.0.1:${port}`;
await waitFor(`${base}/healthz`);
const hosts = brandDevHosts();
if (demo) {
  const warm = await waitFor(`${base}/api.php/settings?host=${hosts[0].host}`);
  if (warm.status !== 200) console.error(`Warm-up answered ${warm.status}: ${await warm.text()}`);
} else {
  const ready = await fetch(`${base}/readyz`).catch(() => null);
  if (ready?.status !== 200) {
    console.error(`Not ready: ${ready ? await ready.text() : 'no answer'} (npm run db:migrate applies the migrations; npm run db:seed adds demo data)`);
  }
}
console.log('\nThe shop is running:');
for (const { id, host } of hosts) console.log(`  ${id.padEnd(14)} http://${host}:${port}`);
console.log(`  (http://localhost:${port} serves ${process.env.DEFAULT_BRAND || 'pf'})\n`);
