import type { Selectable } from 'kysely';
import type { Database } from '../db';
import type { ShopContext } from '../http/types';
import { nowIso, type Trx } from '../db/tx';

export type CartRow = Selectable<Database['carts']>;

/**
 * The shopper's cart id, creating the session (and its cookie) and the cart row on a visitor's
 * first mutation. Safe against two first requests racing: the insert ignores a duplicate.
 */
export async function ensureCart(ctx: ShopContext): Promise<number> {
  const sessionId = await ctx.session.ensure();
  const find = () => ctx.db.selectFrom('carts').select('id').where('session_id', '=', sessionId).executeTakeFirst();
  const existing = await find();
  if (existing) return existing.id;
  // RETURNING gives the new row's id; a lost race returns nothing, and the winner's row is read.
  const inserted = await ctx.db
    .insertInto('carts')
    .values({ brand_id: ctx.brand.id, session_id: sessionId, customer_id: ctx.session.customerId, updated_at: nowIso() })
    .onConflict((oc) => oc.column('session_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  const created = inserted ?? (await find());
  if (!created) throw new Error('cart row missing after insert');
  return created.id;
}

/**
 * Locks the cart for the rest of the transaction and returns it. The UPDATE takes PostgreSQL's
 * row lock (concurrent mutations of one cart queue here); SQLite runs one transaction at a time.
 */
export async function lockCart(trx: Trx, cartId: number): Promise<CartRow> {
  // One statement: the UPDATE's RETURNING is the row as locked (PostgreSQL and SQLite alike).
  return trx
    .updateTable('carts')
    .set((eb) => ({ version: eb('version', '+', 1), updated_at: nowIso() }))
    .where('id', '=', cartId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The cart of a session, locked, or undefined when the session has none. */
export async function lockCartOfSession(trx: Trx, sessionId: string): Promise<CartRow | undefined> {
  return trx
    .updateTable('carts')
    .set((eb) => ({ version: eb('version', '+', 1), updated_at: nowIso() }))
    .where('session_id', '=', sessionId)
    .returningAll()
    .executeTakeFirst();
}
