import { lineOn, luminance, shade } from './color';
import { type Detail, PATTERN_DETAILS, patternDef, sheenDef } from './details';

/**
 * Garment drawings for the generated product images. Every garment is drawn in one 400 x 500
 * frame (centre x = 200) as a few body paths (filled with the colour, then a shading gradient
 * `url(#s)` that the enclosing SVG defines) plus seam, stitch and trim details. Each drawing
 * reports its bounding box so scenes can centre and scale it.
 */

export type Shape =
  | 'legging' | 'crop' | 'short' | 'skort' | 'flare' | 'jogger' | 'loungepant'
  | 'tank' | 'croptop' | 'tee' | 'longsleeve' | 'hoodie' | 'jacket' | 'bra' | 'bralette' | 'dress'
  | 'cheeky' | 'hwcheeky' | 'bikini' | 'brief' | 'thong' | 'boyshort'
  | 'sock' | 'anklesock' | 'kneesock' | 'giftbox'
  | 'bag' | 'beltbag' | 'cap' | 'beanie' | 'scrunchie' | 'headband' | 'bottle'
  | 'set' | 'shortset' | 'sleepset' | 'lingerieset';

/** Where a piece sits on the model figure. */
export type Zone = 'bottom' | 'top' | 'bra' | 'dress' | 'panty' | 'none';

export interface Paint {
  main: string;
  /** Second colour of a two-tone ('Navy/White'); trims fall back to a shade of main. */
  second: string | null;
}

export interface Piece {
  svg: string;
  /** [x0, y0, x1, y1] in the 400 x 500 frame. */
  box: [number, number, number, number];
  /** The details of `DrawOptions.details` (and of the variant) this drawing shows. */
  drawn: Detail[];
}

export interface DrawOptions {
  /** 0..3: small style differences (pockets, crossover waistband, ribbing, lace trim…). */
  variant: number;
  back: boolean;
  /** Unique within one SVG document (used for <defs> ids). */
  id: string;
  /** Leave out seams and stitching (for small pieces in banners and model complements). */
  plain?: boolean;
  /** What the item's name promises (details.ts): patterns, pockets, sheen, cut-outs. */
  details?: readonly Detail[];
}

/** The pieces a composite shape is made of, top to bottom. */
export const COMPOSITES: Partial<Record<Shape, [Shape, Shape]>> = {
  set: ['bra', 'legging'],
  shortset: ['bra', 'short'],
  sleepset: ['tee', 'short'],
  lingerieset: ['bralette', 'cheeky'],
};

const BOTTOMS: Shape[] = ['legging', 'crop', 'short', 'skort', 'flare', 'jogger', 'loungepant'];
const TOPS: Shape[] = ['tank', 'croptop', 'tee', 'longsleeve', 'hoodie', 'jacket'];
const PANTIES: Shape[] = ['cheeky', 'hwcheeky', 'bikini', 'brief', 'thong', 'boyshort'];

export function zoneOf(shape: Shape): Zone {
  if (BOTTOMS.includes(shape)) return 'bottom';
  if (TOPS.includes(shape)) return 'top';
  if (PANTIES.includes(shape)) return 'panty';
  if (shape === 'bra' || shape === 'bralette') return 'bra';
  if (shape === 'dress') return 'dress';
  return 'none';
}

/** True when the shape can be shown on the model figure. */
export function wearable(shape: Shape): boolean {
  const parts = COMPOSITES[shape];
  return parts ? true : zoneOf(shape) !== 'none';
}

/** True when the shape has pockets in the given variant (for 'pocket' detail images). */
export function hasPocket(shape: Shape, variant: number): boolean {
  return (['legging', 'crop', 'short', 'jogger'].includes(shape) && variant === 1) || shape === 'hoodie';
}

// ---------------------------------------------------------------------------------------------

