import { config } from '../../proxy';
import { LOGIN_PATHS } from './manifest';
import { PROTECTED_PATHS } from '../seo/noindex';

test('the proxy runs on every protected account path', () => {
  for (const p of PROTECTED_PATHS) expect(config.matcher).toContain(`${p}/:path*`);
});

test('the proxy runs on nothing else (brand pages pass through no proxy)', () => {
  expect(config.matcher.length).toBe(PROTECTED_PATHS.length);
});

test('the matcher is the route manifest’s login paths', () => {
  expect([...config.matcher].sort()).toEqual(LOGIN_PATHS.map((p) => `${p}/:path*`).sort());
});
