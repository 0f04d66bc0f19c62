/**
 * GROQ queries of the content layer. The same strings run against Sanity (through
 * @sanity/client) and against the local dataset (through groq-js); see `client.ts`.
 */

/** Fields every page/landing query returns; the shape of `ContentPage`. */
export const PAGE_PROJECTION = `{
  _id,
  _type,
  _updatedAt,
  brand,
  "slug": slug.current,
  title,
  "description": coalesce(description, ""),
  "noindex": coalesce(noindex, false),
  "layout": coalesce(layout, "default"),
  "kind": coalesce(kind, null),
  "campaign": coalesce(campaign, null),
  "blocks": coalesce(blocks, [])
}`;

/** A brand's campaign landings (both routes), for "on now" on an ended campaign's page. Params: `$brand`. */
export const CAMPAIGNS_QUERY = `*[_type == "landing" && brand == $brand && defined(campaign)] | order(campaign.startsAt desc){
  title,
  "slug": slug.current,
  "kind": coalesce(kind, "landing"),
  campaign
}`;

/**
 * A page (or landing) by brand and slug. Params: `$brand`, `$slug`.
 * When a page and a landing share a slug the page wins (`"page" > "landing"`).
 */
export const PAGE_BY_SLUG_QUERY = `*[_type in ["page", "landing"] && brand == $brand && slug.current == $slug] | order(_type desc)[0]${PAGE_PROJECTION}`;

/**
 * A landing document by brand and slug. Params: `$brand`, `$slug`, `$kind` (null for any kind,
 * else 'landing' or 'social_media_special').
 */
export const LANDING_BY_SLUG_QUERY = `*[_type == "landing" && brand == $brand && slug.current == $slug && (!defined($kind) || kind == $kind)][0]${PAGE_PROJECTION}`;

/**
 * Slugs of the pages a brand wants in its sitemap: `page` documents without `noindex`.
 * 'homepage' is left out: it is served at '/', which the sitemap lists anyway.
 * Params: `$brand`.
 */
export const INDEXABLE_PAGES_QUERY = `*[_type == "page" && brand == $brand && noindex != true && slug.current != "homepage"] | order(slug.current asc){
  "slug": slug.current,
  "updatedAt": _updatedAt
}`;

/** '/form/' → 'form', 'page/store-policies' stays as given minus surrounding slashes. */
export function normalizeSlug(slug: string): string {
  return slug.trim().replace(/^\/+|\/+$/g, '');
}

export function pageQueryParams(brand: string, slug: string): { brand: string; slug: string } {
  return { brand, slug: normalizeSlug(slug) };
}

/**
 * The in-app URL path that serves a content slug (spec section 2): the home page is '/',
 * the FAQ pages live under '/page/', 'form' is '/form/', landings under '/landing/' and
 * social media specials under '/social_media_specials/'.
 */
export function contentPath(slug: string, kind: 'landing' | 'social_media_special' | null = null): string {
  const s = normalizeSlug(slug);
  if (kind === 'landing') return `/landing/${s}`;
  if (kind === 'social_media_special') return `/social_media_specials/${s}`;
  if (s === 'homepage') return '/';
  if (s === 'store-policies' || s === 'ckb-store-policies') return `/page/${s}`;
  if (s === 'form') return '/form/';
  return `/${s}`;
}
