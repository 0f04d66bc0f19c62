import type { BreadcrumbEntry, Item } from '../catalog/types';
import { shareImageUrl } from './shareImage';

/**
 * JSON-LD documents (schema.org) for search engines, and the one safe way to serialise them into
 * a <script> element.
 */

export type JsonLd = Record<string, unknown>;

/**
 * JSON for an inline <script type="application/ld+json">: '<' becomes \u003c so no value can
 * close the script element or open a comment; U+2028/U+2029 are escaped for old parsers.
 * JSON.parse reads the escaped text back to the same value.
 */
export function serializeJsonLd(doc: JsonLd | JsonLd[]): string {
  return JSON.stringify(doc).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** Absolute URL on the brand's canonical host: canonicalUrl('pureform.shop', '/item/1') */
export function canonicalUrl(host: string, path: string): string {
  const p = path.startsWith('/') ? path : `/${path}`;
  return `https://${host}${p === '/' ? '/' : p.replace(/\/+$/, '')}`;
}

export function absoluteUrl(host: string, url: string): string {
  return /^https?:\/\//i.test(url) ? url : canonicalUrl(host, url);
}

export function organizationLd(opts: { name: string; host: string; logo: string; sameAs: string[] }): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: opts.name,
    url: canonicalUrl(opts.host, '/'),
    logo: absoluteUrl(opts.host, opts.logo),
    sameAs: opts.sameAs.filter(Boolean),
  };
}

export function breadcrumbLd(host: string, entries: BreadcrumbEntry[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: entries.map((e, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: e.name,
      item: canonicalUrl(host, e.path),
    })),
  };
}

type ProductInput = Pick<Item, 'id' | 'name' | 'description' | 'images' | 'imageKeys' | 'price' | 'soldOut' | 'rating' | 'baseColor' | 'path'>;

export function productLd(host: string, brandName: string, item: ProductInput): JsonLd {
  const images = item.imageKeys.map((k) => item.images[k]?.url).filter((u): u is string => Boolean(u)).map((u) => absoluteUrl(host, shareImageUrl(u)));
  const doc: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: item.name,
    description: item.description,
    sku: String(item.id),
    image: images,
    brand: { '@type': 'Brand', name: brandName },
    offers: {
      '@type': 'Offer',
      url: canonicalUrl(host, item.path),
      priceCurrency: 'USD',
      price: item.price.toFixed(2),
      availability: item.soldOut ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
  if (item.baseColor) doc.color = item.baseColor;
  if (item.rating.count > 0) {
    doc.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: item.rating.average,
      reviewCount: item.rating.count,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return doc;
}
