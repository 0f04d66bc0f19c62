/**
 * Builds the production app when it is missing, was built for another DEFAULT_BRAND, or is older
 * than a source file: `npm run shop`, `bench`, `size` and `lighthouse` all go through here, so none
 * of them measures or serves a stale build. NEXT_DIST_DIR picks the build directory (default .next).
 * Plain JavaScript so scripts/shop.sh can run it with node before anything else is set up:
 *   node scripts/lib/ensureBuild.mjs [--command "npm run build"] [--force]
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** What the built app is made of (tests beside the code are left out: they are not in the build). */
export const BUILD_SOURCES = ['pages', 'components', 'lib', 'server', 'brands', 'styles', 'content', 'proxy.ts', 'instrumentation.ts', 'next.config.ts'];

/** The build settings that are fixed at build time (brand routing falls back to DEFAULT_BRAND). */
export function builtFor(env = process.env) {
  return `DEFAULT_BRAND=${env.DEFAULT_BRAND || 'pf'}`;
}

/** The first source file modified after `since` (ms), or null. */
function newerSource(entry, since) {
  let stat;
  try {
    stat = fs.statSync(entry);
  } catch {
    return null;
  }
  if (stat.isDirectory()) {
    for (const name of fs.readdirSync(entry)) {
      const found = newerSource(path.join(entry, name), since);
      if (found) return found;
    }
    return null;
  }
  return stat.mtimeMs > since && !/\.test\.tsx?$/.test(entry) ? entry : null;
}

/** Why the build in `distDir` must be made again, or null when it is current. */
export function buildReason({ root = process.cwd(), distDir = process.env.NEXT_DIST_DIR || '.next', env = process.env, force = false } = {}) {
  if (force) return 'rebuild asked for';
  const dir = path.resolve(root, distDir);
  const buildId = path.join(dir, 'BUILD_ID');
  if (!fs.existsSync(buildId)) return `no build in ${distDir}`;
  let built = '';
  try {
    built = fs.readFileSync(path.join(dir, '.built-for'), 'utf8').trim();
  } catch {
    // A build made before this record existed: its settings are unknown.
  }
  if (built !== builtFor(env)) return `built for ${built || 'unknown settings'}, not ${builtFor(env)}`;
  const since = fs.statSync(buildId).mtimeMs;
  for (const source of BUILD_SOURCES) {
    const changed = newerSource(path.join(root, source), since);
    if (changed) return `${path.relative(root, changed)} changed since the build`;
  }
  return null;
}

/** Builds when buildReason gives a reason; returns whether it built. */
export function ensureBuild({ command = 'npx next build', force = false } = {}) {
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  const reason = buildReason({ distDir, force });
  if (!reason) return false;
  console.log(`Building (${reason})…`);
  execSync(command, { stdio: 'inherit' });
  markBuilt(distDir);
  return true;
}

/** Records what the build in distDir was made for (`npm run build` calls it too: --mark). */
export function markBuilt(distDir = process.env.NEXT_DIST_DIR || '.next') {
  fs.writeFileSync(path.join(distDir, '.built-for'), `${builtFor()}\n`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const args = process.argv.slice(2);
  if (args.includes('--mark')) {
    markBuilt();
    process.exit(0);
  }
  const at = args.indexOf('--command');
  ensureBuild({ command: at >= 0 ? args[at + 1] : undefined, force: args.includes('--force') });
}
