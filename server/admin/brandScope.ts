/** A staff member's brands: every brand ('all') or a list of brand ids (staff.brands, migration 028). */
export type BrandScope = 'all' | readonly string[];

const BRAND_ID = /^[a-z0-9_-]{1,40}$/;

/** staff.brands as stored: 'all' or a JSON array of ids. Anything else reads as no brand at all. */
export function parseBrandScope(stored: string): BrandScope {
  if (stored === 'all') return 'all';
  try {
    const parsed: unknown = JSON.parse(stored);
    if (Array.isArray(parsed)) return parsed.filter((b): b is string => typeof b === 'string' && BRAND_ID.test(b));
  } catch {
    // a malformed row sees nothing
  }
  return [];
}

export function formatBrandScope(scope: BrandScope): string {
  return scope === 'all' ? 'all' : JSON.stringify([...scope]);
}

export function seesBrand(scope: BrandScope, brandId: string): boolean {
  return scope === 'all' || scope.includes(brandId);
}

/** The brand ids a scope covers among `known` (the brand registry's). */
export function brandsIn(scope: BrandScope, known: readonly string[]): string[] {
  return known.filter((b) => seesBrand(scope, b));
}
