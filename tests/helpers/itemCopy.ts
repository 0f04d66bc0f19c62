/**
 * What a shopper reading an item page may not be told: the checks behind the seed's item copy
 * tests (server/seed/itemCopy.test.ts on the built rows, tests/integration/seed.test.ts on the
 * database). Each list here is written from what the items and the brands are, not from the
 * seed's own text lists (server/seed/data/copy.ts), so a sentence that contradicts an item fails.
 */
import type { Brand } from '../../brands/types';
import { BRAND_CONTENT } from '../../content/pages';
import { seedDataFor } from '../../server/seed/data/index';
import { COMPOSITES, type Shape } from '../../server/media/svg/garments';

/** Words that name a kind of garment or accessory. */
const GARMENTS: Record<string, RegExp> = {
  legging: /\bleggings?\b/i,
  capri: /\bcapris?\b/i,
  crop: /\bcrops?\b(?! tops?\b)/i,
  shorts: /\bshorts\b|\b(bike|biker|running|booty|liner) short\b/i,
  skort: /\bskorts?\b/i,
  skirt: /\bskirts?\b/i,
  flare: /\bflares?\b/i,
  jogger: /\bjoggers?\b/i,
  sweatpant: /\bsweatpants?\b/i,
  pant: /\bpants?\b/i,
  jeans: /\bjeans\b/i,
  tank: /\btanks?\b/i,
  top: /\btops?\b/i,
  tee: /\b(tees?|t-shirts?)\b/i,
  longSleeve: /\blong[- ]sleeves?\b/i,
  sweatshirt: /\bsweatshirts?\b/i,
  sweater: /\bsweaters?\b/i,
  pullover: /\bpullovers?\b/i,
  zip: /\b(half|quarter)-zips?\b/i,
  hoodie: /\bhoodies?\b/i,
  jacket: /\b(jackets?|windbreakers?)\b/i,
  vest: /\bvests?\b/i,
  bra: /\bbras?\b/i,
  bralette: /\bbralettes?\b/i,
  dress: /\bdress(es)?\b/i,
  pajama: /\b(pajamas?|pjs?)\b/i,
  cami: /\bcamis?\b/i,
  panty: /\b(panty|panties|underwear|undies)\b/i,
  cheeky: /\b(cheeky|cheekies)\b/i,
  bikini: /\bbikinis?\b/i,
  brief: /\bbriefs?\b/i,
  thong: /\bthongs?\b/i,
  boyshort: /\bboyshorts?\b/i,
  boxer: /\bboxers?\b/i,
  sock: /\bsocks?\b/i,
  kneeHigh: /\bknee[- ]highs?\b/i,
  giftBox: /\bgift box(es)?\b/i,
  // 'a mesh bag' in the wash and 'in your bag' name no bag for sale.
  bag: /\b(totes?|backpacks?|(belt|gym|tote|crossbody) bags?)\b/i,
  cap: /\bcaps?\b/i,
  beanie: /\bbeanies?\b/i,
  scrunchie: /\bscrunchies?\b/i,
  headband: /\bheadbands?\b/i,
  bottle: /\bbottles?\b/i,
};

/** The garments an item of each shape is (its name may name more: 'Sleep Tee & Boxer Set'). */
const SHAPE_GARMENTS: Record<Exclude<Shape, keyof typeof COMPOSITES>, string[]> = {
  legging: ['legging'],
  crop: ['crop', 'capri', 'legging'],
  short: ['shorts'],
  skort: ['skort', 'shorts', 'skirt'],
  flare: ['flare', 'legging', 'pant'],
  jogger: ['jogger', 'sweatpant', 'pant'],
  loungepant: ['pant'],
  tank: ['tank'],
  croptop: ['top'],
  tee: ['tee'],
  longsleeve: ['longSleeve'],
  hoodie: ['hoodie'],
  jacket: ['jacket'],
  bra: ['bra'],
  bralette: ['bralette', 'bra'],
  dress: ['dress'],
  cheeky: ['cheeky', 'panty'],
  hwcheeky: ['cheeky', 'panty'],
  bikini: ['bikini', 'panty'],
  brief: ['brief', 'panty'],
  thong: ['thong', 'panty'],
  boyshort: ['boyshort', 'panty'],
  sock: ['sock'],
  anklesock: ['sock'],
  kneesock: ['sock', 'kneeHigh'],
  giftbox: ['giftBox', 'sock'],
  bag: ['bag'],
  beltbag: ['bag'],
  cap: ['cap'],
  beanie: ['beanie'],
  scrunchie: ['scrunchie'],
  headband: ['headband'],
  bottle: ['bottle'],
};

function shapeGarments(shape: Shape): string[] {
  const parts = COMPOSITES[shape];
  if (parts) return [...parts.flatMap(shapeGarments), ...(shape === 'sleepset' ? ['pajama'] : [])];
  return SHAPE_GARMENTS[shape as keyof typeof SHAPE_GARMENTS];
}