interface Drawing {
  bodies: string[];
  /** Filled trims drawn over the body (waistbands, cuffs…), in the trim colour. */
  trims?: string[];
  /** Seams: solid lines. */
  seams?: string[];
  /** Stitching: dashed lines. */
  stitches?: string[];
  /** Any other ready-made elements. */
  extra?: string;
  box: [number, number, number, number];
  /** Details the shape's own drawing shows (a pocket, a sock's stripes); patterns are added in render. */
  drawn?: Detail[];
  /** Drawn over the body, under trims and seams (pocket patches, a chest pocket). */
  over?: string;
  /** The body has holes (a cut-out): filled even-odd. */
  evenodd?: boolean;
  /** Where a logo tab sits (waistband, chest, cap front), when the view shows one. */
  logoAt?: [number, number];
}

/** Colours a garment's details always keep, whatever its paint (a belt bag's buckle). */
export const FIXED_DETAIL_COLORS: readonly string[] = ['#c9c9c9'];

/** The three colours a piece is drawn in: its body, trims (the second colour or a shade) and seams. */
export function pieceColors(p: Paint): { main: string; trim: string; line: string } {
  return { main: p.main, trim: p.second ?? shade(p.main, luminance(p.main) < 0.08 ? 0.18 : -0.14), line: lineOn(p.main) };
}

function render(d: Drawing, p: Paint, o: DrawOptions): Piece {
  const { trim, line } = pieceColors(p);
  const paint = (svg: string) => svg.replace(/\$T/g, trim).replace(/\$L/g, line).replace(/\$M/g, p.main);
  const drawn = new Set<Detail>(d.drawn ?? []);
  // A cut-out is a hole in the body (even-odd fill), so the backdrop shows through.
  const rule = d.evenodd ? ' fill-rule="evenodd"' : '';
  let s = `<defs><g id="${o.id}">${d.bodies.map((b) => `<path${rule} d="${b}"/>`).join('')}</g></defs>`;
  s += `<use href="#${o.id}" fill="${p.main}"/>`;
  // Patterns the name promises, filled over the body's shape (a sock's own stripes are not drawn twice).
  for (const detail of o.details ?? []) {
    if (!PATTERN_DETAILS.includes(detail) || drawn.has(detail)) continue;
    const pid = `${o.id}${detail[0]}${detail[1]}`;
    s += `<defs>${paint(patternDef(detail, pid))}</defs><use href="#${o.id}" fill="url(#${pid})"/>`;
    drawn.add(detail);
  }
  s += `<use href="#${o.id}" fill="url(#s)"/>`;
  if (o.details?.includes('sheen')) {
    s += `<defs>${sheenDef(`${o.id}g`)}</defs><use href="#${o.id}" fill="url(#${o.id}g)"/>`;
    drawn.add('sheen');
  }
  if (d.over) s += paint(d.over);
  if (d.trims?.length) s += `<path fill="${trim}" d="${d.trims.join('')}"/>`;
  if (d.extra) s += paint(d.extra);
  if (d.logoAt && o.details?.includes('logo')) {
    s += `<rect x="${d.logoAt[0] - 13}" y="${d.logoAt[1] - 4}" width="26" height="8" rx="4" fill="${line}"/>`;
    drawn.add('logo');
  }
  if (!o.plain) {
    const seams = (d.seams ?? []).join('');
    const stitches = (d.stitches ?? []).join('');
    if (seams) s += `<path fill="none" stroke="${line}" stroke-width="2" opacity=".55" d="${seams}"/>`;
    if (stitches) s += `<path fill="none" stroke="${line}" stroke-width="1.5" stroke-dasharray="5 4" opacity=".6" d="${stitches}"/>`;
  }
  s += `<use href="#${o.id}" fill="none" stroke="${line}" stroke-width="1.5" opacity=".35"/>`;
  return { svg: s, box: d.box, drawn: [...drawn] };
}

const mx = (x: number) => 400 - x;

const wants = (o: DrawOptions, detail: Detail) => o.details?.includes(detail) ?? false;

// Bottoms ----------------------------------------------------------------------------------------

function pantsPath(hemY: number, outer: number, inner: number, flare = false): string {
  const left = flare
    ? `M132 92C126 150 124 190 130 240L148 330Q140 400 ${outer} ${hemY}H${inner}Q188 380 192 330L198 226`
    : `M132 92C126 150 124 190 130 240L${outer} ${hemY}H${inner}L198 226`;
  const right = flare
    ? `L208 330Q212 380 ${mx(inner)} ${hemY}H${mx(outer)}Q260 400 252 330L270 240`
    : `L${mx(inner)} ${hemY}H${mx(outer)}L270 240`;
  return `${left}Q200 218 202 226${right}C276 190 274 150 268 92Z`;
}

