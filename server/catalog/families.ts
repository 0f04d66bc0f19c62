/** Swatch colours for the colour families stored as items' base colour (colour filter). */
const FAMILY_HEX: Record<string, string> = {
  black: '#1c1c1e',
  grey: '#9a9ca1',
  gray: '#9a9ca1',
  blue: '#2f55c4',
  pink: '#e58fb1',
  red: '#c8202f',
  green: '#4f8a5b',
  brown: '#6f4e3d',
  purple: '#9b7cc6',
  white: '#f6f5f2',
  beige: '#d9c2a5',
  yellow: '#e2b52f',
  orange: '#e8620c',
  multi: '#c9a0dc',
};

export function familyKey(value: string): string {
  return value.trim().toLowerCase();
}

/** Display label of a family: 'dusty rose' → 'Dusty Rose'. */
export function familyLabel(value: string): string {
  return familyKey(value).replace(/\b\w/g, (c) => c.toUpperCase());
}

export function familyHex(value: string, fallback?: string): string {
  return FAMILY_HEX[familyKey(value)] ?? fallback ?? '#cccccc';
}
