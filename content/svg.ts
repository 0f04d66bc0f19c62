/**
 * Small flat illustrations in brand colours, written to public/content/<brand>/*.svg by
 * build-dataset.ts, with garments drawn as on the item pictures (server/media/svg). Each file stays
 * under 2 KB, but the hero (a drawn scene, under 15 KB).
 */
import { type Detail, PATTERN_DETAILS } from '../server/media/svg/details';
import type { Paint, Shape } from '../server/media/svg/garments';
import { SHADE_DEFS, garmentArt, showroom } from '../server/media/svg/scenes';

export interface Palette {
  primary: string;
  primaryDark: string;
  accent: string;
  background: string;
  text: string;
}

/** The garments the illustrations draw, drawn as the item pictures draw them (GARMENT_OF). */
export type ShapeName =
  | 'legging' | 'flare' | 'jogger' | 'shorts' | 'bra' | 'cheeky' | 'thong' | 'brief' | 'sock' | 'ankle' | 'kneehigh' | 'gift'
  | 'tee' | 'tank' | 'hoodie' | 'lounge';

/** A colour the illustrations are drawn in: one of the brand palette's, or plain white. */
export type Swatch = keyof Palette | 'white';

/** The colours one illustration is drawn in; its title and captions must name them truthfully (artText.ts). */
export interface Drawn {
  background: Swatch;
  garment: Swatch;
}

const PRODUCT_BACKGROUNDS: Swatch[] = ['accent', 'background', 'white', 'accent'];
const PRODUCT_GARMENTS: Swatch[] = ['primary', 'primaryDark', 'text', 'primary'];
const FEED_BACKGROUNDS: Swatch[] = ['primary', 'accent', 'primaryDark', 'background', 'accent', 'primary'];
const FEED_GARMENTS: Swatch[] = ['background', 'primaryDark', 'accent', 'primary', 'text', 'white'];

/** Product tile `variant`'s colours. */
export function productColours(variant: number): Drawn {
  return { background: PRODUCT_BACKGROUNDS[variant % PRODUCT_BACKGROUNDS.length], garment: PRODUCT_GARMENTS[variant % PRODUCT_GARMENTS.length] };
}

/** Feed post `variant`'s colours. */
export function feedColours(variant: number): Drawn {
  return { background: FEED_BACKGROUNDS[variant % FEED_BACKGROUNDS.length], garment: FEED_GARMENTS[variant % FEED_GARMENTS.length] };
}

/** The hero's two garments (shapes[0], shapes[1]) and the colours behind them. */
export const HERO_GARMENTS: [Swatch, Swatch] = ['primary', 'primaryDark'];
export const HERO_BACKGROUNDS: Swatch[] = ['accent', 'background'];

export function swatchHex(p: Palette, s: Swatch): string {
  return s === 'white' ? '#ffffff' : p[s];
}

function svg(width: number, height: number, title: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img"><title>${title}</title>${body}</svg>\n`;
}

/** The patterns of `details` a garment drawing shows (a rib knit, stripes…); the checks count only these. */
export function drawableDetails(details: readonly Detail[]): Detail[] {
  return details.filter((d) => PATTERN_DETAILS.includes(d));
}

/** The garment as the item pictures draw it, in one colour, with the patterns of `details`, in a 200×200 box. */
function garment(shape: ShapeName, fill: string, details: readonly Detail[]): string {
  return garmentArt(GARMENT_OF[shape], { main: fill, second: null }, [10, 10, 180, 180], 'g', drawableDetails(details));
}

/** A 600×600 product tile: soft background, the garment, a shadow and a few dots. */
export function productSvg(p: Palette, shape: ShapeName, title: string, variant = 0, details: readonly Detail[] = []): string {
  const drawn = productColours(variant);
  const bg = swatchHex(p, drawn.background);
  const fill = swatchHex(p, drawn.garment);
  return svg(
    600,
    600,
    title,
    `${SHADE_DEFS}<rect width="600" height="600" fill="${bg}"/>` +
      `<circle cx="${470 - variant * 40}" cy="${120 + variant * 30}" r="70" fill="${p.primary}" opacity=".12"/>` +
      `<ellipse cx="300" cy="540" rx="170" ry="18" fill="${p.text}" opacity=".08"/>` +
      `<g transform="translate(60 40) scale(2.4)">${garment(shape, fill, details)}</g>` +
      `<g fill="${p.primaryDark}" opacity=".35"><circle cx="90" cy="90" r="6"/><circle cx="118" cy="90" r="6"/><circle cx="90" cy="118" r="6"/></g>`,
  );
}

