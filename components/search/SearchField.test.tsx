import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { BrandProvider } from '../../lib/brand/context';
import { testBrand, testLayoutSettings } from '../../lib/brand/testFixtures';
import { RECENT_KEY } from '../../lib/search/recent';
import type { Suggestions } from '../../lib/search/types';
import { SearchField } from './SearchField';

const mockSuggest = jest.fn<Promise<Suggestions>, [unknown, string, AbortSignal | undefined]>();
jest.mock('../../lib/search/api', () => ({ searchApi: { suggest: (...a: [unknown, string, AbortSignal | undefined]) => mockSuggest(...a) } }));
jest.mock('../../lib/api/browser', () => ({ browserApi: () => ({}) }));
// Choosing an option loads another page; jsdom cannot, so the test watches where it would go.
const mockOpenPage = jest.fn();
jest.mock('../../lib/search/navigate', () => ({ openPage: (href: string) => mockOpenPage(href) }));

const answer = (q: string): Suggestions => ({
  query: q,
  items: [
    { id: 1, path: '/item/1/black-high-waisted-leggings', name: 'Black High Waisted Leggings', price: 39.99, originalPrice: 49.99, image: { url: '/media/1.svg', width: 600, height: 800, alt: '' }, soldOut: false, vipOnly: false },
    { id: 2, path: '/item/2/legacy-bra', name: 'Legacy Bra', price: 29.99, originalPrice: null, image: null, soldOut: true, vipOnly: false },
  ],
  categories: [{ name: 'Leggings', path: '/category/leggings' }],
  pages: [],
});

const navigate = mockOpenPage;
// The plan's Search event (lib/analytics/search.ts) goes through the facade's shim.
const mockTrack = jest.fn();
jest.mock('../../lib/analytics/index', () => ({ track: (...a: unknown[]) => mockTrack(...a) }));

function setup() {
  navigate.mockReset();
  const utils = render(
    <BrandProvider brand={testBrand} settings={testLayoutSettings}>
      <SearchField idPrefix="t" label="Site search" />
    </BrandProvider>,
  );
  return { ...utils, input: screen.getByRole('combobox', { name: 'Search the shop' }) as HTMLInputElement };
}

async function type(input: HTMLInputElement, value: string) {
  fireEvent.change(input, { target: { value } });
  fireEvent.input(input, { target: { value } });
  await act(async () => {
    jest.advanceTimersByTime(200);
  });
}

async function focus(input: HTMLInputElement) {
  await act(async () => input.focus());
  await loaded();
}

const key = (el: Element, k: string) => fireEvent.keyDown(el, { key: k });
const loaded = () => screen.findByRole('listbox', { hidden: true });

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  mockSuggest.mockReset();
  mockTrack.mockReset();
  mockSuggest.mockImplementation(async (_api, q) => answer(q));
});
afterEach(() => jest.useRealTimers());

test('without use it is a plain GET form to /search; the combobox loads on focus', async () => {
  const { input, container } = setup();
  const form = container.querySelector('form')!;
  expect(form).toHaveAttribute('action', '/search');
  expect(form).toHaveAttribute('role', 'search');
  expect(input).toHaveAttribute('name', 'q');
  expect(input).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('listbox', { hidden: true })).toBeNull();
  await focus(input);
  expect(input).toHaveAttribute('aria-controls', 't-listbox');
});

test('suggestions after 2 characters, debounced: items, categories, the typed words marked; the count is announced', async () => {
  const { input } = setup();
  await focus(input);
  await type(input, 'l');
  expect(mockSuggest).not.toHaveBeenCalled();
  fireEvent.input(input, { target: { value: 'le' } });
  fireEvent.input(input, { target: { value: 'leg' } });
  await act(async () => {
    jest.advanceTimersByTime(100);
  });
  expect(mockSuggest).not.toHaveBeenCalled();
  await act(async () => {
    jest.advanceTimersByTime(100);
  });
  expect(mockSuggest).toHaveBeenCalledTimes(1);
  expect(mockSuggest.mock.calls[0][1]).toBe('leg');
  await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'));
  const options = screen.getAllByRole('option');
  expect(options).toHaveLength(3);
  expect(options[0]).toHaveTextContent('Black High Waisted Leggings');
  expect(options[0]).toHaveTextContent('$39.99, was $49.99');
  expect(options[1]).toHaveTextContent('Sold out');
  expect(options[0].querySelector('mark')).toHaveTextContent('Leg');
  expect(options[0].querySelector('img')).toHaveAttribute('src', '/media/1.svg');
  expect(screen.getByRole('group', { name: 'Categories' })).toContainElement(options[2]);
  expect(screen.getByRole('status')).toHaveTextContent('3 results');
});

