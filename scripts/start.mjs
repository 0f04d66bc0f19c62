// Starts the production server, waits until it answers, warms the database (created, migrated
// and seeded on first start) and prints every brand's URL. It listens on all interfaces: with a
// specific -H address, Next 16 would treat proxy.ts's brand rewrites as external URLs.
import { spawn } from 'node:child_process';
import { brandDevHosts } from './brand-urls.mjs';

const port = Number(process.env.PORT || 3000);
const child = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', String(port), '-H', '0.0.0.0'], {
  stdio: 'inherit',
  env: { ...process.env, PORT: String(port) },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));

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
const warm = await waitFor(`${base}/api.php/settings?host=${hosts[0].host}`);
if (warm.status !== 200) console.error(`Warm-up answered ${warm.status}: ${await warm.text()}`);
console.log('\nThe shop is running:');
for (const { id, host } of hosts) console.log(`  ${id.padEnd(14)} http://${host}:${port}`);
console.log(`  (http://localhost:${port} serves ${process.env.DEFAULT_BRAND || 'pf'})\n`);
