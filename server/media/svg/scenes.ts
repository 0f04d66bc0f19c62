import { mix, shade } from './color';
import { figure, measureLines, r } from './figure';
import type { Detail } from './details';
import { COMPOSITES, type Paint, type Piece, type Shape, type Zone, drawPiece, wearable, zoneOf } from './garments';

/**
 * Whole SVG documents: product images in every view the item pages use, category and menu
 * tiles, home banners, scrolling images and size-guide figures. Pure functions of their
 * arguments, so identical images come out byte-identical and can be shared by content hash.
 */

export interface Palette {
  background: string;
  accent: string;
  primary: string;
  primaryDark: string;
  text: string;
}

export type View =
  | 'front' | 'back' | 'detail' | 'flat' | 'model'
  | 'customer' | 'instagram' | 'pocket' | 'model_plus' | 'model_straight';

export interface ProductImageSpec {
  shape: Shape;
  paint: Paint;
  variant: number;
  view: View;
  aspect: 'portrait' | 'square';
  palette: Palette;
  /** Index into the model skin and hair tones (model and customer views). */
  model: number;
  /** What the item's name promises the drawing shows (details.ts). */
  details?: readonly Detail[];
}

export type Rect = [number, number, number, number]; // x, y, width, height

/** The shading gradient every garment piece fills over its colour (`url(#s)`). */
export const SHADE_DEFS =
  '<defs><linearGradient id="s"><stop offset="0" stop-opacity=".22"/><stop offset=".45" stop-color="#fff" stop-opacity=".1"/><stop offset="1" stop-opacity=".25"/></linearGradient></defs>';

const SKIN = ['#f1c9a5', '#d9a47a', '#a86f4c', '#7a4a32', '#e8b992'];
const HAIR = ['#3b2a20', '#1d1512', '#8a5a2b', '#c99a55', '#2a1e18'];

function doc(width: number, height: number, vw: number, vh: number, inner: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${vw} ${vh}">${SHADE_DEFS}${inner}</svg>`;
}

/** Transform placing a box into a rect, centred, scaled to fit (at most maxScale). */
function fit(box: Piece['box'], rect: Rect, maxScale = 1.6, top = false): { s: number; tx: number; ty: number } {
  const [x0, y0, x1, y1] = box;
  const s = Math.min(rect[2] / (x1 - x0), rect[3] / (y1 - y0), maxScale);
  return { s, tx: rect[0] + (rect[2] - (x1 - x0) * s) / 2 - x0 * s, ty: rect[1] + (top ? 0 : (rect[3] - (y1 - y0) * s) / 2) - y0 * s };
}

function matrix(t: { s: number; tx: number; ty: number }): string {
  return `matrix(${r(t.s)} 0 0 ${r(t.s)} ${r(t.tx)} ${r(t.ty)})`;
}

function pieces(shape: Shape): Shape[] {
  return COMPOSITES[shape] ?? [shape];
}

/** The garment (or the two pieces of a set) fitted into a rect. */
function garmentIn(
  shape: Shape, paint: Paint, variant: number, back: boolean, rect: Rect, id: string, plain = false, details?: readonly Detail[], place: { top?: boolean; maxScale?: number } = {},
): string {
  const maxScale = place.maxScale ?? 1.6;
  const parts = pieces(shape);
  if (parts.length === 1) {
    const p = drawPiece(shape, paint, { variant, back, id, plain, details });
    return `<g transform="${matrix(fit(p.box, rect, maxScale, place.top))}">${p.svg}</g>`;
  }
  // Both pieces at one scale, stacked with a small gap, centred in the rect (or at its top).
  const drawn = parts.map((part, i) => drawPiece(part, paint, { variant, back, id: `${id}${i}`, plain, details }));
  const [x, y, w, h] = rect;
  const gap = 14;
  const widths = drawn.map((d) => d.box[2] - d.box[0]);
  const heights = drawn.map((d) => d.box[3] - d.box[1]);
  const s = Math.min(w / Math.max(...widths), h / (heights[0] + heights[1] + gap), maxScale);
  let top = y + (h - (heights[0] + heights[1] + gap) * s) / 2;
  if (place.top) top = y;
  return drawn
    .map((d, i) => {
      const t = { s, tx: x + (w - widths[i] * s) / 2 - d.box[0] * s, ty: top - d.box[1] * s };
      top += (heights[i] + gap) * s;
      return `<g transform="${matrix(t)}">${d.svg}</g>`;
    })
    .join('');
}

/** A garment (or set) drawn as on the item pictures, fitted into a rect of a document holding SHADE_DEFS. */
export function garmentArt(shape: Shape, paint: Paint, rect: Rect, id: string, details?: readonly Detail[]): string {
  return garmentIn(shape, paint, 0, false, rect, id, false, details);
}

