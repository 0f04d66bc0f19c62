import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { PublicBrand } from '../../lib/brand/public';
import { BrandProvider } from '../../lib/brand/context';
import { testBrand, testLayoutSettings } from '../../lib/brand/testFixtures';
import { brandPage, type BrandPageProps } from '../../lib/page/brandPage';
import { isNoindexPath } from '../../lib/seo/noindex';
import { pageContext } from '../../tests/helpers/pageContext';
import { PageMeta } from '../pages/shared/PageMeta';
import { Seo } from './Seo';

// next/head only collects tags inside Next; here they render in place so the test can read them.
jest.mock('next/head', () => ({ __esModule: true, default: ({ children }: { children: ReactNode }) => <>{children}</> }));
// brandPage's settings request: a stand-in shop API with the fields its props are made from.
jest.mock('../../lib/api/server', () => ({
  serverApi: () => ({
    get: async () => ({ storeName: 'Test', headerMenu: [], footerMenu: [], mainShoppingPath: '/', banner: null, scrollingImages: [], clubName: 'VIP', brandHasClub: true, mainProduct: 'legging', mainProductPlural: 'leggings' }),
  }),
}));

const banner = { url: '/media/banner0000000000000.svg', width: 1600, height: 600, alt: 'Fall drop' };
const brand: PublicBrand = { ...testBrand, host: 'pureform.shop', shareImage: banner };

function og(ui: ReactNode): Record<string, string | null> {
  const { unmount } = render(<>{ui}</>);
  // React 19 hoists <meta> elements into document.head.
  const meta = (key: string) => document.head.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ?? null;
  const tags = Object.fromEntries(['og:image', 'og:image:type', 'og:image:width', 'og:image:height', 'og:image:alt', 'twitter:card'].map((k) => [k, meta(k)]));
  unmount();
  return tags;
}

test('a page image from our SVG media is shared as its PNG, 1200 wide, with the height scaled', () => {
  expect(og(<Seo brand={brand} path="/item/1" image={{ url: '/media/item0000000000000000.svg', width: 800, height: 1000, alt: 'Legging' }} />)).toEqual({
    'og:image': 'https://pureform.shop/media/item0000000000000000.png',
    'og:image:type': 'image/png',
    'og:image:width': '1200',
    'og:image:height': '1500',
    'og:image:alt': 'Legging',
    'twitter:card': 'summary_large_image',
  });
});

test("a page without an image, or with an SVG we cannot render, is shared with the brand's banner as PNG", () => {
  const expected = {
    'og:image': 'https://pureform.shop/media/banner0000000000000.png',
    'og:image:type': 'image/png',
    'og:image:width': '1200',
    'og:image:height': '450',
    'og:image:alt': 'Fall drop',
    'twitter:card': 'summary_large_image',
  };
  expect(og(<Seo brand={brand} path="/terms" />)).toEqual(expected);
  expect(og(<Seo brand={brand} path="/about-us" image={{ url: '/content/pf/hero.svg', width: 1200, height: 600, alt: 'Hero' }} />)).toEqual(expected);
});

test('a raster CMS image is shared unchanged', () => {
  expect(og(<Seo brand={brand} path="/about-us" image={{ url: 'https://cdn.sanity.io/images/a/b/photo-1200x630.jpg', width: 1200, height: 630 }} />)).toEqual({
    'og:image': 'https://cdn.sanity.io/images/a/b/photo-1200x630.jpg',
    'og:image:type': null,
    'og:image:width': '1200',
    'og:image:height': '630',
    'og:image:alt': null,
    'twitter:card': 'summary_large_image',
  });
});

test('a brand without a share image and a page without one: no og:image, a small card', () => {
  expect(og(<Seo brand={{ ...brand, shareImage: null }} path="/terms" />)).toMatchObject({ 'og:image': null, 'twitter:card': 'summary' });
});

function robots(ui: ReactNode): string | null {
  const { unmount } = render(<>{ui}</>);
  const v = document.head.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null;
  unmount();
  return v;
}

test("robots: 'noindex' for noindex pages, 'noindex, follow' where links must still be crawled (search results), none otherwise", () => {
  expect(robots(<Seo brand={brand} path="/search?q=legging" noindex follow />)).toBe('noindex, follow');
  expect(robots(<Seo brand={brand} path="/cart" noindex={isNoindexPath('/cart')} />)).toBe('noindex');
  expect(robots(<Seo brand={brand} path="/category/leggings" noindex={isNoindexPath('/category/leggings')} />)).toBeNull();
});

test('the server helper (brandPage) marks a protected page noindex in its props, and Seo writes the tag from them', async () => {
  const props = async (route: '/orders/[id]' | '/about-us', path: string) => {
    const result = await brandPage(route, async () => ({ props: {} }))(pageContext('localhost', path).ctx);
    return (result as { props: BrandPageProps }).props;
  };
  const order = await props('/orders/[id]', '/orders/31');
  expect(order.routeNoindex).toBe(true);
  expect(robots(<Seo brand={brand} path={order.path} noindex={order.routeNoindex} />)).toBe('noindex');
  const about = await props('/about-us', '/about-us');
  expect(about.routeNoindex).toBe(false);
  expect(robots(<Seo brand={brand} path={about.path} noindex={about.routeNoindex} />)).toBeNull();
});

test("PageMeta writes noindex for a page whose route is noindex (the layout passes BrandPageProps.routeNoindex down), or when told to", () => {
  const meta = (routeNoindex: boolean, noindex?: boolean) =>
    robots(
      <BrandProvider brand={brand} settings={testLayoutSettings} routeNoindex={routeNoindex}>
        <PageMeta title="Page" path="/somewhere" noindex={noindex} />
      </BrandProvider>,
    );
  expect(meta(true)).toBe('noindex');
  expect(meta(false, true)).toBe('noindex');
  expect(meta(false)).toBeNull();
});
