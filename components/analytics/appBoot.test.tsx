import { act, render } from '@testing-library/react';
import type { AppProps } from 'next/app';
import { Profiler } from 'react';
import App from '../../pages/_app';
import { bootWanted } from '../../lib/analytics/bootWanted';
import { trackedLanding } from '../../lib/analytics/trackedLanding';
import { resetAnalyticsBootForTests } from '../../lib/analytics/useAnalyticsBoot';
import Router from 'next/router';

// "0 KB with no key" (issue 35): _app asks for the boot chunk only when the page's props ask for it
// (the server saw a key configured, or tracking parameters). The chunk's module records that it was loaded.
const loaded = jest.fn();
const shown = jest.fn();
jest.mock('./pageAnalytics', () => {
  loaded();
  return { showAnalyticsPage: (...a: unknown[]) => shown(...a) };
});
jest.mock('next/router', () => ({ __esModule: true, default: { pathname: '/', asPath: '/', events: { on: jest.fn(), off: jest.fn() } } }));

const Page = () => <p>page</p>;
const commits: string[] = [];
const element = (pageProps: object) => (
  <Profiler id="page" onRender={(_id, phase) => commits.push(phase)}>
    <App Component={Page} pageProps={pageProps} router={{ asPath: '/' } as AppProps['router']} />
  </Profiler>
);
const app = (pageProps: object) => render(element(pageProps));

async function settle() {
  await act(async () => {
    for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
  });
}

beforeEach(() => {
  shown.mockClear();
  commits.length = 0;
});

test('no key and no tracking parameters: the analytics boot is never loaded', async () => {
  app({ statusCode: 404 });
  await settle();
  expect(loaded).not.toHaveBeenCalled();
  expect(shown).not.toHaveBeenCalled();
});

test('a key configured: the boot loads and is told of the page; the page’s React root never updates because of it', async () => {
  const props = { analytics: { gtmId: 'GTM-X' } };
  app(props);
  await settle();
  expect(shown).toHaveBeenCalledWith('/', null, false);
  // An update of the page's root while React hydrates its deferred parts would restart that work.
  expect(commits).toEqual(['mount']);
});

test('the chunk waits for the load event and idle time; pages shown before then are told in order once it is there', async () => {
  resetAnalyticsBootForTests();
  let state: DocumentReadyState = 'loading';
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });
  try {
    const props = { analytics: { gtmId: 'GTM-X' } };
    (Router as { pathname: string }).pathname = '/a';
    app(props).unmount();
    (Router as { pathname: string }).pathname = '/b';
    app(props);
    await settle();
    expect(shown).not.toHaveBeenCalled();
    state = 'complete';
    window.dispatchEvent(new Event('load'));
    await settle();
    expect(shown.mock.calls.map((c) => c[0])).toEqual(['/a', '/b']);
  } finally {
    delete (document as { readyState?: unknown }).readyState;
    (Router as { pathname: string }).pathname = '/';
  }
});

test('a landing with tracking parameters and no key: the boot loads (to send the landing)', async () => {
  app({ trackedLanding: true });
  await settle();
  expect(shown).toHaveBeenCalled();
});

test('bootWanted: a configuration or a tracked landing in the props, nothing else', () => {
  expect(bootWanted({})).toBe(false);
  expect(bootWanted(null)).toBe(false);
  expect(bootWanted({ analytics: null, path: '/?utm_source=news' })).toBe(false);
  expect(bootWanted({ analytics: { pixelId: '1' } })).toBe(true);
  expect(bootWanted({ trackedLanding: true })).toBe(true);
});

test('trackedLanding: any UTM parameter or click id in the address, nothing else', () => {
  expect(trackedLanding('/')).toBe(false);
  expect(trackedLanding('/item/1?color=red')).toBe(false);
  expect(trackedLanding('/?utm_source=news')).toBe(true);
  expect(trackedLanding('/item/1?x=1&fbclid=abc')).toBe(true);
  expect(trackedLanding('/?xutm_source=a')).toBe(false);
});