/** The item-picture garment each illustration name stands for, so the content art draws garments as the shop does. */
const GARMENT_OF: Record<ShapeName, Shape> = {
  legging: 'legging', flare: 'flare', jogger: 'jogger', shorts: 'short', bra: 'bra', cheeky: 'cheeky', thong: 'thong',
  brief: 'brief', sock: 'sock', ankle: 'anklesock', kneehigh: 'kneesock', gift: 'giftbox', tee: 'tee', tank: 'tank',
  hoodie: 'hoodie', lounge: 'loungepant',
};

/**
 * A 1200×600 hero: a shop scene with no words in it (the hero block's heading and button are
 * live text beside it). The first garment is worn by a model (or hangs first, for socks) in the
 * primary colour; the second hangs on the rail in primaryDark and again in primary.
 */
export function heroSvg(p: Palette, shapes: [ShapeName, ShapeName], title: string): string {
  const [a, b] = shapes.map((sh) => GARMENT_OF[sh]);
  const paint = (k: Swatch): Paint => ({ main: swatchHex(p, k), second: null });
  const [first, second] = HERO_GARMENTS;
  const scene = showroom([30, 20, 1140, 570], [[a, paint(first)], [b, paint(second)], [b, paint(first)]], {
    ...p,
    // The scene's ground and circle: the hero's two backgrounds.
    background: swatchHex(p, HERO_BACKGROUNDS[1]),
    accent: swatchHex(p, HERO_BACKGROUNDS[0]),
  });
  return svg(1200, 600, title, `${SHADE_DEFS}<rect width="1200" height="600" fill="${swatchHex(p, HERO_BACKGROUNDS[1])}"/>${scene}`);
}

/** A 600×600 feed post: garment on a coloured square with a pattern in the corner. */
export function feedSvg(p: Palette, shape: ShapeName, title: string, variant: number, details: readonly Detail[] = []): string {
  const drawn = feedColours(variant);
  const bg = swatchHex(p, drawn.background);
  const fill = swatchHex(p, drawn.garment);
  const rotate = [-8, 6, -4, 10, 0, -12][variant % 6];
  return svg(
    600,
    600,
    title,
    `${SHADE_DEFS}<rect width="600" height="600" fill="${bg}"/>` +
      `<g fill="${fill}" opacity=".25"><circle cx="520" cy="80" r="14"/><circle cx="560" cy="120" r="14"/><circle cx="520" cy="160" r="14"/><circle cx="480" cy="120" r="14"/></g>` +
      `<g transform="rotate(${rotate} 300 300) translate(80 60) scale(2.2)">${garment(shape, fill, details)}</g>`,
  );
}

/** A 200×200 round avatar (abstract head and shoulders). */
export function avatarSvg(p: Palette, title: string): string {
  return svg(
    200,
    200,
    title,
    `<circle cx="100" cy="100" r="100" fill="${p.accent}"/>` +
      `<circle cx="100" cy="80" r="36" fill="${p.primaryDark}"/>` +
      `<path d="M34 172c10-36 36-52 66-52s56 16 66 52a100 100 0 0 1-132 0z" fill="${p.primary}"/>`,
  );
}

/** A 400×400 monogram mark: initials on a brand-coloured disc. */
export function markSvg(p: Palette, initials: string, title: string): string {
  return svg(
    400,
    400,
    title,
    `<circle cx="200" cy="200" r="190" fill="${p.primaryDark}"/>` +
      `<circle cx="200" cy="200" r="160" fill="none" stroke="${p.accent}" stroke-width="6"/>` +
      `<text x="200" y="236" text-anchor="middle" font-family="Georgia,serif" font-size="110" font-weight="700" fill="#ffffff">${initials}</text>`,
  );
}
