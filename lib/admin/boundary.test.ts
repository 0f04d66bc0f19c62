import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

// Not one byte of back-office code in a shopper page: only back-office files (pages/admin,
// pages/api/admin, components/admin, lib/admin, server/admin) and tests import components/admin
// or lib/admin. The server may import lib/admin's shared facts and answer types.

const ROOT = path.join(__dirname, '..', '..');
const ADMIN_DIRS = ['pages/admin', 'pages/api/admin', 'components/admin', 'lib/admin', 'server/admin', 'e2e', 'tests'];

function sources(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((d) => {
    const rel = path.posix.join(dir, d.name);
    if (d.isDirectory()) return d.name === 'node_modules' ? [] : sources(rel);
    return /\.tsx?$/.test(d.name) && !/\.test\.tsx?$/.test(d.name) ? [rel] : [];
  });
}

test('no file outside the back office imports components/admin or lib/admin', () => {
  const outside = ['pages', 'components', 'lib', 'server'].flatMap(sources).filter((f) => !ADMIN_DIRS.some((d) => f.startsWith(`${d}/`)));
  expect(outside.length).toBeGreaterThan(100);
  const offenders = outside.filter((f) => {
    const text = readFileSync(path.join(ROOT, f), 'utf8');
    return [...text.matchAll(/(?:from\s+|import\s*\(?\s*)'([^']+)'/g)].some((m) => {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(f), m[1]));
      return m[1].startsWith('.') && (target.startsWith('components/admin') || target.startsWith('lib/admin'));
    });
  });
  expect(offenders).toEqual([]);
});
