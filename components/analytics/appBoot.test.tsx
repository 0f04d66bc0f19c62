import { render } from '@testing-library/react';
import type { AppProps } from 'next/app';
import App from '../../pages/_app';
import { bootWanted } from '../../lib/analytics/bootWanted';

// "0 KB with no key" (issue 35): _app asks for the boot chunk only when the page has a key configured
// or its address tracking parameters. The chunk's module records that it was loaded.
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
const app = (pageProps: object, asPath = '/') =>
  render(<App Component={Page} pageProps={pageProps} router={{ asPath } as AppProps['router']} />);

async function settle() {
  for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
}

beforeEach(() => rendered.mockClear());

test('no key and no tracking parameters: the analytics boot is never loaded', async () => {
  app({ statusCode: 404 }, '/category/leggings?sort=price');
  await settle();
  expect(loaded).not.toHaveBeenCalled();
  expect(rendered).not.toHaveBeenCalled();
});

test('a key configured: the boot loads', async () => {
  app({ analytics: { gtmId: 'GTM-X' } });
  await settle();
  expect(rendered).toHaveBeenCalled();
});

test('bootWanted: a configuration or a tracking parameter, nothing else', () => {
  expect(bootWanted({}, '/')).toBe(false);
  expect(bootWanted({ analytics: null }, '/item/1?color=red')).toBe(false);
  expect(bootWanted({ analytics: { pixelId: '1' } }, '/')).toBe(true);
  expect(bootWanted({}, '/?utm_source=news')).toBe(true);
  expect(bootWanted({}, '/item/1?x=1&fbclid=abc')).toBe(true);
});
