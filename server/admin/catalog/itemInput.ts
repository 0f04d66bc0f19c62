import type { Fields } from '../../http/types';
import { optionalBoolean, optionalString } from '../../http/input';
import { formatCents } from '../../../lib/format/money';
import { badRequest } from '../../http/errors';
import { rowIdOf } from '../../http/rowId';

/** An item's fields the back office edits (money in cents; null: none). */
export interface ItemFields {
  name: string;
  description: string;
  priceCents: number;
  /** The "was" price shown struck through; above the price. */
  compareAtCents: number | null;
  /** The club members' price; below the price. */
  memberPriceCents: number | null;
  vipOnly: boolean;
  /** false: gone from listings, search and the item page (items.active). */
  published: boolean;
  /** The brand's categories the item is listed in, ascending. */
  categoryIds: number[];
}

export type ItemField = keyof ItemFields;

export const NAME_MAX = 200;
export const DESCRIPTION_MAX = 5_000;
export const MAX_PRICE_CENTS = 1_000_000;
export const MAX_CATEGORIES = 50;

/** A tag's start: `<` before a letter, `/`, `!` or `?`. A lone `<` ("< 5 lbs") is plain text. */
const TAG = /<[a-z/!?]/i;
/** Control characters other than tab and line breaks. */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Plain text: no markup, no control characters (the shop prints it as text, never as HTML). */
function plainText(f: Fields, name: 'name' | 'description', max: number): string | undefined {
  if (f[name] === undefined) return undefined;
  const v = optionalString(f, name, max) ?? '';
  if (TAG.test(v)) throw badRequest(`${name}: plain text only, no HTML tags`);
  if (CONTROL.test(v)) throw badRequest(`${name}: contains a character that is not allowed`);
  return name === 'name' ? v.replace(/\s+/g, ' ') : v.replace(/\r\n?/g, '\n');
}

/**
 * Cents or, for an empty field, null ("none"); undefined when the field was not sent. The refusal
 * names the bounds in dollars: the editor's fields are typed in dollars ("priceCents: must be between
 * 1 and 1000000" read as dollars told staff that $0.50 or $5,000 was fine).
 */
function optionalCents(f: Fields, name: string): number | null | undefined {
  const raw: unknown = f[name];
  if (raw === undefined) return undefined;
  if (typeof raw === 'string' && raw.trim() === '') return null;
  const text = String(raw).trim();
  const cents = /^\d{1,15}$/.test(text) ? Number(text) : NaN;
  if (!(cents >= 1 && cents <= MAX_PRICE_CENTS)) throw badRequest(`${name}: must be an amount from ${formatCents(1)} to ${formatCents(MAX_PRICE_CENTS)}`);
  return cents;
}

/** `categoryIds`: ids separated by commas (empty: none), each one of the brand's categories. */
function categoryList(f: Fields, brandCategoryIds: ReadonlySet<number>): number[] | undefined {
  const raw = f.categoryIds;
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string' || raw.length > 1_000) throw badRequest('categoryIds: must be category ids separated by commas');
  const parts = raw.split(',').map((p) => p.trim()).filter(Boolean);
  const ids = new Set<number>();
  for (const p of parts) {
    const id = rowIdOf(p);
    if (id === null) throw badRequest('categoryIds: must be category ids separated by commas');
    if (!brandCategoryIds.has(id)) throw badRequest(`categoryIds: ${id} is not a category of this brand`);
    ids.add(id);
  }
  if (ids.size > MAX_CATEGORIES) throw badRequest(`categoryIds: at most ${MAX_CATEGORIES} categories`);
  return [...ids].sort((a, b) => a - b);
}

/**
 * A partial update read from the form: only the fields sent change (an empty money field clears
 * it), each checked on its own and then together against the item's other values (compare-at above
 * the price, member price below it). Every refusal is a 400 naming the field. Answers the item's
 * fields after the update and the names of those that differ from `current`.
 */
export function itemUpdate(f: Fields, current: ItemFields, brandCategoryIds: ReadonlySet<number>): { next: ItemFields; changed: ItemField[] } {
  const name = plainText(f, 'name', NAME_MAX);
  if (name !== undefined && !name) throw badRequest('name: is required');
  const description = plainText(f, 'description', DESCRIPTION_MAX);
  const price = optionalCents(f, 'priceCents');
  if (price === null) throw badRequest('priceCents: is required');
  const next: ItemFields = {
    name: name ?? current.name,
    description: description ?? current.description,
    priceCents: price ?? current.priceCents,
    compareAtCents: pick(optionalCents(f, 'compareAtCents'), current.compareAtCents),
    memberPriceCents: pick(optionalCents(f, 'memberPriceCents'), current.memberPriceCents),
    vipOnly: optionalBoolean(f, 'vipOnly') ?? current.vipOnly,
    published: optionalBoolean(f, 'published') ?? current.published,
    categoryIds: categoryList(f, brandCategoryIds) ?? current.categoryIds,
  };
  if (next.compareAtCents !== null && next.compareAtCents <= next.priceCents) throw badRequest('compareAtCents: must be above the price, or empty');
  if (next.memberPriceCents !== null && next.memberPriceCents >= next.priceCents) throw badRequest('memberPriceCents: must be below the price, or empty');
  const changed = (Object.keys(next) as ItemField[]).filter((k) => JSON.stringify(next[k]) !== JSON.stringify(current[k]));
  return { next, changed };
}

const pick = <T>(sent: T | undefined, current: T): T => (sent === undefined ? current : sent);

/** The named fields of one state, for the audit row's before and after. */
export function fieldsOf(state: ItemFields, names: readonly ItemField[]): Partial<ItemFields> {
  return Object.fromEntries(names.map((k) => [k, state[k]])) as Partial<ItemFields>;
}
