/**
 * Typo correction ('did you mean'): each word of a query that is not in the brand's vocabulary is
 * replaced by the closest vocabulary word within a small edit distance (Damerau–Levenshtein:
 * a swap of two neighbouring letters is one edit). Words under 4 letters are never corrected
 * (sizes, 'xl', 'bra'), 4–7 letters allow 1 edit, 8 and more allow 2. Pure.
 */

/** Edits allowed for a word of this length. */
export function maxEdits(length: number): number {
  return length >= 8 ? 2 : length >= 4 ? 1 : 0;
}

/** Optimal-string-alignment distance between a and b, or limit + 1 as soon as it exceeds limit. */
export function editDistance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    rows.push(new Array<number>(b.length + 1).fill(0));
    rows[i][0] = i;
  }
  for (let j = 0; j <= b.length; j++) rows[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    let best = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, rows[i - 2][j - 2] + 1);
      rows[i][j] = v;
      best = Math.min(best, v);
    }
    if (best > limit) return limit + 1;
  }
  return rows[a.length][b.length];
}

/** The vocabulary word closest to `word` within its allowed edits (ties: the more frequent, then alphabetical), or null. */
export function closestWord(word: string, vocabulary: ReadonlyMap<string, number>): string | null {
  const limit = maxEdits(word.length);
  if (limit === 0 || vocabulary.has(word)) return null;
  let best: { w: string; d: number; n: number } | null = null;
  for (const [w, n] of vocabulary) {
    if (w.length < 3) continue;
    const d = editDistance(word, w, limit);
    if (d > limit) continue;
    if (!best || d < best.d || (d === best.d && (n > best.n || (n === best.n && w < best.w)))) best = { w, d, n };
  }
  return best?.w ?? null;
}

/**
 * The query with each unknown word corrected, or null when nothing changed. Words that are a
 * vocabulary word's start or a plural/singular of one ('legging', 'leggings') count as known.
 */
export function correctWords(words: readonly string[], vocabulary: ReadonlyMap<string, number>): string[] | null {
  let changed = false;
  const out = words.map((w) => {
    if (vocabulary.has(w) || vocabulary.has(`${w}s`) || (w.endsWith('s') && vocabulary.has(w.slice(0, -1)))) return w;
    const fixed = closestWord(w, vocabulary);
    if (fixed && fixed !== w) {
      changed = true;
      return fixed;
    }
    return w;
  });
  return changed ? out : null;
}
