import type { Brand } from '../../brands/types';
import type { DB } from '../db';
import { getStoreSettings, type StoreSettings } from '../settings/store';
import { computeAmountsCents, toDollars, type Amounts, type AmountsCents } from './amounts';
import type { CartRow } from './cartRow';
import { findDiscountCode, type DiscountCodeRow } from './discountCodes';
import { loadCartLines, type PricedLine } from './lines';
import { givesMemberPrices, loadMembershipStatus, type MembershipSummary } from './membership';

export interface PricedCart {
  settings: StoreSettings;
  lines: PricedLine[];
  discount: DiscountCodeRow | null;
  /** The customer's latest membership of this brand, in any state (the cart's club flags). */
  latestMembership: MembershipSummary | null;
  /** The membership that gives member prices now (none while cancelled or paused). */
  membership: MembershipSummary | null;
  /** Member prices apply: `membership` is set. */
  hasClub: boolean;
  hasClubInCart: boolean;
  cents: AmountsCents;
  amounts: Amounts;
}

/**
 * Prices a cart entirely on the server: list or club prices (members and a club in the cart),
 * offer and gift prices from the line, the discount code, shipping, tax and the club fee.
 * Used by GET cart and by checkout, so the charged total is the total the shopper saw.
 */
export async function priceCart(db: DB, brand: Brand, cart: CartRow | undefined, customerId: number | null): Promise<PricedCart> {
  const settings = await getStoreSettings(db, brand.id);
  const latestMembership = customerId ? await loadMembershipStatus(db, brand.id, customerId) : null;
  const membership = givesMemberPrices(latestMembership) ? latestMembership : null;
  const hasClub = membership !== null;
  const hasClubInCart = Boolean(cart?.club_in_cart);
  const lines = cart ? await loadCartLines(db, cart.id, hasClub || hasClubInCart) : [];
  const discount = cart?.discount_code ? await findDiscountCode(db, brand, cart.discount_code) : null;
  const clubFee = hasClubInCart && !hasClub ? Number(settings.clubMonthly ?? 0) : 0;
  const cents = computeAmountsCents(lines, discount, settings, clubFee);
  return { settings, lines, discount, latestMembership, membership, hasClub, hasClubInCart, cents, amounts: toDollars(cents) };
}
