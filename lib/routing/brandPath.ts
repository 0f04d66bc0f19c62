/** The internal tree every brand page lives in: /_brand/<id>/… (reached through host rewrites). */
export const BRAND_TREE = '/_brand';

export function brandRoot(brandId: string): string {
  return `${BRAND_TREE}/${brandId}`;
}

export function isUnder(pathname: string, root: string): boolean {
  return pathname === root || pathname.startsWith(`${root}/`);
}

/** The path the shopper sees for an internal /_brand/<id>/… path, or null when it is not under that brand. */
export function pathUnderBrand(pathname: string, brandId: string): string | null {
  const root = brandRoot(brandId);
  return isUnder(pathname, root) ? pathname.slice(root.length) || '/' : null;
}
