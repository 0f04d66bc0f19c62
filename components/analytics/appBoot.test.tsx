import { render } from '@testing-library/react';
import type { AppProps } from 'next/app';
import App from '../../pages/_app';
import { bootWanted } from '../../lib/analytics/bootWanted';
import { trackedLanding } from '../../lib/analytics/trackedLanding';

// "0 KB with no key" (issue 35): _app asks for the boot chunk only when the page's props ask for it
// (the server saw a key configured, or tracking parameters). The chunk's module records that it was loaded.
const loaded = jest.fn();
const rendered = jest.fn();
jest.mock('./AnalyticsBoot', () => {
  loaded();
  return {
    __esModule: true,
    default: () => {
      rendered();
      return null;
    },
  };
});

const Page = () => <p>page</p>;
const app = (pageProps: object) => render(<App Component={Page} pageProps={pageProps} router={{ asPath: '/' } as AppProps['router']} />);

async function settle() {
  for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
}

beforeEach(() => rendered.mockClear());

test('no key and no tracking parameters: the analytics boot is never loaded', async () => {
  app({ statusCode: 404 });
  await settle();
  expect(loaded).not.toHaveBeenCalled();
  expect(rendered).not.toHaveBeenCalled();
});

test('a key configured: the boot loads', async () => {
  app({ analytics: { gtmId: 'GTM-X' } });
  await settle();
  expect(rendered).toHaveBeenCalled();
});

test('a landing with tracking parameters and no key: the boot loads (to send the landing)', async () => {
  app({ trackedLanding: true });
  await settle();
  expect(rendered).toHaveBeenCalled();
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
