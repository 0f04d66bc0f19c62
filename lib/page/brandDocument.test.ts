/** @jest-environment node */
import { pageContext } from '../../tests/helpers/pageContext';
import { brandDocument } from './brandDocument';

const opts = { contentType: 'text/plain; charset=utf-8', cacheControl: 'public, s-maxage=3600' };

test('writes the brand-built body with its content type and cache header', async () => {
  const { ctx, res, headers } = pageContext('ckb.localhost:3000', '/robots.txt');
  const result = await brandDocument(opts, (brand) => `brand ${brand.id}`)(ctx);
  expect(result).toEqual({ props: {} });
  expect(res.body).toBe('brand ckb');
  expect(headers['content-type']).toBe(opts.contentType);
  expect(headers['cache-control']).toBe(opts.cacheControl);
});

test.each(['no-such-brand.localhost', undefined])('a host no brand claims (%s) gets the Unknown host answer and nothing is built', async (host) => {
  const build = jest.fn();
  const { ctx, res, headers } = pageContext(host, '/robots.txt');
  const result = await brandDocument(opts, build)(ctx);
  expect(result).toEqual({ props: { unknownHost: true } });
  expect(res.statusCode).toBe(404);
  expect(res.body).toBeUndefined();
  expect(headers['content-type']).toBeUndefined();
  expect(build).not.toHaveBeenCalled();
});
