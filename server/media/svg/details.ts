/**
 * Details a garment's name promises (a stripe, a pocket, a print, a sheen…) and how the drawing
 * shows them. The seed reads an item's name with `detailsOf` and the garment drawings draw what
 * they can (garments.ts reports what it drew, so a name the art cannot show fails a unit test).
 * Every colour here is the piece's own ($M body, $T trim, $L seam) or plain white or black, so a
 * recoloured image is still the drawing of that colour (recolor.ts).
 */

export type Detail =
  | 'stripes' | 'pocket' | 'camo' | 'hearts' | 'floral' | 'dots' | 'check' | 'argyle'
  | 'sheen' | 'lace' | 'mesh' | 'rib' | 'waffle' | 'cutout' | 'quilted' | 'logo';

/** Words in an item name and the detail each asks of the drawing (first match per detail). */
const NAME_DETAILS: [RegExp, Detail][] = [
  [/stripe|breton/i, 'stripes'],
  [/pocket|cargo/i, 'pocket'],
  [/camo/i, 'camo'],
  [/heart/i, 'hearts'],
  [/floral/i, 'floral'],
  [/\bdots?\b|polka|confetti/i, 'dots'],
  [/check/i, 'check'],
  [/argyle/i, 'argyle'],
  [/shine|foil|faux leather|satin|silk-touch|velvet|reflective/i, 'sheen'],
  [/\blace\b/i, 'lace'],
  [/mesh/i, 'mesh'],
  [/\brib(bed)?\b|baby rib|cable/i, 'rib'],
  [/waffle/i, 'waffle'],
  [/cut-out/i, 'cutout'],
  [/quilted|puffer/i, 'quilted'],
  [/\blogo\b/i, 'logo'],
];

/** The details an item's drawing shows for its name. */
export function detailsOf(name: string): Detail[] {
  return NAME_DETAILS.filter(([re]) => re.test(name)).map(([, d]) => d);
}

/** Details drawn as an all-over fill pattern on the body. */
export const PATTERN_DETAILS: readonly Detail[] = ['stripes', 'camo', 'hearts', 'floral', 'dots', 'check', 'argyle', 'lace', 'mesh', 'rib', 'waffle', 'quilted'];

const HEART = 'c-3-5-12-4-10 3l10 10 10-10c2-7-7-8-10-3z';

/** The tile of each pattern: [width, height, content] in the 400 x 500 garment frame. */
const TILES: Partial<Record<Detail, [number, number, string]>> = {
  stripes: [24, 24, '<path fill="$T" d="M0 0h24v11H0z"/>'],
  camo: [
    120, 120,
    '<path fill="$L" opacity=".55" d="M8 14c18-12 40 4 30 20s-30 16-34 4 2-18 4-24zM70 60c16-8 40 0 36 18s-30 20-40 10-6-22 4-28z"/>' +
      '<path fill="#000" opacity=".22" d="M60 6c14 2 22 14 12 22s-26 0-24-10 4-12 12-12zM14 78c12-6 28 4 22 16s-26 12-28 2 0-14 6-18z"/>' +
      '<path fill="$T" d="M96 18c12-4 22 8 16 18s-20 6-22-2 0-14 6-16zM38 46c10 0 18 10 10 18s-22 2-20-8 4-10 10-10z"/>',
  ],
  hearts: [40, 40, `<path fill="$L" d="M10 10${HEART}"/><path fill="$L" d="M30 30${HEART}"/>`],
  floral: [
    48, 48,
    '<g fill="$L" opacity=".8"><circle cx="12" cy="7" r="4"/><circle cx="17" cy="12" r="4"/><circle cx="12" cy="17" r="4"/><circle cx="7" cy="12" r="4"/></g><circle cx="12" cy="12" r="2.5" fill="#fff"/>' +
      '<g fill="$L" opacity=".8"><circle cx="36" cy="31" r="4"/><circle cx="41" cy="36" r="4"/><circle cx="36" cy="41" r="4"/><circle cx="31" cy="36" r="4"/></g><circle cx="36" cy="36" r="2.5" fill="#fff"/>',
  ],
  dots: [30, 30, '<circle cx="8" cy="8" r="4.5" fill="$T"/><circle cx="23" cy="23" r="4.5" fill="$T"/>'],
  check: [32, 32, '<path fill="$T" d="M0 0h16v16H0zM16 16h16v16H16z"/>'],
  argyle: [36, 48, '<path fill="$T" d="M18 0l18 24-18 24L0 24z"/><path fill="none" stroke="$L" stroke-width="1.5" d="M0 0l36 48M36 0L0 48"/>'],
  lace: [
    20, 20,
    '<path fill="none" stroke="$L" stroke-width="1.4" opacity=".6" d="M15 10a5 5 0 0 0-10 0a5 5 0 0 0 10 0"/>',
  ],
  mesh: [10, 10, '<circle cx="5" cy="5" r="2" fill="#000" opacity=".2"/>'],
  rib: [9, 9, '<path stroke="$L" stroke-width="2" opacity=".35" d="M4.5 0v9"/>'],
  waffle: [14, 14, '<path fill="none" stroke="$L" stroke-width="1.5" opacity=".35" d="M0 .75h14M.75 0v14"/>'],
  quilted: [40, 40, '<path fill="none" stroke="$L" stroke-width="2" opacity=".5" d="M0 0l40 40M40 0L0 40"/>'],
};

/** The <pattern> element of a detail, for a piece whose geometry has the given id. */
export function patternDef(detail: Detail, id: string): string {
  const [w, h, content] = TILES[detail]!;
  return `<pattern id="${id}" width="${w}" height="${h}" patternUnits="userSpaceOnUse">${content}</pattern>`;
}

/** A glossy highlight over the body (faux leather, satin, shine), in white only. */
export function sheenDef(id: string): string {
  const stop = (at: string, o: string) => `<stop offset="${at}" stop-color="#fff" stop-opacity="${o}"/>`;
  return `<linearGradient id="${id}" x2="1" y2="1">${stop('.25', '0')}${stop('.45', '.55')}${stop('.7', '0')}</linearGradient>`;
}