function bottoms(shape: Shape, o: DrawOptions): Drawing {
  const dims: Record<string, [number, number, number]> = {
    legging: [462, 152, 190],
    crop: [390, 146, 192],
    short: [272, 134, 196],
    skort: [272, 134, 196],
    flare: [462, 122, 180],
    jogger: [462, 150, 192],
    loungepant: [462, 134, 194],
  };
  const [hem, outer, inner] = dims[shape];
  const d: Drawing = { bodies: [pantsPath(hem, outer, inner, shape === 'flare')], trims: [], seams: [], stitches: [], box: [122, 54, 278, hem], logoAt: o.back ? undefined : [200, 74] };
  const v = o.variant;
  // Waistband: straight, or a crossover V on variant 2 (not for joggers and lounge pants).
  if (v === 2 && (shape === 'legging' || shape === 'crop' || shape === 'flare' || shape === 'short')) {
    d.trims!.push(o.back ? 'M132 56H268V94H132Z' : 'M132 54L200 84L268 54V94Q200 124 132 94Z');
  } else {
    d.trims!.push('M132 56H268V94H132Z');
    d.stitches!.push('M136 88H264');
  }
  if (shape === 'skort') d.bodies.push('M128 108Q200 118 272 108L298 270Q200 290 102 270Z');
  // Side seams and hems.
  const sideEnd = shape === 'skort' ? 200 : hem - 6;
  d.seams!.push(`M138 100Q128 240 ${outer + 10} ${sideEnd}M262 100Q272 240 ${mx(outer) - 10} ${sideEnd}`);
  if (shape === 'skort') d.seams!.push('M164 122L150 274M200 124V282M236 122L250 274');
  else d.stitches!.push(`M${outer + 2} ${hem - 8}H${inner - 2}M${mx(inner) + 2} ${hem - 8}H${mx(outer) - 2}`);
  if (shape === 'jogger') {
    d.trims!.push(`M${outer} ${hem - 24}H${inner}V${hem}H${outer}ZM${mx(inner)} ${hem - 24}H${mx(outer)}V${hem}H${mx(inner)}Z`);
    if (!o.back) d.extra = '<path fill="none" stroke="$L" stroke-width="3" d="M192 74Q188 110 182 128M208 74Q212 110 218 128"/>';
  }
  // Pockets: on variant 1, and whenever the name promises them.
  const pocket = v === 1 || wants(o, 'pocket');
  if (o.back) {
    d.seams!.push(v === 3 ? 'M134 140L200 196L266 140' : 'M134 148Q200 190 266 148', 'M200 94V222');
    if (pocket) {
      d.seams!.push('M184 64H216V88H184Z');
      d.drawn = ['pocket'];
    }
  } else {
    d.seams!.push('M200 94V210', 'M190 222L200 238L210 222');
    if (pocket && shape !== 'skort') {
      const sides = 'M134 168H166V258Q150 266 134 258ZM234 168H266V258Q250 266 234 258Z';
      // A cargo pocket with a flap on the thigh of long bottoms that promise pockets.
      const cargo = wants(o, 'pocket') && hem > 400 ? 'M134 280H172V336H134ZM132 274H174V292H132Z' : '';
      d.seams!.push(sides + cargo);
      d.over = `<path fill="$L" opacity=".16" d="${sides}${cargo}"/>`;
      d.drawn = ['pocket'];
    }
  }
  if (v === 3) d.stitches!.push(`M156 104V${hem - 20}M176 104V${hem - 40}M224 104V${hem - 40}M244 104V${hem - 20}`);
  return d;
}

// Tops -------------------------------------------------------------------------------------------

