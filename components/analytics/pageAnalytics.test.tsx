import { act, screen } from '@testing-library/react';
import { resetPageAnalyticsForTests, showAnalyticsPage } from './pageAnalytics';
import { resetThirdPartyGate } from '../../lib/analytics/thirdPartyGate';
import type { BrandPageProps } from '../../lib/page/brandPage';

// The boot hands back the Google tags at once (lib/analytics/boot.ts waits for load and idle time).
const showPage = jest.fn();
const bootAnalytics = jest.fn((_p: unknown, _r: unknown, onTags: (t: object) => void) => onTags({ gtmId: 'GTM-X', gaId: 'G-X' }));
jest.mock('../../lib/analytics/boot', () => ({
  bootAnalytics: (p: unknown, r: unknown, onTags: (t: object) => void) => bootAnalytics(p, r, onTags),
  showPage: (...a: unknown[]) => showPage(...a),
}));
jest.mock('next/router', () => ({ __esModule: true, default: { pathname: '/item/[id]', asPath: '/item/1', events: { on: jest.fn() } } }));
// The tags' chunk: what it renders is the tags loading (next/script writes their <script> then).
jest.mock('./GoogleTags', () => ({ __esModule: true, default: ({ gtmId }: { gtmId: string }) => <i data-testid="google-tags">{gtmId}</i> }));

const page = { brand: { id: 'pf', apiBaseUrl: '/api.php/', host: 'pf.localhost' }, analytics: { gtmId: 'GTM-X' }, layout: 'default' } as unknown as BrandPageProps;

async function settle() {
  await act(async () => {
    for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
  });
}

beforeEach(() => {
  act(() => resetPageAnalyticsForTests());
  resetThirdPartyGate();
  showPage.mockClear();
  bootAnalytics.mockClear();
});

test('the Google tags load only after the first interaction, in a React root of their own', async () => {
  showAnalyticsPage('/item/[id]', page, false);
  await settle();
  expect(screen.queryByTestId('google-tags')).toBeNull();
  act(() => void window.dispatchEvent(new Event('pointerdown')));
  await settle();
  const tags = await screen.findByTestId('google-tags');
  expect(tags).toHaveTextContent('GTM-X');
  expect(tags.parentElement).toHaveProperty('hidden', true);
});

test('never on a checkout page, even after an interaction; on the shop page reached next they load, and go on a checkout page', async () => {
  showAnalyticsPage('/checkout', page, true);
  await settle();
  act(() => void window.dispatchEvent(new Event('keydown')));
  await settle();
  expect(screen.queryByTestId('google-tags')).toBeNull();
  showAnalyticsPage('/item/[id]', page, false);
  await settle();
  expect(await screen.findByTestId('google-tags')).toBeInTheDocument();
  showAnalyticsPage('/checkout', page, true);
  await settle();
  expect(screen.queryByTestId('google-tags')).toBeNull();
});

test('the first page with a brand boots analytics once; every page shown goes to it with its route', async () => {
  showAnalyticsPage('/_error', null, false);
  showAnalyticsPage('/item/[id]', page, false);
  const next = { ...page, path: '/item/2' } as BrandPageProps;
  showAnalyticsPage('/item/[id]', next, false);
  await settle();
  expect(bootAnalytics).toHaveBeenCalledTimes(1);
  expect(bootAnalytics.mock.calls[0][0]).toBe(page);
  expect(showPage.mock.calls).toEqual([
    ['/_error', null],
    ['/item/[id]', page],
    ['/item/[id]', next],
  ]);
});
