import type { Fields } from '../../http/types';
import { optionalBoolean, requireId, requireInt } from '../../http/input';
import { badRequest } from '../../http/errors';
import { formatCents } from '../../../lib/format/money';
import { SET_QUANTITY_MAX, SET_QUANTITY_MIN } from '../../../lib/admin/offerLimits';

export const MAX_SET_PRICE_CENTS = 10_000_000;

/** The columns of a multi_buys row a merchandiser edits (migration 017). */
export interface SetValues {
  category_id: number;
  quantity: number;
  price_cents: number;
  active: number;
}

/** An edit's field is given when sent at all: sent empty, it is read (and refused as required). */
const given = (f: Fields, name: string) => f[name] !== undefined;

/**
 * A set's values from the form: every field for a new set (active unless `active` says otherwise);
 * for an edit (`current`) each field is optional and an absent one keeps its current value.
 */
export function setValues(f: Fields, current: SetValues | null): SetValues {
  const keep = <K extends keyof SetValues>(name: string, key: K, read: () => SetValues[K]): SetValues[K] =>
    current && !given(f, name) ? current[key] : read();
  const active = optionalBoolean(f, 'active');
  return {
    category_id: keep('categoryId', 'category_id', () => requireId(f, 'categoryId')),
    quantity: keep('quantity', 'quantity', () => requireInt(f, 'quantity', SET_QUANTITY_MIN, SET_QUANTITY_MAX)),
    price_cents: keep('priceCents', 'price_cents', () => requireInt(f, 'priceCents', 1, MAX_SET_PRICE_CENTS)),
    active: active === undefined ? (current?.active ?? 1) : active ? 1 : 0,
  };
}

/**
 * An active set's price must be below what its `quantity` pieces cost at their regular price, counted
 * at the category's cheapest item (`cheapestCents`): then every group the cart makes
 * (server/cart/multiBuy.ts) is a saving, and the set's label never claims a price dearer than the
 * pieces. The cart would keep a dearer group at its own price anyway; the rule keeps the label true.
 * A category with no item on sale has nothing to make a set of.
 */
export function checkSetPrice(v: SetValues, cheapestCents: number | null): void {
  if (!v.active) return;
  if (cheapestCents === null) throw badRequest('categoryId: the category has no item on sale to make a set of');
  const regular = v.quantity * cheapestCents;
  if (v.price_cents >= regular) {
    throw badRequest(`priceCents: must be below ${formatCents(regular)}, what ${v.quantity} of the category's cheapest item cost at the regular price`);
  }
}