test('arrow keys move the active option (wrapping); Enter opens it and remembers the search', async () => {
  const { input } = setup();
  await focus(input);
  await type(input, 'leg');
  await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
  key(input, 'ArrowDown');
  expect(input).toHaveAttribute('aria-activedescendant', 't-option-0');
  expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
  key(input, 'ArrowUp');
  expect(input).toHaveAttribute('aria-activedescendant', 't-option-2');
  key(input, 'ArrowDown');
  expect(input).toHaveAttribute('aria-activedescendant', 't-option-0');
  key(input, 'ArrowDown');
  expect(input).toHaveAttribute('aria-activedescendant', 't-option-1');
  key(input, 'Enter');
  expect(navigate).toHaveBeenCalledWith('/item/2/legacy-bra');
  expect(JSON.parse(localStorage.getItem(RECENT_KEY)!)).toEqual(['leg']);
  expect(mockTrack.mock.calls).toEqual([['Search', { query: 'leg', result_count: 3, source: 'suggestions' }]]);
});

test('Enter with no active option submits the form to /search, remembering the query', async () => {
  const { input, container } = setup();
  await focus(input);
  await type(input, 'sock gift');
  const submitted = jest.fn((e: Event) => e.preventDefault());
  container.querySelector('form')!.addEventListener('submit', submitted);
  fireEvent.submit(container.querySelector('form')!);
  expect(submitted).toHaveBeenCalled();
  expect(navigate).not.toHaveBeenCalled();
  expect(JSON.parse(localStorage.getItem(RECENT_KEY)!)).toEqual(['sock gift']);
});

test('Escape closes the list first, then clears the field', async () => {
  const { input } = setup();
  await focus(input);
  await type(input, 'leg');
  await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'));
  key(input, 'ArrowDown');
  key(input, 'Escape');
  expect(input).toHaveAttribute('aria-expanded', 'false');
  expect(input).not.toHaveAttribute('aria-activedescendant');
  expect(input.value).toBe('leg');
  key(input, 'Escape');
  expect(input.value).toBe('');
});

test('no match is announced as No results', async () => {
  mockSuggest.mockImplementation(async (_a, q) => ({ query: q, items: [], categories: [], pages: [] }));
  const { input } = setup();
  await focus(input);
  await type(input, 'zzzz');
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No results'));
  expect(screen.queryAllByRole('option')).toHaveLength(0);
});

test('an older answer arriving after a newer query is ignored', async () => {
  let resolveFirst: (s: Suggestions) => void = () => undefined;
  mockSuggest.mockImplementationOnce((_a, q, signal) => new Promise((res, rej) => {
    resolveFirst = res;
    signal?.addEventListener('abort', () => rej(new Error('aborted')));
    void q;
  }));
  const { input } = setup();
  await focus(input);
  await type(input, 'bra');
  await type(input, 'leg');
  await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
  await act(async () => resolveFirst({ query: 'bra', items: [], categories: [], pages: [] }));
  expect(screen.getAllByRole('option')).toHaveLength(3);
  expect(mockSuggest.mock.calls.map((c) => c[1])).toEqual(['bra', 'leg']);
});

test('focused and empty, it offers recent searches (newest first) and can clear them', async () => {
  localStorage.setItem(RECENT_KEY, JSON.stringify(['lace thong', 'leggings']));
  const { input } = setup();
  await focus(input);
  await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'));
  const options = screen.getAllByRole('option');
  expect(options.map((o) => o.textContent)).toEqual(['lace thong', 'leggings']);
  expect(screen.getByRole('status')).toHaveTextContent('2 recent searches');
  key(input, 'ArrowDown');
  key(input, 'Enter');
  expect(navigate).toHaveBeenCalledWith('/search?q=lace+thong');
  fireEvent.focus(input);
  fireEvent.click(screen.getByRole('button', { name: 'Clear recent searches', hidden: true }));
  expect(localStorage.getItem(RECENT_KEY)).toBeNull();
  expect(screen.queryAllByRole('option')).toHaveLength(0);
  expect(input).toHaveAttribute('aria-expanded', 'false');
});

test('an answer with nothing shows a note, not an empty list; Enter then submits, Escape closes the note first', async () => {
  mockSuggest.mockImplementation(async (_a, q) => ({ query: q, items: [], categories: [], pages: [] }));
  const { input } = setup();
  await focus(input);
  await type(input, 'zzzz');
  await waitFor(() => expect(screen.getByText(/No suggestions for “zzzz”/)).toBeVisible());
  expect(input).toHaveAttribute('aria-expanded', 'false');
  expect(screen.getByRole('listbox', { hidden: true })).not.toBeVisible();
  key(input, 'Escape');
  expect(screen.getByText(/No suggestions for “zzzz”/)).not.toBeVisible();
  expect(input.value).toBe('zzzz');
});
