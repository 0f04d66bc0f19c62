import { config } from '../../proxy';
import { PROTECTED_PATHS } from '../seo/noindex';

test('the proxy runs on every protected account path and on the internal /_brand tree', () => {
  expect(config.matcher).toContain('/_brand/:path*');
  for (const p of PROTECTED_PATHS) expect(config.matcher).toContain(`${p}/:path*`);
});

test('the proxy does not run on brand pages (routing is a framework rewrite)', () => {
  expect(config.matcher.length).toBe(PROTECTED_PATHS.length + 1);
});
