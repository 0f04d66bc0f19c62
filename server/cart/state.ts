import type { DB } from '../db';
import type { CartState as ClientCartState } from '../../lib/cart/types';
import type { Brand } from '../../brands/types';
import type { StoreSettings } from '../settings/store';
import type { Amounts } from './amounts';
import { giftRulesOf, isGiftEligible, type FreeGiftKind } from './freeGift';
import type { PricedLine } from './lines';
import { priceCart } from './pricing';
import { funnelStartPath, offersPaidClub } from '../../lib/checkout/club';
import { isClubMember, isPaused } from './membership';
import { toDollars, type AmountsCents } from './amounts';
import { clubJoinChange } from './clubJoinChange';
import { codeEffect } from './codeRules';
import type { CartRow } from './cartRow';
import { CLUB_CANCEL_PATH, CLUB_TERMS_PATH, CLUB_TERMS_VERSION, clubConsentLabel, clubDisclosureText, firstRenewalDate } from '../../lib/club/disclosure';
import type { ClubJoin } from '../../lib/cart/types';
import { shipsTo } from '../../lib/shipping/zones';
import type { TaxDestination } from '../tax';
import { fromCents } from '../../lib/format/money';
import { featuredItemIds, purchasedItemIds } from './suggestions';
import { sessionCard } from '../checkout/sessionCard';

/** The cart state of spec section 3; the browser's view of it is lib/cart/types.ts. */
export type CartState = Omit<ClientCartState, 'items' | 'amounts'> & { items: PricedLine[]; amounts: Amounts };

export interface CartOwner {
  sessionId: string | null;
  customerId: number | null;
}


export function afterpayAvailable(settings: StoreSettings, total: number): boolean {
  return Boolean(settings.afterpay) && total >= Number(settings.afterpayMin) && total <= Number(settings.afterpayMax);
}