// Garment-on-figure placement: frame -> figure coordinates for each zone (sx, sy, ty).
const ON_FIGURE: Record<Exclude<Zone, 'none'>, [number, number, number]> = {
  bottom: [0.56, 0.676, 167.1],
  top: [0.58, 0.59, 56.7],
  bra: [0.56, 0.4, 52],
  dress: [0.58, 0.77, 53.3],
  panty: [0.44, 0.42, 150.4],
};

/** Piece id of the neutral complement a model wears with the garment: not part of the garment's paint. */
export const COMPLEMENT_ID = 'c';

const COMPLEMENT: Record<Exclude<Zone, 'none'>, [Shape, string] | null> = {
  bottom: ['bra', '#efebe6'],
  top: ['legging', '#2b2b30'],
  bra: ['legging', '#2b2b30'],
  dress: null,
  panty: ['bralette', '#e6cbb8'],
};

function onFigure(shape: Shape, paint: Paint, variant: number, back: boolean, width: number, id: string, plain = false, details?: readonly Detail[]): string {
  const z = zoneOf(shape);
  if (z === 'none') return '';
  const [sx, sy, ty] = ON_FIGURE[z];
  const p = drawPiece(shape, paint, { variant, back, id, plain, details });
  return `<g transform="matrix(${r(sx * width)} 0 0 ${sy} ${r(200 - 200 * sx * width)} ${ty})">${p.svg}</g>`;
}

/** A model figure wearing the garment (plus a neutral complement so the figure is dressed). */
function dressedFigure(shape: Shape, paint: Paint, variant: number, width: number, model: number, details?: readonly Detail[], back = false): string {
  const parts = pieces(shape);
  let out = figure({ skin: SKIN[model % SKIN.length], hair: HAIR[model % HAIR.length], width, view: back ? 'back' : 'front' });
  if (parts.length === 1) {
    const z = zoneOf(shape);
    let comp = z === 'none' ? null : COMPLEMENT[z];
    if (shape === 'bralette') comp = ['cheeky', '#e6cbb8'];
    // Draw the complement first for tops (so the top hangs over the leggings), after for bottoms.
    const c = comp ? onFigure(comp[0], { main: comp[1], second: null }, 0, back, width, COMPLEMENT_ID, true) : '';
    const g = onFigure(shape, paint, variant, back, width, 'g', false, details);
    out += z === 'top' || z === 'dress' ? c + g : g + c;
  } else {
    out += onFigure(parts[1], paint, variant, back, width, 'g1', false, details) + onFigure(parts[0], paint, variant, back, width, 'g0', false, details);
  }
  // Hair over the shoulders stays on top for the back view.
  return out;
}

function backdrop(w: number, h: number, p: Palette, tint = 0): string {
  const bg = tint ? mix(p.background, p.accent, tint) : p.background;
  return `<rect width="${w}" height="${h}" fill="${bg}"/><circle cx="${w / 2}" cy="${h * 0.48}" r="${w * 0.42}" fill="${p.accent}" opacity=".45"/><ellipse cx="${w / 2}" cy="${h - 28}" rx="${w * 0.3}" ry="10" opacity=".06"/>`;
}

function focusOf(shape: Shape, view: View): [number, number] {
  const part = pieces(shape)[0];
  const z = zoneOf(part);
  if (view === 'pocket') return part === 'hoodie' ? [200, 350] : [150, 214];
  if (z === 'bottom') return [200, 100];
  if (z === 'top' || z === 'dress') return [200, 110];
  if (z === 'bra') return [200, 240];
  if (z === 'panty') return [200, 220];
  if (part === 'sock' || part === 'anklesock' || part === 'kneesock') return [300, 420];
  return [200, 280];
}

