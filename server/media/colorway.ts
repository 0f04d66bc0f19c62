import { resolveColor } from './colors';
import type { Paint } from './svg/garments';

/** Longest colour name a colourway request may carry (two-tone names included). */
const MAX_NAME = 60;

/**
 * The paint of a colour the generated art knows ('Ivory/Black' → Ivory with Black trims), or null
 * for anything else (unknown names, repeated or overlong parameters).
 */
export function paintForColor(raw: unknown): Paint | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_NAME) return null;
  try {
    const c = resolveColor(raw);
    return { main: c.hex, second: c.second };
  } catch {
    return null;
  }
}
