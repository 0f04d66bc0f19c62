import type { RouteDef, RouteHandlers } from '../routes';
import { badRequest } from '../http/errors';
import { optionalInt, optionalString } from '../http/input';
import { parseListingQuery } from '../../lib/catalog/query';
import { CATEGORY_PAGE_SIZE } from '../../lib/catalog/types';
import { getCatalog } from '../catalog/cache';
import { dialectName } from '../db';
import { getStoreSettings } from '../settings/store';
import { contentPagesOf } from './contentPages';
import { recordMiss } from './misses';
import { MAX_QUERY_LENGTH } from './query';
import { searchCatalog, suggest, type SearchResult, type Suggestions } from './service';
import { cachedResults, cachedSuggestions } from './suggestCache';

/** Most items one results page may ask for (per-page). */
export const MAX_PER_PAGE = 48;

type Ctx = Parameters<RouteDef['handler']>[0];

/** q: required, at most MAX_QUERY_LENGTH characters, no NUL; 400s name q. */
function readQ(ctx: Ctx): string {
  const q = optionalString(ctx.req.query, 'q', MAX_QUERY_LENGTH);
  if (!q) throw badRequest('q: is required');
  return q;
}

/** Nothing personal is in suggestions: public for a visitor, private for a logged-in customer (whose answers are not shared). */
const cacheControl = (ctx: Ctx, publicValue: string) => (ctx.session.customerId === null ? publicValue : 'private, max-age=60');

async function sizeOrder(ctx: Ctx): Promise<string[]> {
  const s = await getStoreSettings(ctx.db, ctx.brand.id).catch(() => null);
  return Array.isArray(s?.sizes) ? (s.sizes as unknown[]).filter((x): x is string => typeof x === 'string') : [];
}

/** Search (docs/api.md, "Search"; docs/search.md). */
export const searchRoutes = {
  'GET search': async (ctx): Promise<SearchResult> => {
    const raw = readQ(ctx);
    const perPage = optionalInt(ctx.req.query, 'per-page', 1, MAX_PER_PAGE) ?? CATEGORY_PAGE_SIZE;
    const listing = parseListingQuery(ctx.req.query);
    const [snap, sizes] = await Promise.all([getCatalog(ctx.db, ctx.brand.id), sizeOrder(ctx)]);
    const result = await cachedResults(snap, raw, listing, sizes, perPage, () => searchCatalog(ctx.db, dialectName(), snap, raw, listing, sizes, perPage));
    if (result.total === 0 && result.query) await recordMiss(ctx.db, ctx.brand.id, result.query);
    // Kept by the browser only, never a shared cache (a CDN honours a public max-age): every
    // shopper's zero-result query must reach the server to be counted.
    ctx.headers['Cache-Control'] = 'private, max-age=60';
    return result;
  },
  'GET search/suggest': async (ctx): Promise<Suggestions> => {
    const raw = readQ(ctx);
    const [snap, pages] = await Promise.all([getCatalog(ctx.db, ctx.brand.id), contentPagesOf(ctx.brand.id)]);
    ctx.headers['Cache-Control'] = cacheControl(ctx, 'public, max-age=60');
    return cachedSuggestions(snap, raw, pages, () => suggest(ctx.db, dialectName(), snap, raw, pages));
  },
} satisfies RouteHandlers;
