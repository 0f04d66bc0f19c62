import type { AppliedMultiBuy } from '../promotions/multiBuy';
/** The cart as the shop API returns it (spec section 3, "Cart state"). */
export interface CartLineState {
  cartId: number;
  itemId: number;
  path: string;
  image: string;
  name: string;
  description: string;
  colors: string[];
  color: string;
  quantity: number;
  quantityFixed: boolean;
  /** cartId of the line this one is bundled with. */
  bundledWith: number | null;
  size: string;
  price: number;
  originalPrice: number | null;
  total: number;
  /** originalPrice × quantity, or price × quantity when there is no original price. */
  originalTotal: number;
  banner: string | null;
  /** Comma-separated list, e.g. "club,social_media_special". */
  discountClass: string;
  /** Browser only (lib/cart/optimistic.ts): the quantity changed and the server has not priced it yet. */
  totalPending?: boolean;
}

export interface CartAmounts {
  subtotal: number;
  discount: number;
  shipping: number;
  tax: number;
  total: number;
  /** Not part of the spec's amounts; savings against original prices plus the discount. */
  savings: number;
}

/**
 * Joining the paid club with this cart (GET cart, while the club is in the cart): what the shopper is
 * told beside the pay button and what joining changes in this order (the same cart priced without the club).
 */
export interface ClubJoin {
  clubName: string;
  /** The recurring price, in dollars, every month. */
  monthly: number;
  frequency: 'monthly';
  /** 'YYYY-MM-DD': the first renewal charge. */
  renewalDate: string;
  termsUrl: string;
  termsVersion: string;
  cancelUrl: string;
  /** The disclosure text (lib/club/disclosure.ts); stored with the consent on the order. */
  disclosure: string;
  consentLabel: string;
  /** The cart's amounts without the club (list prices, the shipping they give, no membership). */
  withoutClub: CartAmounts;
  /** What joining changes in this order, worked out by the server in cents (server/cart/clubJoinChange.ts). */
  change: ClubJoinChange;
}

/** Dollars, signed: each row of what joining changes, and the net change of today's total they add up to. */
export interface ClubJoinChange {
  items: number;
  shipping: number;
  tax: number;
  membership: number;
  net: number;
}

export interface CartState {
  /** Browser only (lib/cart/optimistic.ts): a change is on its way and these amounts are the ones before it. */
  amountsPending?: boolean;
  loading: boolean;
  customer: { id: number; name: string; email: string } | null;
  sessionOrders: { id: number; total: number; date: string }[];
  items: CartLineState[];
  itemCount: number;
  featuredItemIds: number[];
  purchased: number[];
  banners: { text: string }[];
  /**
   * The code on the cart. `reason` says why it gives nothing now (e.g. club-only after leaving the club,
   * a first-order code on a later order, a subtotal below its minimum); null or absent while it applies.
   * `effect` says what the code does, from its kind and value ("$10 off the items in your order").
   * `waiting` is set while a code meant for this shopper gives nothing only because of the cart's items:
   * none to take it off ("add an item to use it": an amount or percent code beside the club alone, as a
   * rejoin leaves the cart) or below its minimum ("add $12.50 more to use it"); null or absent otherwise.
   */
  discountDetails: {
    name: string;
    description: string;
    details: string;
    reason?: string | null;
    effect?: string;
    waiting?: string | null;
  } | null;
  oneClickAvailable: boolean;
  loggedIn: boolean;
  hasClub: boolean;
  /** The cart charges member prices now (a member neither paused nor overdue, or the club bought with this cart). */
  memberPrices?: boolean;
  /**
   * The shopper is a member of the brand's club: with a paid club a membership in any
   * state but cancelled (hasClub); with the free club, an account (logged in). Pages greet members as members.
   */
  clubMember?: boolean;
  hasClubInCart: boolean;
  boughtClub: boolean;
  removedFreePromo: boolean;
  checkoutFlow: string;
  checkoutPath: string;
  amounts: CartAmounts;
  /**
   * Multi-buy sets the cart makes (issue 25): each is a saving line in the summary; the subtotal is at
   * the items' own prices, so subtotal − the sets' savings − discount + shipping + tax (+ club) = total.
   */
  multiBuys?: AppliedMultiBuy[];
  freeShippingThreshold: number;
  standardShippingCost: number;
  /** The shipping zone the amounts use: the address's, else the brand's default (issue 25). */
  shippingZone?: { id: string; name: string; freeShippingThreshold: number | null; shippingCost: number };
  /** Countries the brand ships to (ISO codes, default first). */
  shipsTo?: string[];
  /** True when tax was quoted for a shipping address (GET cart?country=&state=); else amounts.tax is not yet known. */
  taxQuoted?: boolean;
  clubMonthly: number;
  /** Set while the paid club is in the cart (see ClubJoin); null otherwise. */
  clubJoin?: ClubJoin | null;
  clubOverdue: boolean;
  clubPaused: boolean;
  clubDiscountPercentage: number;
  afterpayAvailable: boolean;
  savings: number;
  cancelledBefore: boolean;
  freeLeggingsEligible: boolean;
  freeUnderwearEligible: boolean;
}
