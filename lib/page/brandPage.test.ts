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
