import Cookies from 'js-cookie';
import type { SizeOption } from './types';

/** The cookie that remembers the shopper's size across items (spec section 3). */
export const SELECTED_SIZE_COOKIE = 'selectedSize';

export function readSelectedSize(): string | null {
  return Cookies.get(SELECTED_SIZE_COOKIE) || null;
}

/** Stores the size; an empty size removes the cookie. */
export function rememberSize(size: string | null | undefined): void {
  if (size) Cookies.set(SELECTED_SIZE_COOKIE, size, { expires: 365, sameSite: 'lax', path: '/' });
  else Cookies.remove(SELECTED_SIZE_COOKIE, { path: '/' });
}

/** The remembered size when this item has it in stock, else null. */
export function initialSize(sizes: SizeOption[], remembered: string | null): string | null {
  if (sizes.length === 1 && !sizes[0].soldOut) return sizes[0].size;
  const hit = remembered ? sizes.find((s) => s.size === remembered && !s.soldOut) : undefined;
  return hit ? hit.size : null;
}
