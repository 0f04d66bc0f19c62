import { breadcrumbLd, canonicalUrl, organizationLd, productLd, serializeJsonLd } from './jsonLd';

describe('serializeJsonLd', () => {
  test('no value can close the script element', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script>', note: '<!-- x' });
    expect(text).not.toMatch(/</);
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>', note: '<!-- x' });
  });
  test('line and paragraph separators are escaped', () => {
    const text = serializeJsonLd({ a: 'x\u2028y\u2029z' });
    expect(text).toContain('\\u2028');
    expect(JSON.parse(text).a).toBe('x\u2028y\u2029z');
  });
});

test('canonicalUrl', () => {
  expect(canonicalUrl('pureform.shop', '/')).toBe('https://pureform.shop/');
  expect(canonicalUrl('pureform.shop', '/category/leggings/')).toBe('https://pureform.shop/category/leggings');
  expect(canonicalUrl('pureform.shop', 'item/1')).toBe('https://pureform.shop/item/1');
});

test('breadcrumbLd', () => {
  expect(breadcrumbLd('x.shop', [{ name: 'Home', path: '/' }, { name: 'Leggings', path: '/category/leggings' }])).toEqual({
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://x.shop/' },
      { '@type': 'ListItem', position: 2, name: 'Leggings', item: 'https://x.shop/category/leggings' },
    ],
  });
});

describe('productLd', () => {
  const item = {
    id: 7, name: 'Legging', description: 'Soft', path: '/item/7', price: 29.9, soldOut: false, baseColor: 'black',
    imageKeys: ['image2', 'image1'] as ('image1' | 'image2')[],
    images: { image1: { url: '/media/a.svg', width: 1, height: 1, alt: '' }, image2: { url: 'https://cdn.x/b.svg', width: 1, height: 1, alt: '' } },
    rating: { average: 4.5, count: 2, histogram: [] },
  };
  test('Offer and AggregateRating; our SVG media are listed as their PNG, other images as they are', () => {
    const ld = productLd('x.shop', 'X', item);
    expect(ld).toMatchObject({
      '@type': 'Product', sku: '7', image: ['https://cdn.x/b.svg', 'https://x.shop/media/a.png'],
      offers: { '@type': 'Offer', price: '29.90', priceCurrency: 'USD', availability: 'https://schema.org/InStock', url: 'https://x.shop/item/7' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2 },
    });
  });
  test('no AggregateRating without reviews; sold out is OutOfStock', () => {
    const ld = productLd('x.shop', 'X', { ...item, soldOut: true, rating: { average: 0, count: 0, histogram: [] } });
    expect(ld.aggregateRating).toBeUndefined();
    expect((ld.offers as { availability: string }).availability).toBe('https://schema.org/OutOfStock');
  });
});

test('organizationLd', () => {
  expect(organizationLd({ name: 'X', host: 'x.shop', logo: '/brands/x.svg', sameAs: ['https://ig/x', ''] })).toEqual({
    '@context': 'https://schema.org', '@type': 'Organization', name: 'X', url: 'https://x.shop/', logo: 'https://x.shop/brands/x.svg', sameAs: ['https://ig/x'],
  });
});
