/** A run of a name: matched (shown in <mark>) or not. */
export interface HighlightPart {
  text: string;
  match: boolean;
}

/** Folds case and accents so 'Café' matches 'cafe'; keeps one character per character. */
function fold(s: string): string {
  return Array.from(s)
    .map((ch) => {
      const base = ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      return (base.length === 1 ? base : ch).toLowerCase();
    })
    .join('');
}

/** The query's words (letters and digits), longest first so 'leg' does not hide 'legging'. */
export function queryWords(query: string): string[] {
  const words = fold(query).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return Array.from(new Set(words)).sort((a, b) => b.length - a.length);
}

/**
 * Splits `text` into matched and unmatched parts: a part matches where a word of the query starts a
 * word of the text (the way suggestions match: 'leg' marks 'Leg' of 'Leggings', not 'leg' inside
 * 'Alegra'). Case and accents are ignored; the parts, joined, are the text unchanged.
 */
export function highlightParts(text: string, query: string): HighlightPart[] {
  const words = queryWords(query);
  const chars = Array.from(text);
  const folded = Array.from(fold(text));
  if (!words.length || !chars.length || folded.length !== chars.length) return text ? [{ text, match: false }] : [];
  const marked = new Array<boolean>(chars.length).fill(false);
  const isWordChar = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}]/u.test(c);
  for (let i = 0; i < folded.length; i++) {
    if (isWordChar(folded[i - 1]) || !isWordChar(folded[i])) continue;
    for (const w of words) {
      const wc = Array.from(w);
      if (wc.every((c, k) => folded[i + k] === c)) {
        for (let k = 0; k < wc.length; k++) marked[i + k] = true;
        break;
      }
    }
  }
  const parts: HighlightPart[] = [];
  for (let i = 0; i < chars.length; i++) {
    const last = parts[parts.length - 1];
    if (last && last.match === marked[i]) last.text += chars[i];
    else parts.push({ text: chars[i], match: marked[i] });
  }
  return parts;
}
