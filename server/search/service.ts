import type { DB } from '../db';
import type { DialectName } from '../db/migrations';
import type { ListingQuery } from '../../lib/catalog/query';
import type { Listing } from '../../lib/catalog/types';
import type { SuggestItem, SuggestLink, Suggestions } from '../../lib/search/types';
import { buildListing } from '../catalog/listing';
import type { CatalogSnapshot, ItemRecord } from '../catalog/snapshot';
import { correctWords } from './correct';
import { tokenise } from './query';
import { searchIndexFor, type SearchHit } from './searchIndex';

/** Most hits one search ranks, filters and pages (far more than anyone pages through). */
export const MAX_HITS = 2_000;
/** Items in a suggestion list. */
export const SUGGEST_ITEMS = 6;
/** Categories and content pages in a suggestion list, each. */
export const SUGGEST_LINKS = 4;

export interface SearchResult extends Listing {
  /** The query as read (normalised words). */
  query: string;
  /** The corrected query the results are for, when the query as typed found nothing; else null. */
  didYouMean: string | null;
}

const vocabularies = new WeakMap<CatalogSnapshot, Map<string, number>>();

/** Every word of the brand's indexed text (names, categories, types, colours, sizes, descriptions) with its frequency. */
export function vocabularyOf(snap: CatalogSnapshot): Map<string, number> {
  let vocab = vocabularies.get(snap);
  if (vocab) return vocab;
  vocab = new Map();
  const add = (text: string) => {
    for (const w of text
      .normalize('NFKD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u))
      if (w) vocab!.set(w, (vocab!.get(w) ?? 0) + 1);
  };
  for (const rec of snap.items.values()) {
    add(rec.row.name);
    add(rec.row.type);
    add(rec.row.description);
    add(rec.row.base_color);
    for (const c of rec.colors) add(c.name);
    for (const s of rec.sizes) add(s.size);
    for (const id of rec.categoryIds) add(snap.categoryById.get(id)?.name ?? '');
  }
  vocabularies.set(snap, vocab);
  return vocab;
}

/**
 * Ranks hits: items whose name holds every word first, then relevance in four bands (a quarter of
 * the best score each), then in stock before sold out, then the exact score, then the catalog's
 * own order (position, id).
 */
export function rankHits(hits: readonly SearchHit[], snap: CatalogSnapshot): ItemRecord[] {
  const best = Math.max(0, ...hits.map((h) => h.score));
  const band = (s: number) => (best > 0 ? Math.min(3, Math.floor((s / best) * 4)) : 0);
  return hits
    .map((h) => ({ h, rec: snap.items.get(h.id) }))
    .filter((x): x is { h: SearchHit; rec: ItemRecord } => Boolean(x.rec))
    .sort(
      (a, b) =>
        Number(b.h.nameMatch) - Number(a.h.nameMatch) ||
        band(b.h.score) - band(a.h.score) ||
        Number(a.rec.listed.soldOut) - Number(b.rec.listed.soldOut) ||
        b.h.score - a.h.score ||
        a.rec.row.position - b.rec.row.position ||
        a.rec.row.id - b.rec.row.id,
    )
    .map((x) => x.rec);
}

/**
 * A search of one brand's active items: every word counts, stems and size spellings match; a query
 * that finds nothing is answered by the suggestions' rule (every word as a stem or a word's start),
 * and only when that finds nothing either is it retried with its typos corrected (didYouMean). VIP-only items are
 * listed as the category pages list them (marked vipOnly; only members may buy them).
 */
export async function searchCatalog(
  db: DB,
  dialect: DialectName,
  snap: CatalogSnapshot,
  rawQuery: string,
  q: ListingQuery,
  sizeOrder: string[],
  pageSize: number,
): Promise<SearchResult> {
  const index = searchIndexFor(dialect);
  const words = tokenise(rawQuery);
  let hits = await index.match(db, snap.brandId, words, MAX_HITS);
  let didYouMean: string | null = null;
  if (!hits.length && words.length) {
    // The suggestions' rule before any correction: a half-typed word ('legg') lists what the
    // suggestions under the field showed for it, not 'Nothing matched … did you mean leg?'.
    hits = await prefixHits(db, dialect, snap, words);
  }
  if (!hits.length && words.length) {
    const corrected = correctWords(words, vocabularyOf(snap));
    if (corrected) {
      const retry = await index.match(db, snap.brandId, corrected, MAX_HITS);
      if (retry.length) {
        hits = retry;
        didYouMean = corrected.join(' ');
      }
    }
  }
  return { query: words.join(' '), didYouMean, ...buildListing(rankHits(hits, snap), q, sizeOrder, pageSize) };
}

export type { SuggestItem, SuggestLink, Suggestions };

/** The items suggest() lists for these words (each word as a stem or a word's start), as hits ranked by rankHits. */
async function prefixHits(db: DB, dialect: DialectName, snap: CatalogSnapshot, words: readonly string[]): Promise<SearchHit[]> {
  const ids = await searchIndexFor(dialect).prefix(db, snap.brandId, words, MAX_HITS);
  return ids.map((id) => {
    const rec = snap.items.get(id);
    return { id, score: 0, nameMatch: rec ? startsEveryWord(words, rec.row.name) : false };
  });
}

const wordsOf = (text: string) => tokenise(text);

/** Whether every query word starts a word of the text, or is a word of it minus a plural s. */
export function startsEveryWord(words: readonly string[], text: string): boolean {
  const own = text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return words.every((w) => own.some((o) => o.startsWith(w) || (w.endsWith('s') && o === w.slice(0, -1))));
}

/** Suggestions while typing: items (name matches first, in stock first), categories and content pages. */
export async function suggest(
  db: DB,
  dialect: DialectName,
  snap: CatalogSnapshot,
  rawQuery: string,
  pages: readonly SuggestLink[],
): Promise<Suggestions> {
  const words = wordsOf(rawQuery);
  if (!words.length) return { query: '', items: [], categories: [], pages: [] };
  const ids = await searchIndexFor(dialect).prefix(db, snap.brandId, words, 200);
  const recs = ids
    .map((id) => snap.items.get(id))
    .filter((r): r is ItemRecord => Boolean(r))
    .map((rec) => ({ rec, name: startsEveryWord(words, rec.row.name) }))
    .sort(
      (a, b) =>
        Number(b.name) - Number(a.name) ||
        Number(a.rec.listed.soldOut) - Number(b.rec.listed.soldOut) ||
        a.rec.row.position - b.rec.row.position ||
        a.rec.row.id - b.rec.row.id,
    )
    .slice(0, SUGGEST_ITEMS);
  return {
    query: words.join(' '),
    items: recs.map(({ rec }) => ({
      id: rec.listed.id,
      path: rec.listed.path,
      name: rec.listed.name,
      price: rec.listed.price,
      originalPrice: rec.listed.originalPrice,
      image: rec.listed.image,
      soldOut: rec.listed.soldOut,
      vipOnly: rec.listed.vipOnly,
    })),
    categories: snap.categories
      .filter((c) => startsEveryWord(words, c.name))
      .slice(0, SUGGEST_LINKS)
      .map((c) => ({ name: c.name, path: c.path })),
    pages: pages.filter((p) => startsEveryWord(words, p.name)).slice(0, SUGGEST_LINKS),
  };
}
