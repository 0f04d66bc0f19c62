import type { Brand } from '../../brands/types';
import type { DB } from '../db';
import { getStoreSettings, type StoreSettings } from '../settings/store';
import { defaultZone, methodOf, zoneFor, type ShippingZone } from '../../lib/shipping/zones';
import { getTaxProvider, type TaxDestination } from '../tax';
import { computeAmountsCents, discountedLineCents, toDollars, withTax, type Amounts, type AmountsCents } from './amounts';
import type { CartRow } from './cartRow';
import { codeRefusal, codeWaiting } from './codeRules';
import { findDiscountCode, type DiscountCodeRow } from './discountCodes';
import { codeUses, hasEarlierOrder } from './firstOrder';
import { isGiftLine } from './freeGift';
import { loadCartLines, type PricedLine } from './lines';
import { buysClubInCart, givesMemberPrices, loadMembershipStatus, type MembershipSummary } from './membership';
import { joinShipsFree } from '../marketing/clubOffer';
import { priceMultiBuys } from './multiBuySets';
import type { AppliedMultiBuy } from '../../lib/promotions/multiBuy';

export interface PricedCart {
  settings: StoreSettings;
  lines: PricedLine[];
  /** The code on the cart (it may give nothing: see discountRefusal). */
  discount: DiscountCodeRow | null;
  /** Why the code on the cart gives nothing now (codeRefusal), or null when it applies or there is none. */
  discountRefusal: string | null;
  /**
   * What the cart still needs before the code (meant for this shopper) gives anything (codeWaiting):
   * no items to take it off ("add an item to use it"), or below its minimum; null when it gives something now.
   */
  discountWaiting: string | null;
  /** The customer's latest membership of this brand, in any state (the cart's club flags). */
  latestMembership: MembershipSummary | null;
  /** The membership that gives member prices now (none while cancelled, paused or overdue). */
  membership: MembershipSummary | null;
  /** Member prices apply through a membership: `membership` is set. */
  hasClub: boolean;
  hasClubInCart: boolean;
  /** Member prices and the club's perks (club-only codes and items, the club's free gift): `hasClub`, or the club bought with this cart. */
  clubPerks: boolean;
  /** The multi-buy sets the cart's regular lines make (their saving is cents.multiBuy). */
  multiBuys: AppliedMultiBuy[];
  /** What the shopper pays for the items after multi-buy sets and the discount (free gifts excluded): the free gift's threshold. */
  spendCents: number;
  /** Order bumps get their offer price: the cart holds a regular line, or the club is bought with it. */
  addOnPrices: boolean;
  cents: AmountsCents;
  amounts: Amounts;
  /** The shipping zone priced (the destination's, else the brand's default). */
  zone: ShippingZone;
  /** False until a destination is given: the tax shown is then only an estimate (0 without a US state). */
  taxQuoted: boolean;
}

/**
 * Prices a cart entirely on the server: list or club prices (members in good standing and a club
 * bought with the cart), multi-buy sets on the regular lines (server/cart/multiBuy.ts), offer prices (an order bump only beside a regular line or the club bought), gift prices, the
 * discount code when it applies now (codeRefusal), shipping by the destination's zone, tax quoted
 * for the destination (none before an address is known) and the club fee. Used by GET
 * cart, every cart mutation and checkout, so the charged total is the total the shopper saw and
 * every rule is checked again each time.
 */