function tops(shape: Shape, o: DrawOptions): Drawing {
  const v = o.variant;
  if (shape === 'tank' || shape === 'croptop') {
    const hem = shape === 'tank' ? 340 : 272;
    const neck = o.back ? (v === 1 ? 'Q200 84' : 'Q200 96') : 'Q200 114';
    const body = `M160 66H178${neck} 222 66H240L246 138Q266 160 264 204L266 ${hem}Q200 ${hem + 10} 134 ${hem}L136 204Q134 160 154 138Z`;
    const tank: Drawing = {
      bodies: [body],
      seams: [`M178 66${neck} 222 66`],
      stitches: [`M136 ${hem - 8}Q200 ${hem + 2} 264 ${hem - 8}`, v === 2 ? 'M160 150V250M240 150V250' : ''],
      extra: `<path fill="none" stroke="$T" stroke-width="5" d="M178 68${neck} 222 68"/>`,
      box: [132, 64, 268, hem + 10],
      logoAt: o.back ? undefined : [222, 156],
    };
    if (wants(o, 'pocket') && !o.back) chestPocket(tank);
    return tank;
  }
  const long = shape !== 'tee';
  const sleeves = long
    ? ['L300 98Q312 110 316 140L334 330L306 336L266 178', 'L134 178L94 336L66 330L84 140Q88 110 100 98Z']
    : ['L306 104L286 172L262 162', 'L138 162L114 172L94 104Z'];
  const hem = shape === 'tee' ? 370 : shape === 'jacket' && v === 1 ? 340 : 410;
  const d: Drawing = {
    bodies: [`M160 70Q200 96 240 70${sleeves[0]}L266 ${hem}Q200 ${hem + 6} 134 ${hem}${sleeves[1]}`],
    trims: [],
    seams: ['M138 166Q150 112 160 72M262 166Q250 112 240 72'],
    stitches: [`M136 ${hem - 10}Q200 ${hem - 4} 264 ${hem - 10}`],
    box: [long ? 64 : 92, 68, long ? 336 : 308, hem + 8],
    logoAt: o.back ? undefined : [172, 150],
  };
  if (long) d.stitches!.push('M72 312L98 318M328 312L302 318');
  if (!o.back) d.seams!.push('M160 70Q200 112 240 70');
  if (shape === 'hoodie') {
    d.bodies.unshift('M158 76Q146 14 200 10Q254 14 242 76Q200 104 158 76Z');
    d.box[1] = 8;
    d.trims!.push('M134 390H266V412H134Z');
    if (!o.back) {
      d.extra = '<path fill="$L" opacity=".35" d="M170 72Q176 30 200 28Q224 30 230 72Q200 92 170 72Z"/><path fill="none" stroke="$T" stroke-width="3" d="M188 86V150M212 86V150"/>';
      d.seams!.push('M156 318H244L256 384H144Z');
    }
  } else if (shape === 'jacket') {
    d.bodies.unshift('M160 74L170 40H230L240 74Z');
    d.box[1] = 38;
    if (!o.back) {
      d.extra = `<path fill="none" stroke="$T" stroke-width="4" d="M200 82V${hem}"/>`;
      d.seams!.push(`M150 ${hem - 110}L164 ${hem - 50}M250 ${hem - 110}L236 ${hem - 50}`);
    }
  } else if (shape === 'tee' && v !== 0) {
    d.extra = '<path fill="none" stroke="$T" stroke-width="6" d="M160 72Q200 112 240 72M96 110L114 168M304 110L286 168"/>';
  }
  if (shape === 'hoodie' && !o.back) d.drawn = ['pocket'];
  if (shape !== 'hoodie' && wants(o, 'pocket') && !o.back) chestPocket(d);
  return d;
}

/** A patch pocket on the left chest (a 'Pocket Tee'). */
function chestPocket(d: Drawing): void {
  const pocket = 'M222 146H258V188Q240 196 222 188Z';
  d.over = `<path fill="$L" opacity=".16" d="${pocket}"/>`;
  d.seams!.push(pocket);
  d.stitches!.push('M222 154H258');
  d.drawn = [...(d.drawn ?? []), 'pocket'];
}

