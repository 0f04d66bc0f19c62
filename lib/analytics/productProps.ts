/**
 * The product events' properties (docs/analytics.md), apart from plan.ts so the pages every shopper
 * loads first (item page, the cart actions in _app) carry only these few lines.
 */
import { roundMoney } from '../format/money';
import type { CartState } from '../cart/types';
import type { EventProps } from './events';

const money = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) ? roundMoney(n) : 0);

export function productProps(item: { id: number | string; name: string; price?: number | null }): EventProps {
  return { product_id: String(item.id), name: item.name, price: money(item.price) };
}

/** The line cart/add created or grew. */
export function productAddedProps(cart: CartState | null | undefined, input: { itemId: number; color: string; size: string; quantity?: number }): EventProps | null {
  const line = cart?.items.find((l) => l.itemId === input.itemId && l.size === input.size && l.color === input.color) ?? cart?.items.find((l) => l.itemId === input.itemId);
  if (!line) return null;
  return { product_id: String(line.itemId), name: line.name, price: money(line.price), quantity: input.quantity ?? 1, size: line.size };
}
