/**
 * Whether words shown with an illustration (its title, alt text, a grid caption, a feed post's
 * caption) are true of the drawing. The demo art is one flat garment silhouette in brand colours
 * on a coloured ground, so text naming another garment or a colour that is not drawn is untrue.
 */
import type { ShapeName, Swatch } from './svg';

/** How a brand's copy names each colour its illustrations are drawn in ('hot pink', 'teal', …). */
export type ColourNames = Record<Swatch, string>;

/** What one illustration shows, in words. */
export interface ArtFacts {
  garments: ShapeName[];
  /** The name of each garment's colour, in the order of `garments`. */
  garmentColours: string[];
  /** Names of the other colours drawn (the ground behind the garments). */
  otherColours: string[];
  /** Patterns and details drawn on the garments ('stripes', 'rib'…, as in server/media/svg/details.ts); none when absent. */
  details?: string[];
}

/** Words that promise a pattern or detail on the garment, and the drawn details that keep the promise. */
const DETAIL_WORDS: [RegExp, string, string[]][] = [
  [/\bstriped?\b|\bstripes\b|\bbreton\b/i, 'stripes', ['stripes']],
  [/\bpockets?\b|\bcargo\b/i, 'a pocket', ['pocket']],
  [/\bcamo\b|\bleopard\b|\bfloral\b|\bprint(ed)?\b/i, 'a print', ['camo', 'leopard', 'floral', 'hearts', 'dots']],
  [/\bpolka\b|\bdots?\b|\bdotted\b/i, 'dots', ['dots']],
  // 'Capsule wardrobe check' is not a pattern: only the pattern words.
  [/\bcheck(ed)? (print|pattern)\b|\bcheckerboard\b|\bgingham\b|\bplaid\b|\bargyle\b/i, 'a check', ['check', 'argyle']],
  [/\bfaux leather\b|\bshiny\b|\bshine\b|\bsatin\b|\bvelvet\b|\bmetallic\b/i, 'a sheen', ['sheen']],
  [/\blace\b/i, 'lace', ['lace']],
  [/\bmesh\b/i, 'mesh', ['mesh']],
  [/\brib(bed)?\b/i, 'a rib knit', ['rib']],
  [/\bwaffle\b/i, 'a waffle knit', ['waffle']],
  [/\bcut-?outs?\b/i, 'a cut-out', ['cutout']],
];

/** Words that name each garment shape. No word names two shapes. */
const GARMENT_WORDS: Record<ShapeName, RegExp> = {
  legging: /\bleggings?\b/i,
  flare: /\bflares?\b|\byoga pants\b/i,
  jogger: /\bjoggers?\b/i,
  shorts: /\bshorts\b/i,
  bra: /\bbra(lette)?s?\b/i,
  cheeky: /\bcheek(y|ies)\b/i,
  thong: /\bthongs?\b/i,
  brief: /\bbriefs?\b/i,
  sock: /\bcrew socks?\b/i,
  ankle: /\bankle socks?\b/i,
  kneehigh: /\bknee[- ]highs?\b/i,
  gift: /\bgift box(es)?\b/i,
  tee: /\btees?\b|\bt-shirts?\b/i,
  tank: /\btanks?\b/i,
  hoodie: /\bhoodies?\b/i,
  lounge: /\blounge pants?\b/i,
};

/** Colour words a caption could use; every name in a brand's ColourNames must be one of them. */
export const COLOUR_WORDS = [
  'black', 'white', 'ivory', 'cream', 'grey', 'gray', 'charcoal', 'navy', 'blue', 'teal', 'deep teal', 'aqua', 'sea glass',
  'green', 'sage', 'olive', 'emerald', 'mint', 'driftwood', 'sand', 'oatmeal', 'beige', 'brown', 'rust', 'orange',
  'tangerine', 'apricot', 'peach', 'mustard', 'yellow', 'gold', 'red', 'cherry', 'cherry red', 'wine', 'burgundy', 'berry',
  'rose', 'deep rose', 'pink', 'hot pink', 'blush', 'coral', 'lavender', 'lilac', 'purple', 'plum', 'nude', 'pastel',
];

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wordPattern = (word: string) => new RegExp(`\\b${escape(word).replace(/ /g, '[ -]')}\\b`, 'gi');

/** The colour words in `text` other than `allowed` (longer names first, so 'hot pink' is not read as 'pink'). */
function colourWordsBesides(text: string, allowed: string[]): string[] {
  let rest = text;
  for (const name of [...allowed].sort((a, b) => b.length - a.length)) rest = rest.replace(wordPattern(name), ' ');
  const found: string[] = [];
  for (const word of [...COLOUR_WORDS].sort((a, b) => b.length - a.length)) {
    if (wordPattern(word).test(rest)) {
      found.push(word);
      rest = rest.replace(wordPattern(word), ' ');
    }
  }
  return found;
}

/**
 * What is untrue in `text` about the drawing: a garment or a colour that is not drawn. With
 * `complete`, the text must also name every garment drawn and its colour (illustration titles,
 * which are also the default alt text).
 */
export function artTextProblems(text: string, art: ArtFacts, complete = false): string[] {
  const problems: string[] = [];
  for (const [shape, words] of Object.entries(GARMENT_WORDS) as [ShapeName, RegExp][]) {
    const drawn = art.garments.includes(shape);
    if (!drawn && words.test(text)) problems.push(`names a ${shape} that is not drawn`);
    if (drawn && complete && !words.test(text)) problems.push(`does not name the ${shape} drawn`);
  }
  for (const word of colourWordsBesides(text, [...art.garmentColours, ...art.otherColours])) problems.push(`names ${word}, which is not drawn`);
  for (const [words, what, shows] of DETAIL_WORDS) {
    if (words.test(text) && !shows.some((d) => art.details?.includes(d))) problems.push(`promises ${what}, which is not drawn`);
  }
  if (complete) {
    for (const colour of art.garmentColours) if (!wordPattern(colour).test(text)) problems.push(`does not name the garment's color (${colour})`);
  }
  return problems;
}

/** Names in `names` that the colour check would not recognise. */
export function unknownColourNames(names: ColourNames): string[] {
  const known = new Set(COLOUR_WORDS);
  return Object.values(names).filter((n) => !known.has(n.toLowerCase()));
}
