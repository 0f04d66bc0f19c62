/**
 * What an item's name and description promise its pictures show: a pattern, a pocket, a print, a
 * sheen. Written from the words a shopper reads, not from the seed's own hints
 * (server/media/svg/details.ts), so a name the art does not draw fails (server/seed/itemArt.test.ts).
 */

/** A promise and the details of the drawing (garments.ts `drawnDetails`) any one of which keeps it. */
const NAME_PROMISES: [RegExp, string, string[]][] = [
  [/\bstriped?\b|\bstripes\b|\bbreton\b/i, 'stripes', ['stripes']],
  [/\bpockets?\b|\bcargo\b/i, 'a pocket', ['pocket']],
  [/\bcamo(uflage)?\b/i, 'a camo print', ['camo']],
  [/\bleopard\b/i, 'a leopard print', ['leopard']],
  [/\bfloral\b/i, 'a floral print', ['floral']],
  [/\bhearts?\b/i, 'hearts', ['hearts']],
  [/\bprint\b/i, 'a print', ['camo', 'leopard', 'floral', 'hearts', 'dots']],
  [/\bdots?\b|\bpolka\b|\bconfetti\b/i, 'dots', ['dots']],
  [/\bcheck(ed|erboard)?\b|\bgingham\b|\bplaid\b/i, 'a check', ['check']],
  [/\bargyle\b/i, 'argyle', ['argyle']],
  [/\bfaux leather\b|\bshine\b|\bfoil\b|\bsatin\b|\bsilk-touch\b|\bvelvet\b|\breflective\b|\bmetallic\b|\bwet[- ]look\b/i, 'a sheen', ['sheen']],
  [/\blace\b/i, 'lace', ['lace']],
  [/\bmesh\b/i, 'mesh', ['mesh']],
  [/\brib(bed)?\b|\bbaby rib\b/i, 'a rib knit', ['rib']],
  [/\bwaffle\b/i, 'a waffle knit', ['waffle']],
  [/\bcut-?outs?\b/i, 'a cut-out', ['cutout']],
  [/\bquilted\b|\bpuffer\b/i, 'quilting', ['quilted']],
  [/\blogo\b/i, 'a logo', ['logo']],
];

/** Phrases of a description that describe something to see (hidden pockets are not seen). */
const DESCRIPTION_PROMISES: [RegExp, string, string[]][] = [
  [/\bbreton stripes\b|\bstriped\b/i, 'stripes', ['stripes']],
  [/\b(chest|kangaroo|patch|cargo|split) pockets?\b|\bside pockets deep enough\b/i, 'a pocket', ['pocket']],
  [/\bhigh-shine\b|\bglossy\b|\blustrous\b|\bfaux leather\b/i, 'a sheen', ['sheen']],
  [/\bscalloped lace\b|\bdelicate stretch lace\b/i, 'lace', ['lace']],
];

/** What the item's name or description promises that its pictures do not draw; empty when nothing. */
export function artProblems(item: { name: string; description: string }, drawn: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const check = (list: [RegExp, string, string[]][], text: string, where: string) => {
    for (const [re, what, shows] of list) {
      if (re.test(text) && !shows.some((d) => drawn.has(d))) problems.push(`${item.name}: ${where} promises ${what}, the art draws none`);
    }
  };
  check(NAME_PROMISES, item.name, 'the name');
  check(DESCRIPTION_PROMISES, item.description.split(item.name).join(' '), 'the description');
  return problems;
}
