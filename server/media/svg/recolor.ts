import { FIXED_DETAIL_COLORS, pieceColors, type Paint } from './garments';
import { COMPLEMENT_ID } from './scenes';

/**
 * Every garment piece `drawPiece` writes: its geometry in <defs> (no colours), then the painted
 * part, which ends with the outline <use> in the seam colour.
 */
const PIECE = /<defs><g id="([A-Za-z0-9]+)">[\s\S]*?<\/g><\/defs>([\s\S]*?<use href="#\1" fill="none" stroke="(#[0-9a-f]{6})" stroke-width="1\.5" opacity="\.35"\/>)/g;
const HEX = /#[0-9a-f]{6}\b/g;

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The painted part of one piece in the new paint; its old colours are read from the piece itself. */
function repaint(id: string, painted: string, oldLine: string, paint: Paint): string {
  const body = new RegExp(`<use href="#${escapeRe(id)}" fill="(#[0-9a-f]{6})"/>`).exec(painted);
  if (!body) return painted;
  const next = pieceColors(paint);
  const fixed = new Set(FIXED_DETAIL_COLORS);
  // Body and seam colours are known exactly; any other colour in the piece is its trim.
  const map = new Map<string, string>([[body[1], next.main]]);
  if (!map.has(oldLine)) map.set(oldLine, next.line);
  return painted.replace(HEX, (hex) => map.get(hex) ?? (fixed.has(hex) ? hex : next.trim));
}

/**
 * A generated product image with its garment redrawn in another paint: the same drawing the seed
 * would have made in that colour. Backdrops, figures and the model's neutral complement keep
 * their colours. Art that is not a generated garment comes back unchanged.
 */
export function recolorArt(svg: string, paint: Paint): string {
  return svg.replace(PIECE, (whole: string, id: string, painted: string, line: string) =>
    id === COMPLEMENT_ID ? whole : whole.slice(0, whole.length - painted.length) + repaint(id, painted, line, paint),
  );
}
