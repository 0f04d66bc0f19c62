/**
 * A stylised person in the same 400 x 500 frame as the garments: used under garments for model,
 * customer and plus/straight-fit images, and (as a silhouette with measurement lines) for the
 * size guide's front, side and back figures.
 */

export interface FigureOptions {
  skin: string;
  hair: string;
  /** Width factor of the body: 1 standard, about 1.3 plus, 0.9 straight. */
  width: number;
  view: 'front' | 'side' | 'back';
}

const TORSO = 'M154 100Q200 92 246 100L240 160Q230 190 232 212Q248 240 244 262L238 300H162L156 262Q152 240 168 212Q170 190 160 160Z';
const ARMS = 'M154 102Q138 108 136 150L128 296Q134 304 142 296L156 172ZM246 102Q262 108 264 150L272 296Q266 304 258 296L244 172Z';
const LEGS = 'M162 290L170 476H192L198 320H202L208 476H230L238 290Z';
const FEET = 'M168 474h26v8h-30zM206 474h26l4 8h-30z';
const SIDE_BODY = 'M186 100Q214 96 218 120Q230 142 224 164Q212 184 214 208Q228 240 222 272L214 300H184L180 262Q176 200 182 150Q178 120 186 100ZM184 290L188 476H212L214 290ZM186 476h30l6 8h-36z';
const SIDE_ARM = 'M196 106Q184 180 194 296H206L208 112Z';

const HAIR_FRONT = 'M175 62Q170 28 200 28Q232 28 226 64Q222 44 200 42Q180 44 175 62Z';
const HAIR_BACK = 'M174 62Q172 30 200 30Q228 30 226 62L230 116Q200 124 170 116Z';
const HAIR_SIDE = 'M178 60Q176 30 202 30Q226 32 222 48Q206 44 196 58L186 112Q174 100 178 60Z';

export function bodyMatrix(width: number): string {
  return `matrix(${r(width)} 0 0 1 ${r(200 - 200 * width)} 0)`;
}

export function r(n: number): string {
  return String(Math.round(n * 1000) / 1000);
}

/** The figure, split so a garment can be drawn between the body and nothing else on top. */
export function figure(o: FigureOptions): string {
  const head = `<circle cx="200" cy="58" r="24" fill="${o.skin}"/><path fill="${o.skin}" d="M192 78H208V102H192Z"/>`;
  if (o.view === 'side') {
    return `${head}<path fill="${o.skin}" transform="${bodyMatrix(o.width)}" d="${SIDE_BODY}"/><path fill="${o.skin}" d="${SIDE_ARM}" opacity=".9"/><path fill="${o.hair}" d="${HAIR_SIDE}"/>`;
  }
  const hair = o.view === 'back' ? HAIR_BACK : HAIR_FRONT;
  return `${head}<g fill="${o.skin}" transform="${bodyMatrix(o.width)}"><path d="${TORSO}"/><path d="${ARMS}"/><path d="${LEGS}"/><path d="${FEET}"/></g><path fill="${o.hair}" d="${hair}"/>`;
}

/** Measurement lines (bust, waist, hip) across the figure for the size guide. */
export function measureLines(width: number, color: string, view: 'front' | 'side' | 'back'): string {
  const half = (n: number) => (view === 'side' ? n * 0.5 : n) * width;
  const line = (y: number, h: number) => `M${r(200 - half(h))} ${y}H${r(200 + half(h))}`;
  return `<path fill="none" stroke="${color}" stroke-width="2.5" stroke-dasharray="6 4" d="${line(140, 56)}${line(206, 40)}${line(254, 52)}"/>`;
}