function bras(shape: Shape, o: DrawOptions): Drawing {
  if (shape === 'bra') {
    return {
      bodies: ['M146 120H164Q180 196 200 204Q220 196 236 120H254Q262 180 270 240L272 304H128L130 240Q138 180 146 120Z'],
      trims: ['M128 268H272V306H128Z'],
      seams: o.back ? [o.variant === 1 ? 'M150 124L250 250M250 124L150 250' : 'M170 150Q200 240 230 150'] : ['M134 236Q168 196 200 222Q232 196 266 236M200 222V268'],
      stitches: ['M132 300H268'],
      box: [126, 118, 274, 308],
    };
  }
  let scallop = 'M130 272';
  for (let i = 0; i < 14; i++) scallop += 'q5 8 10 0';
  return {
    bodies: ['M130 258L142 200Q160 166 196 212Q200 218 204 212Q240 166 258 200L270 258Z'],
    trims: ['M130 250H270V274H130Z'],
    seams: o.back ? ['M200 250V200'] : ['M200 216V252'],
    extra: `<path fill="none" stroke="$M" stroke-width="4" d="M150 186L160 110M250 186L240 110"/>${o.variant % 2 ? `<path fill="none" stroke="$T" stroke-width="2" d="${scallop}"/>` : ''}`,
    box: [128, 108, 272, 282],
  };
}

function dress(o: DrawOptions): Drawing {
  const v = o.variant;
  return {
    bodies: [`M166 58H180Q200 ${o.back ? 80 : 100} 220 58H234L242 146Q258 170 256 204L304 460Q200 478 96 460L144 204Q142 170 158 146Z`],
    trims: v === 2 ? ['M144 196Q200 206 256 196V214Q200 224 144 214Z'] : [],
    seams: ['M146 206Q200 214 254 206', v === 3 ? 'M244 400L240 464' : ''],
    stitches: ['M102 452Q200 468 298 452'],
    box: [94, 56, 306, 478],
  };
}

// Panties ----------------------------------------------------------------------------------------

const PANTY: Record<string, { front: string; back: string; band: string; box: [number, number, number, number] }> = {
  cheeky: {
    front: 'M104 180Q200 198 296 180L292 214Q244 238 222 318Q200 330 178 318Q156 238 108 214Z',
    back: 'M104 180Q200 198 296 180L296 236Q260 300 200 306Q140 300 104 236Z',
    band: 'M104 180Q200 198 296 180L295 194Q200 212 105 194Z',
    box: [102, 178, 298, 330],
  },
  hwcheeky: {
    front: 'M112 128Q200 140 288 128L292 206Q248 240 224 322Q200 334 176 322Q152 240 108 206Z',
    back: 'M112 128Q200 140 288 128L294 240Q262 310 200 316Q138 310 106 240Z',
    band: 'M112 128Q200 140 288 128L289 146Q200 158 111 146Z',
    box: [104, 126, 296, 334],
  },
  bikini: {
    front: 'M96 196Q200 214 304 196L302 228Q240 246 220 318Q200 328 180 318Q160 246 98 228Z',
    back: 'M96 196Q200 214 304 196L302 240Q262 312 200 318Q138 312 98 240Z',
    band: 'M96 196Q200 214 304 196L303 206Q200 224 97 206Z',
    box: [94, 194, 306, 328],
  },
  brief: {
    front: 'M110 160Q200 172 290 160L296 252Q242 272 222 332Q200 340 178 332Q158 272 104 252Z',
    back: 'M110 160Q200 172 290 160L298 270Q262 336 200 340Q138 336 102 270Z',
    band: 'M110 160Q200 172 290 160L291 178Q200 190 109 178Z',
    box: [100, 158, 300, 342],
  },
  thong: {
    front: 'M98 190Q200 206 302 190L300 204Q228 222 208 318Q200 326 192 318Q172 222 100 204Z',
    back: 'M98 190Q200 206 302 190L300 204Q230 214 206 250V320H194V250Q170 214 100 204Z',
    band: 'M98 190Q200 206 302 190L301 200Q200 216 99 200Z',
    box: [96, 188, 304, 326],
  },
  boyshort: {
    front: 'M110 168Q200 180 290 168L302 300Q262 312 222 302L212 262Q200 254 188 262L178 302Q138 312 98 300Z',
    back: 'M110 168Q200 180 290 168L302 300Q262 316 210 304Q200 296 190 304Q138 316 98 300Z',
    band: 'M110 168Q200 180 290 168L291 186Q200 198 109 186Z',
    box: [96, 166, 304, 314],
  },
};

