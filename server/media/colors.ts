/**
 * Named colours used by the seed: display name, hex, and the colour family stored as an item's
 * base_color. Two-tone names join two of these with '/' or '-' ('Navy/White', 'Red-Black'), the
 * separators the storefront splits on (spec: colours split on - or /), so no single name may
 * contain either character.
 */
export const COLORS: Record<string, { hex: string; family: string }> = {
  Black: { hex: '#1c1c1e', family: 'black' },
  'Heather Gray': { hex: '#9a9ca1', family: 'gray' },
  Charcoal: { hex: '#3f4147', family: 'gray' },
  Navy: { hex: '#1f2a4a', family: 'blue' },
  Cobalt: { hex: '#2f55c4', family: 'blue' },
  'Sky Blue': { hex: '#8fc3e8', family: 'blue' },
  Teal: { hex: '#1f7c80', family: 'blue' },
  'Dusty Rose': { hex: '#c98b8f', family: 'pink' },
  Blush: { hex: '#f1c6c9', family: 'pink' },
  Berry: { hex: '#8e2a55', family: 'pink' },
  Burgundy: { hex: '#6d1f2f', family: 'red' },
  Red: { hex: '#c8202f', family: 'red' },
  Cherry: { hex: '#b0172d', family: 'red' },
  Olive: { hex: '#5e6238', family: 'green' },
  Sage: { hex: '#9cae94', family: 'green' },
  Emerald: { hex: '#1f7a56', family: 'green' },
  Mint: { hex: '#a8dcc4', family: 'green' },
  Mocha: { hex: '#6f4e3d', family: 'brown' },
  Camel: { hex: '#b98b5e', family: 'brown' },
  Lavender: { hex: '#b9a7d6', family: 'purple' },
  Lilac: { hex: '#c8a2c8', family: 'purple' },
  White: { hex: '#f6f5f2', family: 'white' },
  Ivory: { hex: '#f3ead8', family: 'white' },
  Nude: { hex: '#e2b99a', family: 'beige' },
  Oatmeal: { hex: '#d9cdb8', family: 'beige' },
  Mustard: { hex: '#d6a329', family: 'yellow' },
  Orange: { hex: '#e8620c', family: 'orange' },
  Rust: { hex: '#a8482a', family: 'orange' },
};

export interface ResolvedColor {
  name: string;
  hex: string;
  second: string | null;
  family: string;
}

/** 'Navy/White' → Navy's hex, White's hex as the second colour, family 'blue'. */
export function resolveColor(name: string): ResolvedColor {
  const parts = name.split(/[-/]/).map((p) => p.trim());
  const first = COLORS[parts[0]];
  if (!first) throw new Error(`Unknown seed color: ${name}`);
  const second = parts[1] ? COLORS[parts[1]] : undefined;
  if (parts[1] && !second) throw new Error(`Unknown seed color: ${name}`);
  return { name, hex: first.hex, second: second?.hex ?? null, family: first.family };
}
