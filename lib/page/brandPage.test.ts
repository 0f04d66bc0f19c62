/** @jest-environment node */
import type { GetServerSidePropsContext } from 'next';
import { brandPage } from './brandPage';

function context(host: string | undefined) {
  const headers: Record<string, string> = {};
  const res = { statusCode: 200, setHeader: (k: string, v: string) => (headers[k.toLowerCase()] = v) };
  const ctx = { req: { headers: { host } }, res, query: {}, resolvedUrl: '/about-us' } as unknown as GetServerSidePropsContext;
  return { ctx, res, headers };
}

test.each(['no-such-brand.localhost', 'evil.example:3000', undefined])('a host no brand claims (%s) gets the Unknown host answer with 404', async (host) => {
  const load = jest.fn();
  const { ctx, res, headers } = context(host);
  const result = await brandPage({ cache: 'public' }, load)(ctx);
  expect(result).toEqual({ props: { unknownHost: true } });
  expect(res.statusCode).toBe(404);
  expect(headers['cache-control']).toBe('no-store');
  expect(headers['x-robots-tag']).toBe('noindex');
  expect(load).not.toHaveBeenCalled();
});