/** The height of a panty band's middle at the centre line (its two curves' midpoints, averaged). */
function bandMiddle(band: string): number {
  const [y0, c0, y1, c1] = [...band.matchAll(/[ML]\d+ (\d+)Q200 (\d+)/g)].flatMap((m) => [Number(m[1]), Number(m[2])]);
  return ((y0 + c0) / 2 + (y1 + c1) / 2) / 2;
}

function panty(shape: Shape, o: DrawOptions): Drawing {
  const p = PANTY[shape];
  const lace = o.variant % 2 === 1;
  const legs = o.back ? '' : 'M110 212Q156 236 178 316M290 212Q244 236 222 316';
  // A cut-out back: a keyhole in the back view.
  const cutout = o.back && wants(o, 'cutout');
  return {
    logoAt: o.back ? undefined : [200, bandMiddle(p.band)],
    bodies: [(o.back ? p.back : p.front) + (cutout ? 'M200 214C216 214 222 228 212 242L200 260 188 242C178 228 184 214 200 214Z' : '')],
    evenodd: cutout,
    drawn: cutout ? ['cutout'] : [],
    trims: [p.band],
    seams: o.back && shape !== 'thong' ? ['M200 196V300'] : [],
    stitches: lace ? [] : [legs],
    extra: lace && legs ? `<path fill="none" stroke="$T" stroke-width="4" stroke-linecap="round" stroke-dasharray=".1 7" d="${legs}"/>` : undefined,
    box: p.box,
  };
}

// Socks and gift boxes ---------------------------------------------------------------------------

function sock(shape: Shape, o: DrawOptions): Drawing {
  const top = shape === 'anklesock' ? 236 : shape === 'kneesock' ? 14 : 96;
  const d: Drawing = {
    bodies: [`M168 ${top}H240V300Q240 330 262 348L320 392Q350 414 332 446Q316 470 282 460L196 430Q166 418 168 386Z`],
    trims: [`M168 ${top}H240V${top + 36}H168Z`, 'M240 306Q242 332 262 348L246 372Q222 352 220 320Z', 'M316 388Q352 412 334 446Q318 470 284 460L300 424Z'],
    seams: [],
    stitches: [`M178 ${top + 4}V${top + 32}M190 ${top + 4}V${top + 32}M202 ${top + 4}V${top + 32}M214 ${top + 4}V${top + 32}M226 ${top + 4}V${top + 32}`],
    box: [164, top - 2, 352, 470],
  };
  // The variant's own knit pattern: stripes, dots or argyle diamonds (a check is the check pattern instead).
  const v = o.variant === 3 && wants(o, 'check') ? 0 : o.variant;
  let pattern = '';
  for (let y = top + 56; y < 290; y += 40) {
    if (v === 1) pattern += `M168 ${y}H240V${y + 14}H168Z`;
    else if (v === 2) pattern += `M190 ${y + 6}a7 7 0 1 0 .1 0ZM220 ${y + 26}a7 7 0 1 0 .1 0Z`;
    else if (v === 3) pattern += `M204 ${y}l16 18-16 18-16-18Z`;
  }
  if (pattern) d.trims!.push(pattern);
  const own: Detail[] = ['stripes', 'dots', 'argyle'];
  if (pattern) d.drawn = [own[v - 1]];
  return d;
}

function giftbox(o: DrawOptions): Drawing {
  return {
    bodies: ['M110 236H290V446H110Z', 'M98 204H302V250H98Z'],
    trims: ['M190 204H210V446H190Z', 'M200 206C166 150 132 176 156 204ZM200 206C234 150 268 176 244 204Z'],
    seams: ['M110 250H290'],
    extra: o.variant % 2 ? '<path fill="$T" opacity=".5" d="M130 300h40v40h-40zM230 380h40v40h-40z"/>' : undefined,
    box: [96, 150, 304, 448],
  };
}

// Accessories ------------------------------------------------------------------------------------