/** One product image as an SVG document. */
export function productImage(spec: ProductImageSpec): string {
  const { shape, paint, variant, view, palette: p, model, details } = spec;
  const square = spec.aspect === 'square' || view === 'customer' || view === 'instagram';
  const W = 400;
  const H = square ? 400 : 500;
  const dims: [number, number] = square ? [800, 800] : [800, 1000];
  const main: Rect = square ? [50, 30, 300, 340] : [50, 40, 300, 420];
  const wear = pieces(shape).every((s) => zoneOf(s) !== 'none');
  let inner: string;

  switch (view) {
    case 'front':
    case 'back':
      inner = backdrop(W, H, p) + garmentIn(shape, paint, variant, view === 'back', main, 'a', false, details);
      break;
    case 'detail':
    case 'pocket': {
      const part = pieces(shape)[0];
      const piece = drawPiece(part, paint, { variant, back: false, id: 'a', details });
      const t = fit(piece.box, main);
      const [fx, fy] = focusOf(shape, view);
      const s = t.s * 2.3;
      // The close-up reaches far past the canvas: clipped to it, so renderers draw only what shows
      // (resvg panics on some dashed seams far outside the view, and those items had no share image).
      inner = `<rect width="${W}" height="${H}" fill="${mix(p.background, p.accent, 0.5)}"/><clipPath id="view"><rect width="${W}" height="${H}"/></clipPath><g clip-path="url(#view)"><g transform="${matrix({ s, tx: W / 2 - fx * s, ty: H / 2 - fy * s })}">${piece.svg}</g></g>`;
      break;
    }
    case 'flat':
      inner = `<rect width="${W}" height="${H}" fill="${mix(p.background, p.accent, 0.6)}"/><g transform="rotate(-8 200 ${H / 2})">${garmentIn(shape, paint, variant, false, main, 'a', false, details)}</g>`;
      break;
    case 'instagram':
      inner = `<rect width="400" height="400" fill="${p.accent}"/><rect x="14" y="14" width="372" height="372" fill="none" stroke="#fff" stroke-width="6"/><g transform="rotate(6 200 200)">${garmentIn(shape, paint, variant, false, [60, 40, 280, 320], 'a', false, details)}</g><path fill="${p.primary}" d="M350 362c-8-10-24-4-18 8l18 16 18-16c6-12-10-18-18-8z"/>`;
      break;
    case 'customer': {
      const wall = mix(p.background, '#e4ddd3', 0.6 + (model % 3) * 0.1);
      const room = `<rect width="400" height="400" fill="${wall}"/><rect x="${40 + (model % 2) * 250}" y="40" width="90" height="120" fill="#fff" opacity=".5"/><rect y="310" width="400" height="90" fill="${shade('#cbb59a', -(model % 3) * 0.08)}"/>`;
      inner = wear
        ? `${room}<g transform="matrix(.78 0 0 .78 ${40 + (model % 3) * 30} 8)">${dressedFigure(shape, paint, variant, 1, model, details)}</g>`
        : `${room}${garmentIn(shape, paint, variant, false, [110, 150, 180, 220], 'a', false, details)}`;
      break;
    }
    default: {
      // model, model_plus, model_straight
      if (!wear) {
        inner = backdrop(W, H, p, 0.3) + garmentIn(shape, paint, variant, false, main, 'a', false, details);
        break;
      }
      const width = view === 'model_plus' ? 1.32 : view === 'model_straight' ? 0.88 : 1;
      const fig = dressedFigure(shape, paint, variant, width, model, details);
      inner = `<rect width="${W}" height="${H}" fill="${mix(p.background, p.accent, 0.35)}"/><ellipse cx="200" cy="${H - 16}" rx="90" ry="8" opacity=".08"/>${
        square ? `<g transform="matrix(.78 0 0 .78 44 6)">${fig}</g>` : fig
      }`;
    }
  }
  return doc(dims[0], dims[1], W, H, inner);
}

/** A square category or menu tile (600 x 600). Extra marks for the derived categories. */
export function categoryTile(
  shape: Shape, paint: Paint, variant: number, p: Palette, mark: 'none' | 'new' | 'vip' = 'none', details?: readonly Detail[],
): string {
  let inner = `<rect width="400" height="400" fill="${p.accent}"/><circle cx="200" cy="200" r="150" fill="${p.background}" opacity=".8"/>`;
  inner += garmentIn(shape, paint, variant, false, [80, 50, 240, 300], 'a', false, details);
  if (mark === 'new') inner += `<path fill="${p.primary}" d="M330 40l10 24 26 2-20 17 6 25-22-13-22 13 6-25-20-17 26-2z"/>`;
  if (mark === 'vip') inner += `<path fill="${p.primary}" d="M300 50h70l-10 40h-50zM300 50l15 14 20-24 20 24 15-14"/>`;
  return doc(600, 600, 400, 400, inner);
}

/** A tile with two garments, for category groups in the header menu. */
export function groupTile(a: [Shape, Paint], b: [Shape, Paint], p: Palette): string {
  const inner = `<rect width="400" height="400" fill="${p.accent}"/><circle cx="200" cy="200" r="150" fill="${p.background}" opacity=".8"/>${garmentIn(
    a[0], a[1], 0, false, [50, 70, 160, 260], 'a', true,
  )}${garmentIn(b[0], b[1], 0, false, [190, 70, 160, 260], 'b', true)}`;
  return doc(600, 600, 400, 400, inner);
}

/**
 * A shop scene for banners and heroes, with no words in it (headings and buttons are live text
 * beside or over the picture): a rail with the garments on hangers (socks and gift boxes on pegs
 * and a shelf) and, when the first garment can be worn, a model wearing it beside the rail.
 * Drawn in the rect [x, y, w, h] of a document whose <defs> hold SHADE_DEFS.
 */
/** A garment of a scene: its shape, paint and the details its name promises. */
export type SceneGarment = [Shape, Paint, (readonly Detail[])?];

