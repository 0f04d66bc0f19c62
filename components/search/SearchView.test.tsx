import { screen, within } from '@testing-library/react';
import { installFakeShopFetch } from '../../tests/helpers/fakeShopFetch';
import { renderInBrand } from '../../tests/helpers/renderInBrand';
import type { ProductCardData } from '../../lib/catalog/cards';
import { SearchView, type SearchResultsData } from './SearchView';

jest.mock('next/router', () => ({ useRouter: () => ({ push: jest.fn() }) }));

// The grid asks the cart for member prices (issue 25).
installFakeShopFetch();

const categories = [
  { name: 'Leggings', path: '/category/leggings' },
  { name: 'Sets', path: '/category/matching-sets' },
];

const results = (over: Partial<SearchResultsData> = {}): SearchResultsData => ({
  items: [],
  filters: { sizes: [{ value: 'XL', label: 'XL', count: 2 }], colors: [{ value: 'Black', label: 'Black', count: 3, hex: '#000' }] },
  applied: { size: null, color: null, sort: 'featured', page: 1 },
  total: 0,
  pageCount: 0,
  didYouMean: null,
  ...over,
});

const card = { id: 7, name: 'Sculpt Legging', path: '/item/7', price: 39.99, originalPrice: null, image: null, hoverImage: null, colors: [], soldOut: false, vipOnly: false } as unknown as ProductCardData;

test('results keep q in every filter, sort and page link', () => {
  renderInBrand(<SearchView query="black legging" results={results({ items: [card], total: 30, pageCount: 2 })} categories={categories} />);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Search results for “black legging”');
  expect(within(screen.getByTestId('size-filters')).getByRole('link')).toHaveAttribute('href', '/search?q=black+legging&size=XL');
  expect(within(screen.getByTestId('color-filters')).getByRole('link')).toHaveAttribute('href', '/search?q=black+legging&color=Black');
  expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/search?q=black+legging&page=2');
  const sortForm = screen.getByTestId('sort-select').closest('form')!;
  expect(sortForm).toHaveAttribute('action', '/search');
  expect(sortForm.querySelector('input[type="hidden"][name="q"]')).toHaveValue('black legging');
  expect(screen.queryByTestId('search-empty')).toBeNull();
});

test('a corrected query says did you mean, links to it, and its filters are for it', () => {
  renderInBrand(<SearchView query="leggins" results={results({ items: [card], total: 1, pageCount: 1, didYouMean: 'legging' })} categories={categories} />);
  const dym = screen.getByTestId('did-you-mean');
  expect(dym).toHaveTextContent('Nothing matched “leggins”. Did you mean legging?');
  expect(within(dym).getByRole('link', { name: 'legging' })).toHaveAttribute('href', '/search?q=legging');
  expect(within(screen.getByTestId('size-filters')).getByRole('link')).toHaveAttribute('href', '/search?q=legging&size=XL');
});

test('nothing found: a clear empty state with the form again and the brand categories', () => {
  renderInBrand(<SearchView query="zebraprint" results={results()} categories={categories} />);
  const empty = screen.getByTestId('search-empty');
  expect(empty).toHaveTextContent('No styles found for “zebraprint”.');
  expect(within(empty).getByRole('searchbox')).toHaveValue('zebraprint');
  expect(within(empty).getByRole('navigation', { name: 'Shop by category' }).querySelectorAll('a')).toHaveLength(2);
  expect(screen.queryByTestId('size-filters')).toBeNull();
});

test('filters that leave nothing keep the filter bar and offer all results', () => {
  renderInBrand(<SearchView query="legging" results={results({ total: 0, applied: { size: 'XL', color: null, sort: 'featured', page: 1 } })} categories={categories} />);
  expect(screen.getByText('No styles match these filters.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See all results for “legging”' })).toHaveAttribute('href', '/search?q=legging');
});

test('no query: a search form and the categories', () => {
  renderInBrand(<SearchView query="" results={null} categories={categories} />);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Search$/);
  expect(screen.getByRole('search', { name: 'Search again' })).toHaveAttribute('action', '/search');
  expect(screen.getByRole('navigation', { name: 'Shop by category' })).toBeInTheDocument();
});
