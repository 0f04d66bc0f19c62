import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { prepareStandalone, standaloneEnv } from './standalone.mjs';

let root: string;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'standalone-'));
  for (const file of ['.next-x/standalone/server.js', '.next-x/static/chunks/a.js', 'public/brands/pf/favicon.svg']) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), file);
  }
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

test('links the build\'s static files and public/ where the standalone server looks for them, and returns server.js', () => {
  expect(prepareStandalone({ root, distDir: '.next-x' })).toBe(path.join(root, '.next-x/standalone/server.js'));
  expect(read('.next-x/standalone/.next-x/static/chunks/a.js')).toBe('.next-x/static/chunks/a.js');
  expect(read('.next-x/standalone/public/brands/pf/favicon.svg')).toBe('public/brands/pf/favicon.svg');
  // Again (a second server of the same build): nothing changes, nothing fails.
  prepareStandalone({ root, distDir: '.next-x' });
  expect(fs.readlinkSync(path.join(root, '.next-x/standalone/public'))).toBe('../../public');
});

test('a copy left in place (as the image has) is replaced by the link, so a changed public/ is served', () => {
  fs.mkdirSync(path.join(root, '.next-x/standalone/public'), { recursive: true });
  fs.writeFileSync(path.join(root, '.next-x/standalone/public/old.txt'), 'old');
  prepareStandalone({ root, distDir: '.next-x' });
  expect(fs.existsSync(path.join(root, '.next-x/standalone/public/old.txt'))).toBe(false);
  expect(read('.next-x/standalone/public/brands/pf/favicon.svg')).toBe('public/brands/pf/favicon.svg');
});

test('a build without a standalone server is refused with what to do', () => {
  fs.rmSync(path.join(root, '.next-x/standalone'), { recursive: true });
  expect(() => prepareStandalone({ root, distDir: '.next-x' })).toThrow(/No standalone server in \.next-x .*npm run build/);
});

test('the files the app keeps stay in this checkout: defaults under .data/, relative paths from here', () => {
  expect(standaloneEnv({}, '/repo')).toEqual({ SQLITE_FILE: '/repo/.data/shop.sqlite', PAYMENT_TOKEN_SECRET_FILE: '/repo/.data/payment-token-secret' });
  expect(standaloneEnv({ SQLITE_FILE: '.data/e2e.sqlite', PAYMENT_TOKEN_SECRET_FILE: '/etc/key', CONTENT_DATASET_PATH: 'content/x.ndjson', PORT: '3100' }, '/repo')).toEqual({
    SQLITE_FILE: '/repo/.data/e2e.sqlite',
    PAYMENT_TOKEN_SECRET_FILE: '/etc/key',
    CONTENT_DATASET_PATH: '/repo/content/x.ndjson',
    PORT: '3100',
  });
});