export function showroom(rect: Rect, garments: SceneGarment[], p: Palette): string {
  const [x, y, w, h] = rect;
  const floor = y + h * 0.93;
  let out = `<circle cx="${r(x + w * 0.55)}" cy="${r(y + h * 0.5)}" r="${r(h * 0.46)}" fill="${p.accent}"/>`;
  out += `<path fill="${p.primary}" opacity=".1" d="M${x} ${r(floor)}h${w}v${r(y + h - floor)}H${x}z"/>`;
  const [first] = garments;
  const model = first && wearable(first[0]) && garments.length > 1;
  const railX = model ? x + w * 0.34 : x + w * 0.06;
  const railW = x + w * 0.97 - railX;
  const railY = y + h * 0.12;
  const onRail = model ? garments.slice(1) : garments;
  // Rail and its stand.
  out += `<path fill="none" stroke="${p.primaryDark}" stroke-width="${r(h * 0.012)}" stroke-linecap="round" d="M${r(railX)} ${r(railY)}H${r(railX + railW)}M${r(railX + 8)} ${r(railY)}V${r(floor)}M${r(railX + railW - 8)} ${r(railY)}V${r(floor)}"/>`;
  const slot = railW / Math.max(1, onRail.length);
  onRail.forEach(([shape, paint, details], i) => {
    const cx = railX + slot * (i + 0.5);
    const hangs = zoneOf(pieces(shape)[0]) !== 'none';
    // A hanger (garments) or a peg (socks, boxes).
    out += hangs
      ? `<path fill="none" stroke="${p.text}" stroke-width="${r(h * 0.006)}" opacity=".75" d="M${r(cx)} ${r(railY)}q8 0 8 8t-8 8l-${r(slot * 0.22)} ${r(h * 0.04)}h${r(slot * 0.44)}z"/>`
      : `<path fill="${p.text}" opacity=".7" d="M${r(cx - 4)} ${r(railY - 6)}h8v${r(h * 0.05)}h-8z"/>`;
    const top = railY + (hangs ? h * 0.055 : h * 0.035);
    out += garmentIn(shape, paint, i, false, [cx - slot * 0.42, top, slot * 0.84, Math.min(floor - top - h * 0.04, slot * 1.5)], `r${i}`, true, details, { top: true, maxScale: ((floor - y) / 500) * 1.25 });
  });
  if (model) {
    const size = (floor - y) / 500;
    const fx = x + w * 0.17 - 200 * size;
    out += `<ellipse cx="${r(x + w * 0.17)}" cy="${r(floor)}" rx="${r(80 * size)}" ry="${r(8 * size)}" opacity=".1"/>`;
    out += `<g transform="matrix(${r(size)} 0 0 ${r(size)} ${r(fx)} ${r(y + h * 0.02)})">${dressedFigure(first[0], first[1], 0, 1, 2, first[2])}</g>`;
  }
  return out;
}

/** Home banner, desktop 1600 x 600 or mobile 800 x 1000: the scene only, leaving room for the live heading. */
export function banner(kind: 'desktop' | 'mobile', garments: SceneGarment[], p: Palette): string {
  const ground = `<rect width="100%" height="100%" fill="${p.background}"/>`;
  if (kind === 'desktop') {
    // The heading and button sit over the left 45% (components/home/Banner.tsx).
    return doc(1600, 600, 1600, 600, ground + showroom([760, 30, 800, 560], garments.slice(0, 3), p));
  }
  // The heading sits over the top fifth.
  return doc(800, 1000, 400, 500, ground + showroom([10, 110, 380, 380], garments.slice(0, 3), p));
}

/** Square images for the home page's scrolling strip. */
export function scrollingImage(shape: Shape, paint: Paint, variant: number, p: Palette, n: number, details?: readonly Detail[]): string {
  const bg = n % 2 ? p.accent : mix(p.background, p.accent, 0.3);
  const inner = `<rect width="400" height="400" fill="${bg}"/><circle cx="${120 + (n % 3) * 80}" cy="200" r="140" fill="#fff" opacity=".35"/>${garmentIn(
    shape, paint, variant, false, [60, 40, 280, 320], 'a', true, details,
  )}`;
  return doc(600, 600, 400, 400, inner);
}

/** Size-guide figure: a silhouette of the size, front, side or back, with measurement lines. */
export function sizeFigure(width: number, view: 'front' | 'side' | 'back', p: Palette): string {
  const body = mix(p.primary, '#ffffff', 0.55);
  const inner = `<rect width="400" height="500" fill="${p.background}"/>${figure({ skin: body, hair: mix(p.primaryDark, '#ffffff', 0.2), width, view })}${measureLines(width, p.primaryDark, view)}`;
  return doc(400, 500, 400, 500, inner);
}