function accessory(shape: Shape, o: DrawOptions): Drawing {
  switch (shape) {
    case 'bag':
      return {
        bodies: ['M118 196H282L298 452H102Z'],
        trims: ['M112 246H288L289 262H111Z'],
        extra: '<path fill="none" stroke="$T" stroke-width="10" d="M156 198V170Q156 118 200 118Q244 118 244 170V198"/>',
        stitches: ['M122 206H278M106 440H294'],
        box: [100, 112, 300, 454],
        logoAt: [200, 340],
      };
    case 'beltbag':
      return {
        bodies: ['M120 236Q200 206 280 236L272 330Q200 352 128 330Z'],
        trims: ['M40 262L120 254V274L40 282ZM360 262L280 254V274L360 282Z'],
        seams: ['M126 258Q200 232 274 258'],
        extra: `<circle cx="276" cy="258" r="5" fill="${FIXED_DETAIL_COLORS[0]}"/>`,
        box: [38, 212, 362, 346],
        logoAt: [200, 300],
      };
    case 'cap':
      return {
        bodies: ['M112 300Q112 176 200 172Q288 176 288 300Z', 'M112 300Q210 286 336 318Q330 338 300 336Q200 318 112 312Z'],
        seams: ['M200 172V300M150 186Q170 240 164 300M250 186Q230 240 236 300'],
        extra: '<circle cx="200" cy="172" r="6" fill="$T"/>',
        box: [110, 164, 338, 340],
        logoAt: [200, 250],
      };
    case 'beanie':
      return {
        bodies: ['M118 320Q118 160 200 158Q282 160 282 320Z'],
        trims: ['M110 300H290V360H110Z', 'M200 114a30 30 0 1 0 .1 0Z'],
        stitches: ['M130 306V354M150 306V354M170 306V354M190 306V354M210 306V354M230 306V354M250 306V354M270 306V354'],
        box: [108, 112, 292, 362],
      };
    case 'scrunchie':
      return {
        bodies: ['M100 250a100 100 0 1 0 200 0a100 100 0 1 0-200 0ZM160 250a40 40 0 1 1 80 0a40 40 0 1 1-80 0Z'],
        stitches: ['M200 160V196M200 304V340M110 250H146M254 250H290M136 186L162 212M238 288L264 314M264 186L238 212M162 288L136 314'],
        box: [98, 148, 302, 352],
      };
    case 'headband':
      return {
        bodies: ['M70 260a130 90 0 1 0 260 0a130 90 0 1 0-260 0ZM100 260a100 62 0 1 1 200 0a100 62 0 1 1-200 0Z'],
        seams: ['M86 260a114 76 0 1 0 228 0a114 76 0 1 0-228 0'],
        box: [68, 168, 332, 352],
      };
    default: // bottle
      return {
        bodies: ['M172 110H228V146Q252 160 252 190V444Q252 458 238 458H162Q148 458 148 444V190Q148 160 172 146Z'],
        trims: ['M166 78H234V112H166Z', o.variant % 2 ? 'M148 250H252V330H148Z' : 'M148 300H252V316H148Z'],
        box: [146, 76, 254, 460],
        logoAt: [200, 380],
      };
  }
}

/** Draws one (non-composite) garment piece in the 400 x 500 frame. */
export function drawPiece(shape: Shape, paint: Paint, o: DrawOptions): Piece {
  const zone = zoneOf(shape);
  let d: Drawing;
  if (zone === 'bottom') d = bottoms(shape, o);
  else if (zone === 'top') d = tops(shape, o);
  else if (zone === 'bra') d = bras(shape, o);
  else if (zone === 'dress') d = dress(o);
  else if (zone === 'panty') d = panty(shape, o);
  else if (shape === 'sock' || shape === 'anklesock' || shape === 'kneesock') d = sock(shape, o);
  else if (shape === 'giftbox') d = giftbox(o);
  else d = accessory(shape, o);
  return render(d, paint, o);
}

/** Every detail the drawings of an item show, over its pieces and its front and back views. */
export function drawnDetails(shape: Shape, variant: number, details: readonly Detail[]): Set<Detail> {
  const paint: Paint = { main: '#777777', second: '#ffffff' };
  const out = new Set<Detail>();
  for (const part of COMPOSITES[shape] ?? [shape]) {
    for (const back of [false, true]) for (const d of drawPiece(part, paint, { variant, back, id: 'x', details }).drawn) out.add(d);
  }
  return out;
}
