/**
 * Search query reading (docs/search.md): a shopper's text becomes plain words. Nothing a shopper
 * types is ever an operator: FTS5 and tsquery syntax (`"`, `*`, `NEAR`, `OR`, `-`, `^`, `:`,
 * parentheses) is split away like any other punctuation, and every word is quoted (FTS5) or
 * passed as a bound parameter (PostgreSQL). Pure.
 */

/** Longest q accepted (characters); longer is a 400 naming q. */
export const MAX_QUERY_LENGTH = 200;
/** Words of a query beyond this many are ignored. */
export const MAX_QUERY_WORDS = 8;
/** Longest word kept (longer ones are cut to this). */
export const MAX_WORD_LENGTH = 40;

/** Words that say nothing about an item; dropped from queries so both databases agree ('sock for a gift'). */
export const STOP_WORDS = new Set(['a', 'an', 'and', 'the', 'for', 'with', 'of', 'in', 'on', 'to', 'or', 'my', 'her', 'his', 'by', 'at', 'near', 'not']);

/**
 * Size words a shopper types, each with the spellings the catalog uses ('2xl' is the seed's XXL and
 * the '2X' of XL-2X). A query word in one group matches any word of the group.
 */
const SIZE_GROUPS: string[][] = [
  ['2xl', 'xxl', '2x'],
  ['3xl', 'xxxl', '3x'],
  ['4xl', 'xxxxl', '4x'],
  ['5xl', 'xxxxxl', '5x'],
  ['1x', '1xl', 'xl'],
];
const SIZE_ALTERNATIVES = new Map<string, string[]>();
for (const group of SIZE_GROUPS) for (const w of group) if (!SIZE_ALTERNATIVES.has(w)) SIZE_ALTERNATIVES.set(w, group);
/** Apparel words the catalog says another way (one way only: 'rise' does not find 'waisted' items). */
SIZE_ALTERNATIVES.set('waisted', ['waisted', 'rise']);
SIZE_ALTERNATIVES.set('waist', ['waist', 'rise']);
SIZE_ALTERNATIVES.set('hoody', ['hoody', 'hoodie']);
SIZE_ALTERNATIVES.set('tshirt', ['tshirt', 'tee']);

/** The normalised text of a query: lower case, accents folded, words separated by one space. */
export function normaliseQuery(q: string): string {
  return tokenise(q).join(' ');
}

/**
 * The words of a query: letters and digits only (any script), lower case, accents removed, at most
 * MAX_QUERY_WORDS, stop words dropped unless they are the only words.
 */
export function tokenise(q: string): string[] {
  const words = q
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((w) => w.slice(0, MAX_WORD_LENGTH));
  const kept = words.filter((w) => !STOP_WORDS.has(w));
  return [...new Set(kept)].slice(0, MAX_QUERY_WORDS);
}

/** The spellings one query word matches: itself, plus its size group's other spellings or its apparel synonyms. */
export function alternativesOf(word: string): string[] {
  return SIZE_ALTERNATIVES.get(word) ?? [word];
}

/** An FTS5 string literal: double quotes, inner quotes doubled. Tokens hold none, but quoting never depends on that. */
export const fts5Quote = (w: string): string => `"${w.replace(/"/g, '""')}"`;

/**
 * The FTS5 MATCH expression for words that must all match (any column, or only `column`):
 * `("2xl" OR "xxl" OR "2x") AND "lace"`.
 */
export function fts5Expression(words: readonly string[], column?: string): string {
  const expr = words
    .map((w) => {
      const alts = alternativesOf(w).map(fts5Quote);
      return alts.length > 1 ? `(${alts.join(' OR ')})` : alts[0];
    })
    .join(' AND ');
  return column ? `${column} : (${expr})` : expr;
}
