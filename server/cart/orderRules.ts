import { sql } from 'kysely';
import { earlyAccessRefusal, inEarlyAccess } from './stock';
import type { Brand } from '../../brands/types';
import { dialectName } from '../db';
import { conflict } from '../http/errors';
import { codeRefusal } from './codeRules';
import { codeUses, hasEarlierOrder } from './firstOrder';
import type { PricedCart } from './pricing';
import type { Trx } from '../db/tx';

export interface OrderPlacer {
  customerId: number | null;
  sessionId: string;
  /** The email typed at checkout. */
  email: string;
}

/**
 * The money rules checked once more when an order is placed, with what only checkout knows (the
 * email), inside its transaction and before anything is charged:
 * - a VIP-only item needs the club's perks (a member in good standing, or the club in this order):
 *   409 `cart: <item> is for <club> members only. …`;
 * - a first-order code needs a first order for the email too (a guest who ordered before under the
 *   same email): 409 `code: <code> is for your first order only. …`. Two checkouts of one email
 *   run one after the other (an advisory lock on PostgreSQL; SQLite runs one writer at a time), so
 *   the second sees the first's order.
 * Everything else (club-only codes, minimums, add-on prices, member prices, the gift) is already
 * in the priced cart: priceCart applies each rule whenever it prices.
 */
export async function assertOrderRules(trx: Trx, brand: Brand, priced: PricedCart, who: OrderPlacer): Promise<void> {
  const vip = priced.lines.find((l) => l.vipOnly);
  if (vip && !priced.clubPerks) {
    throw conflict(`cart: ${vip.name} is for ${priced.settings.clubName} members only. Add the club to your order or remove the item.`);
  }
  // Members' early access is checked again at checkout: a line added by a member who has since left the club, or added just before.
  const early = priced.lines.find((l) => inEarlyAccess(l.membersUntil));
  if (early && !priced.clubPerks) throw conflict(earlyAccessRefusal('cart', early.name, priced.settings.clubName, early.membersUntil!));
  const code = priced.discount;
  if (!code || (!code.first_order_only && !code.per_customer_limit) || priced.discountRefusal) return;
  const email = who.email.trim().toLowerCase();
  if (dialectName() === 'postgres' && email) {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`first-order:${brand.id}:${email}`}))`.execute(trx);
  }
  const orderer = { customerId: who.customerId, sessionId: who.sessionId, email };
  const orderedBefore = code.first_order_only ? await hasEarlierOrder(trx, brand.id, orderer) : false;
  const usedBefore = code.per_customer_limit ? await codeUses(trx, brand.id, orderer, code.code_lower, code.per_customer_limit) : 0;
  const refusal = codeRefusal(code, { subtotalCents: priced.cents.subtotal, clubPerks: priced.clubPerks, membership: priced.latestMembership, orderedBefore, usedBefore });
  if (refusal) throw conflict(`code: ${refusal} Remove the code to place your order.`);
}
