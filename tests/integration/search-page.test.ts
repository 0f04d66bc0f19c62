import { setupTestDatabase } from '../helpers/testDb';
import { withApiServer } from '../helpers/apiServer';
import { getDb } from '../../server/db';
import { pageContext } from '../helpers/pageContext';
import { getServerSideProps } from '../../pages/search';
import { getServerSideProps as sitemap } from '../../pages/sitemap.xml';

setupTestDatabase('search_page');

withApiServer(async () => {
  await getDb();
}, 120_000);

interface Props {
  query: string;
  results: { items: { name: string; path: string }[]; total: number; didYouMean: string | null; applied: { size: string | null; sort: string; page: number }; filters: { sizes: { value: string }[] } } | null;
  categories: { name: string; path: string }[];
  noindex: boolean;
}

/** getServerSideProps of /search with this query, as a browser on `host` asks for it. */
async function page(query: Record<string, string>, host = 'pf.localhost') {
  const qs = new URLSearchParams(query).toString();
  const { ctx, headers } = pageContext(host, `/search${qs ? `?${qs}` : ''}`);
  Object.assign(ctx, { query });
  const result = (await getServerSideProps(ctx)) as { props: Props };
  return { props: result.props, headers };
}

test('results for q, never cached by a CDN and never indexed', async () => {
  const { props, headers } = await page({ q: 'legging' });
  expect(props.query).toBe('legging');
  expect(props.results!.total).toBeGreaterThan(0);
  for (const i of props.results!.items) expect(i.name).toMatch(/legging/i);
  expect(headers['cache-control']).toBe('private, no-store');
  expect(headers['x-robots-tag']).toBe('noindex');
  expect(props.categories.length).toBeGreaterThan(0);
});

test('size filter, sort and page come from the URL as on a category page', async () => {
  const all = await page({ q: 'legging' });
  const size = all.props.results!.filters.sizes[0].value;
  const { props } = await page({ q: 'legging', size, sort: 'price-asc', page: '1' });
  expect(props.results!.applied).toEqual(expect.objectContaining({ size, sort: 'price-asc', page: 1 }));
  expect(props.results!.total).toBeLessThanOrEqual(all.props.results!.total);
});

test('a typo answers with did you mean; an unknown word answers empty', async () => {
  const typo = await page({ q: 'leggins' });
  expect(typo.props.results!.didYouMean).toBe('legging');
  expect(typo.props.results!.total).toBeGreaterThan(0);
  const none = await page({ q: 'zebraprint' });
  expect(none.props.results).toEqual(expect.objectContaining({ total: 0, didYouMean: null, items: [] }));
});

test('no q, a blank q or control characters only: the search form, no API call that could fail', async () => {
  for (const query of [{}, { q: '   ' }, { q: '\u0000' }] as Record<string, string>[]) {
    const { props, headers } = await page(query);
    expect(props).toEqual(expect.objectContaining({ query: '', results: null }));
    expect(headers['x-robots-tag']).toBe('noindex');
  }
});

test('hostile queries answer a page, never an error: 10 KB, operators, SQL, emoji', async () => {
  for (const q of ['x'.repeat(10_000), '"legging" OR NEAR(*)', "'; DROP TABLE items; --", '🩲🧦', 'legging\u0000']) {
    const { props } = await page({ q });
    expect(props.query.length).toBeLessThanOrEqual(200);
    expect(props.query.length === 0 || props.results !== null).toBe(true);
  }
});

test('the sitemap lists no search page', async () => {
  const { ctx, res } = pageContext('pf.localhost', '/sitemap.xml');
  await sitemap(ctx);
  expect(res.body).toContain('<loc>');
  expect(res.body).not.toMatch(/\/search/);
});
