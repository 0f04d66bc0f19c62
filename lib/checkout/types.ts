import type { CheckoutAddress } from '../validation/checkoutSchema';
import type { OfferKind } from './nextPage';
import type { StyleEntry } from './styleAnswers';

export type OfferListKind = 'order_bump' | 'special_offer';

/**
 * An offer of the funnel (docs/api.md, GET offers): an order bump or a post-purchase special offer.
 * The server builds exactly this shape (server/offers/present.ts).
 */
export interface Offer {
  id: number;
  kind: OfferListKind;
  offerType: OfferKind;
  /** The funnel the offer belongs to ('free_flow', 'vip_flow', … or 'all'). */
  flow: string;
  price: number;
  originalPrice: number | null;
  howMany: number;
  shortItemName: string;
  digital: boolean;
  /** Which choices the shopper makes on the offer page. */
  picker: { size: boolean; color: boolean };
  /** Copy for the offer page; an empty image means the item's own picture. */
  copy: { headline: string; body: string; image: string; cta: string };
  /** The offer's picture (copy.image, else the item's) in each of the item's colours, by colour name. */
  pictures?: Record<string, string>;
  item: { id: number; name: string; image: string; colors: string[]; sizes: string[]; soldOutSizes: string[] };
}

/** POST checkout and checkout/complete: the order placed, and where the browser goes next. */
export interface PlacedAnswer {
  orderId: number;
  total: number;
  next: string;
  requiresAction?: undefined;
}

/**
 * POST checkout and checkout/complete while the payment waits for the payer (Stripe only: a 3-D
 * Secure challenge, an Afterpay redirect). The order is pending: Stripe.js completes the action with
 * the client secret, then POST checkout/complete { orderId } answers the placed order (or a 402).
 */
export interface ActionAnswer {
  orderId: number;
  total: number;
  requiresAction: { clientSecret: string };
  next?: undefined;
}

export type CheckoutAnswer = PlacedAnswer | ActionAnswer;

/** GET checkout/session-card: the card of this session's last order that one click can pay with again (the token stays on the server). */
export interface SessionCardAnswer {
  card: { orderId: number; brand: string; last4: string; email: string; shipping: CheckoutAddress | null } | null;
}

export interface OrderLine {
  name: string;
  image?: string | null;
  color?: string | null;
  size?: string | null;
  quantity: number;
  price?: number;
  total: number;
  cancelled?: boolean;
  discountClass?: string;
}

export interface OrderAmounts {
  subtotal: number;
  /** What multi-buy sets took off the subtotal (absent when none); the discount code applied after it. */
  multiBuy?: number;
  discount: number;
  shipping: number;
  tax: number;
  /** The club membership bought with the order (its first month; 0 or absent when none): part of the total, not of the subtotal. */
  membership?: number;
  total: number;
}

/** GET order/:id (docs/api.md); fields beyond the contract's names are read defensively. */
export interface OrderSummary {
  id: number;
  date: string;
  status: string;
  items: OrderLine[];
  amounts: OrderAmounts;
  /** The shipping address fields (name, address, address2, city, state, zip, country…). */
  shipping?: Record<string, string | null> | null;
  shippingAddress?: string;
  payment?: {
    brand: string;
    last4: string;
    method?: string;
    /** Pay in 4 run by the shop: its four payments (empty or absent otherwise). */
    schedule?: { seq: number; dueDate: string; amount: number; status: string }[];
    /** A card of this type and last four digits is saved on the account of the logged-in customer the order belongs to (false for anyone else). */
    savedToAccount?: boolean;
  } | null;
  linkedOrders?: OrderSummary[];
  email?: string;
  /** The next funnel path after this order (a special offer not yet answered, or thank-you). */
  next?: string | null;
}

export interface AcceptOfferAnswer {
  order: OrderSummary;
  next: string;
}

export interface DeclineOfferAnswer {
  next: string;
}

/** GET and POST style-profile: the shopper's saved answers. */
export interface StyleProfile {
  style_profile: StyleEntry[];
}
