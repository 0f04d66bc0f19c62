/** @jest-environment node */
import { pageContext } from '../../tests/helpers/pageContext';
import { brandPage } from './brandPage';

test.each(['no-such-brand.localhost', 'evil.example:3000', undefined])('a host no brand claims (%s) gets the Unknown host answer with 404', async (host) => {
  const load = jest.fn();
  const { ctx, res, headers } = pageContext(host, '/about-us');
  const result = await brandPage('/about-us', load)(ctx);
  expect(result).toEqual({ props: { unknownHost: true } });
  expect(res.statusCode).toBe(404);
  expect(headers['cache-control']).toBe('no-store');
  expect(headers['x-robots-tag']).toBe('noindex');
  expect(load).not.toHaveBeenCalled();
});

test('Strict-Transport-Security only when the trusted proxy says the shopper came over HTTPS (router data requests included)', async () => {
  const old = process.env.TRUST_PROXY;
  process.env.TRUST_PROXY = '1';
  try {
    for (const [proto, expected] of [['https', 'max-age=31536000'], ['http', undefined], [undefined, undefined]] as const) {
      const { ctx, headers } = pageContext('no-such-brand.localhost', '/about-us');
      if (proto) ctx.req.headers['x-forwarded-proto'] = proto;
      await brandPage('/about-us')(ctx);
      expect([proto, headers['strict-transport-security']]).toEqual([proto, expected]);
    }
    process.env.TRUST_PROXY = '0';
    const { ctx, headers } = pageContext('no-such-brand.localhost', '/about-us');
    ctx.req.headers['x-forwarded-proto'] = 'https';
    await brandPage('/about-us')(ctx);
    expect(headers['strict-transport-security']).toBeUndefined();
  } finally {
    if (old === undefined) delete process.env.TRUST_PROXY;
    else process.env.TRUST_PROXY = old;
  }
});
