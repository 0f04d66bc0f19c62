// What `node <dist>/standalone/server.js` needs beside itself, outside a container: the build's
// static files and public/ (the image copies them, Dockerfile), and absolute paths for the files the
// app keeps (the server changes its working directory to the standalone folder at start).
import fs from 'node:fs';
import path from 'node:path';

/** Points `link` at `target` (a relative symlink); safe when several servers of one build start at once. */
function ensureLink(target, link) {
  const relative = path.relative(path.dirname(link), target);
  try {
    if (fs.readlinkSync(link) === relative) return;
    fs.rmSync(link, { recursive: true, force: true });
  } catch (err) {
    if (err.code === 'EINVAL') fs.rmSync(link, { recursive: true, force: true }); // a copy, not a link
    else if (err.code !== 'ENOENT') throw err;
  }
  fs.mkdirSync(path.dirname(link), { recursive: true });
  try {
    fs.symlinkSync(relative, link, 'dir');
  } catch (err) {
    if (err.code !== 'EEXIST') throw err; // another server of this build made it meanwhile
  }
}

/**
 * Lays out the standalone server of the build in `distDir` (static files and public/ linked in, as
 * the image copies them) and returns the path of its server.js, or throws when the build has none.
 */
export function prepareStandalone({ root = process.cwd(), distDir = process.env.NEXT_DIST_DIR || '.next' } = {}) {
  const build = path.resolve(root, distDir);
  const standalone = path.join(build, 'standalone');
  const server = path.join(standalone, 'server.js');
  if (!fs.existsSync(server)) throw new Error(`No standalone server in ${distDir} (next.config.ts sets output: 'standalone'): run npm run build first`);
  ensureLink(path.join(build, 'static'), path.join(standalone, distDir, 'static'));
  ensureLink(path.join(root, 'public'), path.join(standalone, 'public'));
  return server;
}

/**
 * The environment for the standalone server: the files the app keeps under the working directory
 * (the SQLite database, demo mode's generated payment key) stay in this checkout's .data/, as with
 * `next start`, and relative paths given are taken from here, not from the standalone folder.
 */
export function standaloneEnv(env, root = process.cwd()) {
  const out = { ...env };
  const resolve = (name, fallback) => {
    if (out[name]) out[name] = path.resolve(root, out[name]);
    else if (fallback) out[name] = path.join(root, fallback);
  };
  resolve('SQLITE_FILE', path.join('.data', 'shop.sqlite'));
  resolve('PAYMENT_TOKEN_SECRET_FILE', path.join('.data', 'payment-token-secret'));
  resolve('CONTENT_DATASET_PATH');
  return out;
}
