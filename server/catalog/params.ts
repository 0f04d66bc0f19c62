import { HttpError, badRequest, notFound } from '../http/errors';
import type { Fields } from '../http/types';
import { rowIdOf } from '../http/rowId';

/** Shared Cache-Control of the catalog GETs (public, anonymous data). */
export const CATALOG_CACHE_CONTROL = 'public, s-maxage=60, stale-while-revalidate=600';

const SLUG = /^[a-z0-9][a-z0-9_-]{0,99}$/i;

/** A path slug; anything that cannot be a slug is a 404 (the page does not exist). */
export function readSlug(params: Record<string, string>, name: string): string {
  let raw = String(params[name] ?? '');
  try {
    raw = decodeURIComponent(raw);
  } catch {
    throw notFound(`${name}: invalid ID`);
  }
  if (!SLUG.test(raw)) throw notFound(`${name}: invalid ID`);
  return raw.toLowerCase();
}

/** A positive numeric id from a path parameter; malformed → 404 'id: invalid ID'. */
export function readPathId(params: Record<string, string>, name: string): number {
  const id = rowIdOf(params[name]);
  if (id === null) throw notFound(`${name}: invalid ID`);
  return id;
}

/** Max ids in one GET items call. */
export const MAX_IDS = 100;

/** Comma-separated ids (GET items); duplicates dropped, order kept. */
export function readIdList(query: Fields, name: string): number[] {
  const raw = query[name];
  if (raw === undefined || String(raw).trim() === '') throw badRequest(`${name}: is required`);
  if (String(raw).length > MAX_IDS * 13) throw badRequest(`${name}: at most ${MAX_IDS} ids`);
  const parts = String(raw)
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length > MAX_IDS) throw badRequest(`${name}: at most ${MAX_IDS} ids`);
  const ids = new Set<number>();
  for (const part of parts) {
    const id = rowIdOf(part);
    if (id === null) throw badRequest(`${name}: invalid ID "${part.slice(0, 20)}"`);
    ids.add(id);
  }
  return [...ids];
}

/** An optional id from the query (GET reviews?itemId=); malformed → 404 'invalid ID'. */
export function readOptionalQueryId(query: Fields, name: string): number | undefined {
  const raw = query[name];
  if (raw === undefined || String(raw).trim() === '') return undefined;
  const id = rowIdOf(raw);
  if (id === null) throw new HttpError(404, `${name}: invalid ID`);
  return id;
}
