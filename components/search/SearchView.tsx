import type { ListingCards } from '../../lib/catalog/cards';
import { searchHref } from '../../lib/search/query';
import { useSearchEvent } from '../../lib/analytics/search';
import { FilterBar } from '../catalog/FilterBar';
import { Pagination } from '../catalog/Pagination';
import { ProductGrid } from '../catalog/ProductGrid';
import listing from '../catalog/listing.module.css';
import styles from './SearchView.module.css';

export interface SearchResultsData extends ListingCards {
  /** The corrected query the results are for, when the asked one found nothing. */
  didYouMean: string | null;
}

interface Props {
  query: string;
  results: SearchResultsData | null;
  /** The brand's categories, offered when nothing is found. */
  categories: { name: string; path: string }[];
}

function PageSearchForm({ query }: { query: string }) {
  return (
    <form action="/search" method="get" role="search" aria-label="Search again" className={styles.form}>
      <label htmlFor="search-page-input">Search for</label>
      <input id="search-page-input" type="search" name="q" defaultValue={query} maxLength={200} autoComplete="off" className={styles.input} />
      <button type="submit" className={styles.button}>
        Search
      </button>
    </form>
  );
}

function Categories({ categories }: { categories: Props['categories'] }) {
  if (!categories.length) return null;
  return (
    <nav aria-label="Shop by category" className={styles.categories}>
      <h2 className={styles.subtitle}>Shop by category</h2>
      <ul>
        {categories.map((c) => (
          <li key={c.path}>
            <a href={c.path} className={listing.pill}>
              {c.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The results page: the same filters, sort, grid and pages as a category; an empty state that helps. */
export function SearchView({ query, results, categories }: Props) {
  // The search the page shows (a query the API could not read is none).
  useSearchEvent(query, query && results ? results.total : null);
  if (!query || !results) {
    return (
      <div className={listing.page}>
        <h1 className={styles.title}>Search</h1>
        <PageSearchForm query={query} />
        {query && <p className={styles.note}>That search could not be read. Try other words.</p>}
        <Categories categories={categories} />
      </div>
    );
  }
  const path = searchHref(query);
  const filtered = Boolean(results.applied.size || results.applied.color);
  const shown = results.didYouMean ?? query;
  return (
    <div className={listing.page}>
      <header className={listing.header}>
        <h1 className={styles.title}>Search results for “{query}”</h1>
        {results.didYouMean && results.total > 0 && (
          <p className={styles.note} data-testid="did-you-mean">
            Nothing matched “{query}”. Did you mean <a href={searchHref(results.didYouMean)}>{results.didYouMean}</a>? Showing its results.
          </p>
        )}
      </header>
      {results.total > 0 || filtered ? (
        <>
          <FilterBar path={results.didYouMean ? searchHref(shown) : path} filters={results.filters} applied={results.applied} total={results.total} />
          {results.items.length > 0 ? (
            <ProductGrid items={results.items} gridType="catchall" priorityFirst label={`Results for ${shown}`} />
          ) : (
            <div className={`${listing.empty} ${styles.empty}`}>
              <p>No styles match these filters.</p>
              <a href={path}>See all results for “{query}”</a>
            </div>
          )}
          <Pagination path={results.didYouMean ? searchHref(shown) : path} applied={results.applied} pageCount={results.pageCount} />
        </>
      ) : (
        <div className={`${listing.empty} ${styles.empty}`} data-testid="search-empty">
          <p className={styles.emptyTitle}>No styles found for “{query}”.</p>
          {results.didYouMean && (
            <p data-testid="did-you-mean">
              Did you mean <a href={searchHref(results.didYouMean)}>{results.didYouMean}</a>?
            </p>
          )}
          <p>Check the spelling, use fewer words, or try a category.</p>
          <PageSearchForm query={query} />
          <Categories categories={categories} />
        </div>
      )}
    </div>
  );
}
