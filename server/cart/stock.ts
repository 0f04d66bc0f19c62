import type { Brand } from '../../brands/types';
import type { DB } from '../db';
import { badRequest, conflict, forbidden, notFound } from '../http/errors';
import { shopClub } from '../settings/shopFacts';
import { earlyAccessDateLabel } from '../../lib/catalog/earlyAccess';

export interface SellableItem {
  id: number;
  name: string;
  color: string;
  size: string;
  stock: number;
  /** For club members only (items.vip_only): see assertMayBuy. */
  vipOnly: boolean;
  /** Members' early access until then (items.members_until): see assertMayBuy. */
  membersUntil: string | null;
}

/**
 * Checks that the item is this brand's, active, and offered in the colour and size; returns its
 * stock in that size. An item with a single colour may be added without naming it.
 */
export async function loadSellable(db: DB, brand: Brand, itemId: number, color: string | undefined, size: string | undefined): Promise<SellableItem> {
  const item = await db
    .selectFrom('items')
    .select(['id', 'name', 'vip_only', 'members_until'])
    .where('id', '=', itemId)
    .where('brand_id', '=', brand.id)
    .where('active', '=', 1)
    .executeTakeFirst();
  if (!item) throw notFound('itemId: item not found');

  const colors = (await db.selectFrom('item_colors').select('name').where('item_id', '=', itemId).execute()).map((c) => c.name);
  let chosenColor = color ?? '';
  if (!chosenColor && colors.length === 1) chosenColor = colors[0];
  if (colors.length > 0 && !colors.includes(chosenColor)) {
    throw badRequest(chosenColor ? `color: ${chosenColor} is not available` : 'color: is required');
  }

  const sizes = await db.selectFrom('item_sizes').select(['size', 'stock']).where('item_id', '=', itemId).execute();
  let chosenSize = size ?? '';
  if (!chosenSize && sizes.length === 1) chosenSize = sizes[0].size;
  const row = sizes.find((s) => s.size === chosenSize);
  if (!row) throw badRequest(chosenSize ? `size: ${chosenSize} is not available` : 'size: is required');
  return { id: item.id, name: item.name, color: chosenColor, size: row.size, stock: row.stock, vipOnly: Boolean(item.vip_only), membersUntil: item.members_until ?? null };
}

/** Units of the item in this size already in the cart (all lines: shopper, offer, gift, bundled). */
export async function quantityInCart(db: DB, cartId: number, itemId: number, size: string, exceptLineId?: number): Promise<number> {
  let q = db
    .selectFrom('cart_lines')
    .select((eb) => eb.fn.sum<number | string | null>('quantity').as('n'))
    .where('cart_id', '=', cartId)
    .where('item_id', '=', itemId)
    .where('size', '=', size);
  if (exceptLineId !== undefined) q = q.where('id', '!=', exceptLineId);
  const row = await q.executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** 409 when the size is sold out, or when the cart would hold more than is in stock. */
export function assertInStock(item: SellableItem, alreadyInCart: number, adding: number): void {
  if (item.stock <= 0) throw conflict(`size: ${item.size} is sold out`);
  if (alreadyInCart + adding > item.stock) throw conflict(`quantity: only ${item.stock} left in ${item.size}`);
}

/**
 * 403 when a VIP-only item goes into a cart without the club's perks (PricedCart.clubPerks: a member
 * in good standing, or the club in this cart). Checkout checks the lines again (assertOrderRules).
 */
export async function assertMayBuy(db: DB, item: SellableItem, brand: Brand, clubPerks: () => Promise<boolean>, now = new Date()): Promise<void> {
  const early = inEarlyAccess(item.membersUntil, now);
  if ((!item.vipOnly && !early) || (await clubPerks())) return;
  const club = (await shopClub(db, brand.id)).name;
  if (item.vipOnly) throw forbidden(`itemId: ${item.name} is for ${club} members only. Join the club to buy it.`);
  throw forbidden(earlyAccessRefusal('itemId', item.name, club, item.membersUntil!));
}

/** Whether an item is still in members' early access (items.members_until in the future). */
export function inEarlyAccess(membersUntil: string | null, now = new Date()): boolean {
  if (!membersUntil) return false;
  const until = Date.parse(membersUntil);
  return Number.isFinite(until) && until > now.getTime();
}

/** The refusal of an early-access item to a shopper without the club's perks, naming when everyone may buy it. */
export function earlyAccessRefusal(field: string, name: string, club: string, membersUntil: string): string {
  return `${field}: ${name} is in ${club} members' early access until ${earlyAccessDateLabel(membersUntil)}. Join the club, or log in as a member, to buy it now.`;
}