export async function priceCart(
  db: DB, brand: Brand, cart: CartRow | undefined, customerId: number | null, destination: TaxDestination | null = null,
): Promise<PricedCart> {
  const settings = await getStoreSettings(db, brand.id);
  // The membership and the code do not depend on each other: read together (in parallel on PostgreSQL outside a transaction).
  const [latestMembership, discount] = await Promise.all([
    customerId ? loadMembershipStatus(db, brand.id, customerId) : null,
    cart?.discount_code ? findDiscountCode(db, brand, cart.discount_code) : null,
  ]);
  const membership = givesMemberPrices(latestMembership) ? latestMembership : null;
  const hasClub = membership !== null;
  const hasClubInCart = Boolean(cart?.club_in_cart);
  const buysClub = buysClubInCart(hasClubInCart, latestMembership);
  const clubPerks = hasClub || buysClub;
  const loaded = cart ? await loadCartLines(db, cart.id, clubPerks, buysClub) : [];
  const lines = isSocialMediaCode(settings, discount?.code) ? loaded.map(asSocialMediaSpecial) : loaded;
  // Sets first (at list or member price, whichever the shopper pays), then the code on what is left.
  const multiBuys = await priceMultiBuys(db, brand.id, lines);
  const subtotalCents = lines.reduce((s, l) => s + l.totalCents, 0) - multiBuys.savingCents;
  const orderedBefore = discount?.first_order_only
    ? await hasEarlierOrder(db, brand.id, { customerId, sessionId: cart?.session_id ?? null })
    : false;
  const usedBefore = discount?.per_customer_limit
    ? await codeUses(db, brand.id, { customerId, sessionId: cart?.session_id ?? null }, discount.code_lower, discount.per_customer_limit)
    : 0;
  const codeFacts = { subtotalCents, clubPerks, membership: latestMembership, orderedBefore, usedBefore };
  const discountRefusal = discount ? codeRefusal(discount, codeFacts) : null;
  const discountWaiting = discount ? codeWaiting(discount, codeFacts) : null;
  const clubFee = buysClub ? Number(settings.clubMonthly ?? 0) : 0;
  // Shipping by the destination's zone (checkout refuses a country no zone covers before pricing), else the default zone.
  const zone = (destination && zoneFor(settings, destination.country)) || defaultZone(settings);
  // The Vip4sh test's 4sh offer: the order the shopper joins the club with ships free (server/marketing/clubOffer.ts).
  const method = buysClub && (await joinShipsFree(db, brand, cart?.session_id)) ? { ...methodOf(zone), price: 0 } : methodOf(zone);
  const beforeTax = computeAmountsCents(lines, discountRefusal ? null : discount, method, clubFee, multiBuys.savingCents);
  // Tax by destination (server/tax); without one, nothing is quoted yet (the cart says 'calculated at checkout').
  const tax = destination
    ? await getTaxProvider().quote({
      destination, lines: discountedLineCents(lines, beforeTax.multiBuy + beforeTax.discount).map((amountCents, i) => ({ amountCents, digital: lines[i].digital })),
      shipping: beforeTax.shipping, club: beforeTax.club,
    })
    : null;
  const cents = withTax(beforeTax, tax?.total ?? 0);
  const giftCents = lines.filter((l) => isGiftLine(l.discountClass)).reduce((s, l) => s + l.totalCents, 0);
  const spendCents = cents.subtotal - giftCents - cents.multiBuy - cents.discount;
  return {
    settings, lines, multiBuys: multiBuys.applied, discount, discountRefusal, discountWaiting, latestMembership, membership, hasClub, hasClubInCart, clubPerks, spendCents, cents,
    addOnPrices: buysClub || lines.some((l) => l.regular), amounts: toDollars(cents), zone, taxQuoted: tax !== null,
  };
}

/**
 * The brand's social media code (the spec's socialMediaDiscountCode, the code its social media
 * special pages put on the cart): while it is on the cart, the lines carry the discount class
 * social_media_special, so an order bump's pieces show as lines of their own instead of folding
 * into the bump (the spec's bundling rule, lib/cart/bundle.ts), and the order's lines record where
 * the sale came from.
 */
export const SOCIAL_MEDIA_CLASS = 'social_media_special';
const isSocialMediaCode = (settings: { socialMediaDiscountCode?: unknown }, code: string | undefined) =>
  typeof settings.socialMediaDiscountCode === 'string' && settings.socialMediaDiscountCode !== '' && code?.toLowerCase() === settings.socialMediaDiscountCode.toLowerCase();
const asSocialMediaSpecial = <L extends { discountClass: string }>(l: L): L =>
  (l.discountClass.split(',').includes(SOCIAL_MEDIA_CLASS) ? l : { ...l, discountClass: l.discountClass ? `${l.discountClass},${SOCIAL_MEDIA_CLASS}` : SOCIAL_MEDIA_CLASS });

/** Whether the shopper has the club's perks now (PricedCart.clubPerks) without pricing the whole cart. */
export async function clubPerksOf(db: DB, brand: Brand, cart: CartRow, customerId: number | null): Promise<boolean> {
  const latest = customerId ? await loadMembershipStatus(db, brand.id, customerId) : null;
  return givesMemberPrices(latest) || buysClubInCart(Boolean(cart.club_in_cart), latest);
}