/** Words that name a fabric or fibre. */
const FABRICS: Record<string, RegExp> = {
  cotton: /\bcotton\b/i,
  modal: /\bmodal\b/i,
  bamboo: /\bbamboo\b/i,
  merino: /\bmerino\b/i,
  wool: /\bwool(len)?\b/i,
  cashmere: /\bcashmere\b/i,
  acrylic: /\bacrylic\b/i,
  nylon: /\bnylon\b/i,
  polyester: /\bpolyester\b/i,
  elastane: /\b(elastane|spandex|lycra)\b/i,
  lace: /\blace\b/i,
  satin: /\bsatin\b/i,
  silk: /\bsilk\b/i,
  mesh: /\bmesh\b/i,
  microfibre: /\bmicrofib(re|er)s?\b/i,
  velvet: /\bvelvet\b/i,
  fleece: /\bfleece\b/i,
  terry: /\bterry\b/i,
  waffle: /\bwaffle\b/i,
  linen: /\blinen\b/i,
  jersey: /\bjersey\b/i,
  rib: /\brib(bed|s)?\b/i,
  sherpa: /\bsherpa\b/i,
  ripstop: /\bripstop\b/i,
  slub: /\bslub\b/i,
  leather: /\bleather\b/i,
  denim: /\bdenim\b/i,
  viscose: /\b(viscose|rayon|tencel|lyocell)\b/i,
  canvas: /\bcanvas\b/i,
  twill: /\btwill\b/i,
  corduroy: /\bcorduroy\b/i,
  hemp: /\bhemp\b/i,
};

const NECKLINES: Record<string, RegExp> = {
  crew: /\bcrew(neck| neck)?\b/i,
  scoop: /\bscoop\b/i,
  vNeck: /\bv-neck\b/i,
  highNeck: /\bhigh[- ]neck/i,
  halfZip: /\b(half|quarter)-zip\b/i,
};
const TOP_SHAPES: Shape[] = ['tank', 'croptop', 'tee', 'longsleeve', 'hoodie', 'jacket', 'dress'];

const found = (words: Record<string, RegExp>, text: string) => Object.keys(words).filter((k) => words[k].test(text));

/** Every fabric the brand says it uses: its content pages, its shop copy and its item names. */
export function brandFabrics(brand: Brand): Set<string> {
  const seed = seedDataFor(brand);
  const content = BRAND_CONTENT.find((c) => c.copy.brand.id === brand.id);
  const names = [...seed.lines, ...(seed.vip ? [seed.vip] : [])].flatMap((l) => l.names.map((n) => (typeof n === 'string' ? n : n[0])));
  const text = JSON.stringify([content?.pages ?? [], seed.categoryCopy, seed.groupCopy, names]);
  return new Set(found(FABRICS, text));
}

/** Each seeded item's shape, by name (the database keeps only the item's type). */
export function seedShapes(brand: Brand): Map<string, Shape> {
  const seed = seedDataFor(brand);
  const lines = [...seed.lines, ...(seed.vip ? [seed.vip] : [])];
  return new Map(lines.flatMap((l) => l.names.map((n): [string, Shape] => (typeof n === 'string' ? [n, l.shape] : n))));
}

export interface CopiedItem {
  name: string;
  shape: Shape;
  /** Sold in one size only. */
  oneSize: boolean;
  colors: string[];
  description: string;
  /** Each review's title and body. */
  reviews: string[];
}

/** What the item's page says that the item or its brand contradicts; empty when nothing. */
export function copyProblems(item: CopiedItem, fabrics: Set<string>): string[] {
  const problems: string[] = [];
  const say = (what: string, where: string) => problems.push(`${item.name}: ${what} in "${where}"`);
  // The item's own name is true of it: judge the rest of each text.
  const withoutName = (text: string) => text.split(item.name).join(' ');
  const allowed = new Set([...shapeGarments(item.shape), ...found(GARMENTS, item.name)]);
  const nameFabrics = found(FABRICS, item.name);
  const nameNecklines = found(NECKLINES, item.name);

  for (const text of [item.description, ...item.reviews]) {
    const rest = withoutName(text);
    for (const g of found(GARMENTS, rest)) if (!allowed.has(g)) say(`names another garment (${g})`, text);
    for (const f of found(FABRICS, rest)) if (!fabrics.has(f)) say(`names a fabric the brand does not use (${f})`, text);
    if (item.oneSize && /runs (a bit )?(small|large)|sizing|size (up|down)|true to size|between sizes/i.test(rest)) say('speaks of sizing for a one-size item', text);
    if (/\bcrop(ped)?\b/i.test(rest) && !/crop/i.test(item.name) && item.shape !== 'crop' && item.shape !== 'croptop') say('calls an uncropped item cropped', text);
    if (TOP_SHAPES.includes(item.shape)) {
      for (const n of found(NECKLINES, rest)) if (nameNecklines.some((own) => own !== n)) say(`gives a ${item.name} a ${n} neckline`, text);
    }
    if (/\b(at|to) the ankle\b/i.test(rest) && (/7\/8|crop|capri|short|skort|midi|mini/i.test(item.name) || ['crop', 'short', 'skort'].includes(item.shape))) say('claims an ankle length', text);
    if (/above the knee/i.test(rest) && /midi|maxi/i.test(item.name)) say('claims an above-the-knee length', text);
    if (/\bhood\b/i.test(rest) && item.shape !== 'hoodie') say('gives it a hood', text);
    if (/thumbholes|cuffs/i.test(rest) && /vest|tank/i.test(item.name)) say('gives a sleeveless item cuffs', text);
  }
  // What the name says it is made of, the description says too (a 'Waffle Lounge Pant' is not silky modal).
  const described = withoutName(item.description);
  for (const f of nameFabrics) if (!FABRICS[f].test(described)) say(`does not say it is made of ${f}`, item.description);
  // A striped style needs two colours in every colourway.
  if (/stripe|breton/i.test(item.name)) {
    for (const c of item.colors) if (!/[-/]/.test(c)) problems.push(`${item.name}: a striped style in the plain colour ${c}`);
  }
  return problems;
}
