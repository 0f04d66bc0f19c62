/** @jest-environment node */
import { pageContext } from '../../tests/helpers/pageContext';
import { brandDocument } from './brandDocument';

const contentType = 'text/plain; charset=utf-8';

test('writes the brand-built body with its content type and cache header', async () => {
  const { ctx, res, headers } = pageContext('ckb.localhost:3000', '/robots.txt');
  const result = await brandDocument('/robots.txt', contentType, (brand) => `brand ${brand.id}`)(ctx);
  expect(result).toEqual({ props: {} });
  expect(res.body).toBe('brand ckb');
  expect(headers['content-type']).toBe(contentType);
  // The route manifest's 'document' policy: an hour at the CDN.
  expect(headers['cache-control']).toBe('public, s-maxage=3600, stale-while-revalidate=86400');
});

test.each(['no-such-brand.localhost', undefined])('a host no brand claims (%s) gets the Unknown host answer and nothing is built', async (host) => {
  const build = jest.fn();
  const { ctx, res, headers } = pageContext(host, '/robots.txt');
  const result = await brandDocument('/robots.txt', contentType, build)(ctx);
  expect(result).toEqual({ props: { unknownHost: true } });
  expect(res.statusCode).toBe(404);
  expect(res.body).toBeUndefined();
  expect(headers['content-type']).toBeUndefined();
  expect(build).not.toHaveBeenCalled();
});