/** The whole cart state the storefront reads (spec section 3, "Cart state"). All amounts come from here. */
export async function buildCartState(db: DB, brand: Brand, owner: CartOwner, destination: TaxDestination | null = null): Promise<CartState> {
  // Reads that do not depend on one another run together: on PostgreSQL each takes a pooled connection of its own
  // (these reads are outside any transaction); SQLite runs them one after the other as before.
  const [cart, customer, sessionOrders] = await Promise.all([
    owner.sessionId ? db.selectFrom('carts').selectAll().where('session_id', '=', owner.sessionId).executeTakeFirst() : undefined,
    owner.customerId
      ? db.selectFrom('customers').select(['id', 'name', 'email', 'cancelled_club_before']).where('id', '=', owner.customerId).executeTakeFirst()
      : undefined,
    owner.sessionId
      ? db.selectFrom('orders').select(['id', 'total_cents', 'created_at']).where('session_id', '=', owner.sessionId).where('parent_order_id', 'is', null).orderBy('id', 'desc').limit(5).execute()
      : [],
  ]);
  const [priced, giftRules, clubOrder, sessionCardNow] = await Promise.all([
    priceCart(db, brand, cart, customer?.id ?? null, destination),
    // Claiming a gift needs a cart without one claimed (canClaim below): otherwise the rules cannot matter.
    cart && !cart.free_promo ? giftRulesOf(db, brand.id) : [],
    // The club was bought in this session when one of its orders carries the club line.
    sessionOrders.length
      ? db.selectFrom('order_items').select('order_id').where('order_id', 'in', sessionOrders.map((o) => o.id)).where('discount_class', '=', 'club').executeTakeFirst()
      : undefined,
    // One click: this session's last order paid by a card that can pay this cart without being typed (checkout/sessionCard.ts).
    sessionOrders.length > 0 ? sessionCard(db, brand.id, owner.sessionId) : null,
  ]);
  // priced.membership is the one that gives member prices (none while paused); the flags read the latest in any state.
  const { settings, lines, discount, membership, hasClubInCart, amounts } = priced;
  const latest = priced.latestMembership;
  const hasClub = isClubMember(latest);
  const checkoutFlow = cart?.checkout_flow ?? 'free_flow';
  const inCart = [...new Set(lines.map((l) => l.itemId))];
  const [clubJoin, [featured, purchased]] = await Promise.all([
    cart && priced.cents.club > 0 ? clubJoinOf(db, brand, cart, customer?.id ?? null, priced.cents, destination) : null,
    (async () => {
      const ids = await featuredItemIds(db, brand.id, inCart, priced.clubPerks);
      // A guest session without orders has bought nothing: its child orders (offers taken after checkout) carry its
      // orders' session too, so none of them can exist either.
      const bought = customer || sessionOrders.length > 0
        ? await purchasedItemIds(db, brand.id, { customerId: customer?.id ?? null, sessionId: owner.sessionId }, [...inCart, ...ids])
        : [];
      return [ids, bought] as const;
    })(),
  ]);
  const canClaim = (kind: FreeGiftKind) =>
    !cart?.free_promo && isGiftEligible({ rule: giftRules.find((r) => r.kind === kind) ?? null, paidSubtotalCents: priced.spendCents, club: priced.clubPerks });

  return {
    loading: false,
    customer: customer ? { id: customer.id, name: customer.name, email: customer.email } : null,
    sessionOrders: sessionOrders.map((o) => ({ id: o.id, total: fromCents(o.total_cents), date: o.created_at })),
    items: lines,
    itemCount: lines.reduce((n, l) => n + l.quantity, 0),
    featuredItemIds: featured,
    purchased,
    banners: amounts.shipping === 0 && lines.length > 0 ? [{ text: 'You qualify for free shipping!' }] : [],
    // A code that gives nothing now stays on the cart with the reason (codeRefusal), so the shopper sees why;
    // one that only waits for items (a rejoin's club-only cart, a minimum not met) says what it will do and what it needs.
    discountDetails: discount
      ? {
        name: discount.code, description: discount.description, details: discount.details, reason: priced.discountRefusal,
        effect: codeEffect(discount), waiting: priced.discountWaiting,
      }
      : null,
    oneClickAvailable: sessionCardNow !== null,
    loggedIn: Boolean(customer),
    hasClub,
    // Member prices on item and category pages too (issue 25): a member in good standing, or the club bought with this cart.
    memberPrices: priced.clubPerks,
    // A member of the brand's club: the paid club's (any state but cancelled), or for a free club an account (issue 25).
    clubMember: offersPaidClub(settings) ? hasClub : Boolean(customer),
    hasClubInCart,
    boughtClub: Boolean(clubOrder),
    removedFreePromo: Boolean(cart?.removed_free_promo),
    checkoutFlow,
    // A brand without a paid club never sends the shopper to the club offer (/checkout-club).
    checkoutPath: funnelStartPath({ paidClub: offersPaidClub(settings), member: hasClub, clubInCart: hasClubInCart }),
    amounts,
    multiBuys: priced.multiBuys,
    freeShippingThreshold: Number(settings.freeShippingThreshold),
    standardShippingCost: Number(settings.standardShippingCost),
    // Shipping and tax by destination (issue 25): the zone priced, the countries the brand ships to, and whether tax was quoted for an address.
    shippingZone: { id: priced.zone.id, name: priced.zone.name, freeShippingThreshold: priced.zone.methods[0]?.freeOver ?? null, shippingCost: priced.zone.methods[0]?.price ?? 0 },
    shipsTo: shipsTo(settings),
    taxQuoted: priced.taxQuoted,
    clubMonthly: Number(settings.clubMonthly ?? 0),
    clubJoin,
    clubOverdue: hasClub && latest.overdue,
    clubPaused: hasClub && isPaused(latest),
    clubDiscountPercentage: membership?.discountPercentage ?? 0,
    afterpayAvailable: afterpayAvailable(settings, amounts.total),
    savings: amounts.savings,
    cancelledBefore: Boolean(customer?.cancelled_club_before),
    freeLeggingsEligible: canClaim('free-leggings'),
    freeUnderwearEligible: canClaim('free-underwear'),
  };
}

/** The club bought with this cart: the disclosure, and the same cart priced without the club (what joining changes). */
async function clubJoinOf(
  db: DB, brand: Brand, cart: CartRow, customerId: number | null, withClub: AmountsCents, destination: TaxDestination | null, now = new Date(),
): Promise<ClubJoin> {
  const monthly = fromCents(withClub.club);
  const without = await priceCart(db, brand, { ...cart, club_in_cart: 0 }, customerId, destination);
  const renewalDate = firstRenewalDate(now);
  return {
    clubName: without.settings.clubName, monthly, frequency: 'monthly', renewalDate, termsUrl: CLUB_TERMS_PATH, termsVersion: CLUB_TERMS_VERSION,
    cancelUrl: CLUB_CANCEL_PATH, disclosure: clubDisclosureText({ clubName: without.settings.clubName, monthly, renewalDate }),
    consentLabel: clubConsentLabel(without.settings.clubName, monthly), withoutClub: toDollars(without.cents),
    change: clubJoinChange(withClub, without.cents),
  };
}
