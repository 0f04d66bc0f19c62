// Folding bundled cart lines into their parent line (spec section 4, "Bundling").
import type { CartLineState } from './types';

export interface BundleItem {
  name: string;
  count: number;
}

/** A cart line as the storefront shows it (spec section 3); money in dollars. */
export interface CartLine extends Omit<CartLineState, 'path' | 'color'> {
  bundleItems?: BundleItem[];
  bundleCount?: number;
}

const hasDiscountClass = (line: CartLine, cls: string) =>
  line.discountClass.split(',').some((c) => c.trim() === cls);

/** Display name of a bundled piece: the word POP removed. */
export function bundledItemName(name: string): string {
  return name.replace(/\bPOP\b/g, '').replace(/\s+/g, ' ').trim();
}

/**
 * Lines with bundledWith (and not in discount class social_media_special) are removed and listed
 * on their parent as bundleItems, grouped by name with quantities summed; bundleCount is the total
 * of those counts. A line whose parent is absent, or is itself folded away, stays as it is.
 * Returns new line objects (extra fields such as path are kept); the input is not modified.
 */
export function foldBundles<T extends CartLine>(lines: readonly T[]): T[] {
  const byId = new Map(lines.map((l) => [l.cartId, l]));
  const wantsToFold = (l: T) =>
    l.bundledWith !== null && !hasDiscountClass(l, 'social_media_special') && byId.has(l.bundledWith);
  const folds = (l: T) => wantsToFold(l) && !wantsToFold(byId.get(l.bundledWith as number) as T);

  const children = new Map<number, T[]>();
  for (const line of lines) {
    if (!folds(line)) continue;
    const parentId = line.bundledWith as number;
    children.set(parentId, [...(children.get(parentId) ?? []), line]);
  }

  return lines
    .filter((line) => !folds(line))
    .map((line) => {
      const bundled = children.get(line.cartId);
      if (!bundled) return { ...line };
      const counts = new Map<string, number>();
      for (const child of bundled) {
        const name = bundledItemName(child.name);
        counts.set(name, (counts.get(name) ?? 0) + child.quantity);
      }
      const bundleItems = [...counts].map(([name, count]) => ({ name, count }));
      return { ...line, bundleItems, bundleCount: bundleItems.reduce((sum, i) => sum + i.count, 0) };
    });
}
