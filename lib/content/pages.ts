/**
 * Content pages for routes: typed results of the GROQ queries, cached in-process per brand and
 * slug for a short time (the dataset changes rarely; Sanity's CDN is the source of truth).
 * Server-only (goes through `client.ts`).
 */
import { loadingCache } from '../cache/loadingCache';
import { getContentClient, type ContentClient } from './client';
import { parseCampaign, type Campaign } from './campaign';
import {
  CAMPAIGNS_QUERY,
  INDEXABLE_PAGES_QUERY,
  LANDING_BY_SLUG_QUERY,
  PAGE_BY_SLUG_QUERY,
  contentPath,
  normalizeSlug,
} from './queries';
import { CONTENT_BLOCK_TYPES, type ContentBlock, type ContentPage, type IndexablePage, type LandingKind } from './types';

/** How long a page (or a miss) stays cached in-process. */
export const CONTENT_CACHE_TTL_MS = 60_000;

/** Values are boxed so that a miss (null) is cached like a page. Keys come from request paths, so the cache is bounded. */
const cache = loadingCache<{ value: unknown }, () => Promise<unknown>>({
  max: 5_000,
  ttlMs: CONTENT_CACHE_TTL_MS,
  load: (_key, load) => load().then((value) => ({ value })),
});

async function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
  return (await cache.get(key, load)).value as T;
}

/** Empties the in-process content cache. */
export function clearContentCache(): void {
  cache.clear();
}

const KNOWN_BLOCKS = new Set<string>(CONTENT_BLOCK_TYPES);

/** Applies defaults and drops blocks this front end cannot render (e.g. new CMS block types). */
export function normalizePage(raw: unknown): ContentPage | null {
  if (!raw || typeof raw !== 'object') return null;
  const page = raw as Partial<ContentPage> & { blocks?: unknown };
  if (typeof page.slug !== 'string' || typeof page.brand !== 'string') return null;
  const blocks = Array.isArray(page.blocks)
    ? (page.blocks as { _type?: unknown }[]).filter(
        (b): b is ContentBlock => !!b && typeof b === 'object' && typeof b._type === 'string' && KNOWN_BLOCKS.has(b._type),
      )
    : [];
  return {
    _id: String(page._id ?? ''),
    _type: page._type === 'landing' ? 'landing' : 'page',
    _updatedAt: String(page._updatedAt ?? ''),
    brand: page.brand,
    slug: page.slug,
    title: typeof page.title === 'string' ? page.title : '',
    description: typeof page.description === 'string' ? page.description : '',
    noindex: page.noindex === true,
    layout: page.layout === 'slim' ? 'slim' : 'default',
    kind: page.kind === 'landing' || page.kind === 'social_media_special' ? page.kind : null,
    campaign: parseCampaign(page.campaign),
    blocks,
  };
}

function clientKey(client: ContentClient): string {
  return client.mode;
}

/** A content page ('about-us', 'page/store-policies' → 'store-policies', 'form/' → 'form'…), or null. */
export async function getContentPage(brandId: string, slug: string): Promise<ContentPage | null> {
  const s = normalizeSlug(slug).replace(/^page\//, '');
  const client = getContentClient();
  return cached(`${clientKey(client)}:page:${brandId}:${s}`, async () =>
    normalizePage(await client.fetch<unknown>(PAGE_BY_SLUG_QUERY, { brand: brandId, slug: s })),
  );
}

/**
 * A landing document by id (/landing/:id, /funneltestoct17/:id, /social_media_specials/:id), or
 * null. Pass `kind` to accept only one of the two routes' documents.
 */
export async function getLanding(brandId: string, id: string, kind: LandingKind | null = null): Promise<ContentPage | null> {
  const s = normalizeSlug(id);
  const client = getContentClient();
  return cached(`${clientKey(client)}:landing:${brandId}:${kind ?? '*'}:${s}`, async () =>
    normalizePage(await client.fetch<unknown>(LANDING_BY_SLUG_QUERY, { brand: brandId, slug: s, kind })),
  );
}

/** A social media special (/social_media_specials/:id), or null. */
export function getSocialMediaSpecial(brandId: string, id: string): Promise<ContentPage | null> {
  return getLanding(brandId, id, 'social_media_special');
}

/** A campaign landing as listed for "on now": its title, the path that serves it and its dates. */
export interface CampaignLink {
  title: string;
  path: string;
  campaign: Campaign;
}

/** The brand's campaign landings, latest start first. */
export async function listCampaigns(brandId: string): Promise<CampaignLink[]> {
  const client = getContentClient();
  return cached(`${clientKey(client)}:campaigns:${brandId}`, async () => {
    const rows = await client.fetch<unknown>(CAMPAIGNS_QUERY, { brand: brandId });
    if (!Array.isArray(rows)) return [];
    return (rows as { title?: unknown; slug?: unknown; kind?: unknown; campaign?: unknown }[]).flatMap((r) => {
      const campaign = parseCampaign(r?.campaign);
      if (!campaign || typeof r.slug !== 'string') return [];
      const kind = r.kind === 'social_media_special' ? 'social_media_special' : 'landing';
      return [{ title: typeof r.title === 'string' ? r.title : r.slug, path: contentPath(r.slug, kind), campaign }];
    });
  });
}

/** Indexable content pages of a brand with their last update, for the sitemap ('homepage' excluded). */
export async function listIndexablePages(brandId: string): Promise<IndexablePage[]> {
  const client = getContentClient();
  return cached(`${clientKey(client)}:indexable:${brandId}`, async () => {
    const rows = await client.fetch<unknown>(INDEXABLE_PAGES_QUERY, { brand: brandId });
    return Array.isArray(rows)
      ? (rows as IndexablePage[]).filter((r) => r && typeof r.slug === 'string').map((r) => ({ slug: r.slug, updatedAt: String(r.updatedAt ?? '') }))
      : [];
  });
}

/** Slugs of a brand's indexable content pages (sitemap); map to URLs with `contentPath()`. */
export async function listIndexableSlugs(brandId: string): Promise<string[]> {
  return (await listIndexablePages(brandId)).map((p) => p.slug);
}
