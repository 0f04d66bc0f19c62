import { brandPage, type BrandPageProps } from '../lib/page/brandPage';
import { ApiError } from '../lib/api/errors';
import { parseListingQuery } from '../lib/catalog/query';
import { toListingCards } from '../lib/catalog/cards';
import { searchApi } from '../lib/search/api';
import { readSearchQuery, searchHref } from '../lib/search/query';
import { Seo } from '../components/seo/Seo';
import { SearchView, type SearchResultsData } from '../components/search/SearchView';

interface SearchPageProps {
  query: string;
  results: SearchResultsData | null;
  categories: { name: string; path: string }[];
  /** Results pages are never indexed (X-Robots-Tag too); their links are followed. */
  noindex: true;
}

// Private: the API counts every zero-result query, so no shared cache may answer for it.
export const getServerSideProps = brandPage<SearchPageProps>('/search', async (ctx) => {
  const query = readSearchQuery(ctx.query.q);
  const categories = ctx.settings.headerMenu.map((m) => ({ name: m.name, path: m.path }));
  let results: SearchResultsData | null = null;
  if (query) {
    try {
      const data = await searchApi.search(ctx.api, query, parseListingQuery(ctx.query));
      results = { ...toListingCards(data), didYouMean: data.didYouMean };
    } catch (err) {
      // A query the API refuses (400) is shown as one that could not be read, never as an error page.
      if (!(err instanceof ApiError && err.status === 400)) throw err;
    }
  }
  return { props: { query, results, categories, noindex: true } };
});

export default function SearchPage(p: SearchPageProps & BrandPageProps) {
  return (
    <>
      <Seo
        brand={p.brand}
        path={p.query ? searchHref(p.query) : '/search'}
        title={p.query ? `Search results for “${p.query}”` : 'Search'}
        description={p.query ? `Styles matching “${p.query}” at ${p.brand.storeName}.` : `Search ${p.brand.storeName}.`}
        noindex
        follow
      />
      <SearchView query={p.query} results={p.results} categories={p.categories} />
    </>
  );
}
