import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildReason } from './ensureBuild.mjs';

let root: string;
const env = { DEFAULT_BRAND: 'pf' };

function write(file: string, text: string, mtimeS: number) {
  const full = path.join(root, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, text);
  fs.utimesSync(full, mtimeS, mtimeS);
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'ensure-build-'));
  write('lib/a.ts', 'a', 1000);
  write('pages/index.tsx', 'p', 1000);
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

test('no build yet: build', () => {
  expect(buildReason({ root, distDir: '.next-x', env })).toBe('no build in .next-x');
});

test('a build newer than every source and made for the same settings is current', () => {
  write('.next-x/BUILD_ID', 'id', 2000);
  write('.next-x/.built-for', 'DEFAULT_BRAND=pf\n', 2000);
  expect(buildReason({ root, distDir: '.next-x', env })).toBeNull();
});

test('a source changed after the build, or other build settings: build again; a changed test alone is not a reason', () => {
  write('.next-x/BUILD_ID', 'id', 2000);
  write('.next-x/.built-for', 'DEFAULT_BRAND=pf\n', 2000);
  write('lib/a.test.ts', 't', 3000);
  expect(buildReason({ root, distDir: '.next-x', env })).toBeNull();
  expect(buildReason({ root, distDir: '.next-x', env: { DEFAULT_BRAND: 'ckb' } })).toBe('built for DEFAULT_BRAND=pf, not DEFAULT_BRAND=ckb');
  write('pages/index.tsx', 'p2', 3000);
  expect(buildReason({ root, distDir: '.next-x', env })).toBe(`${path.join('pages', 'index.tsx')} changed since the build`);
});

test('a build without its settings record, or a forced rebuild: build', () => {
  write('.next-x/BUILD_ID', 'id', 2000);
  expect(buildReason({ root, distDir: '.next-x', env })).toBe('built for unknown settings, not DEFAULT_BRAND=pf');
  write('.next-x/.built-for', 'DEFAULT_BRAND=pf\n', 2000);
  expect(buildReason({ root, distDir: '.next-x', env, force: true })).toBe('rebuild asked for');
});
