// What the shop API's account calls answer (server/accounts/routes.ts builds them; docs/api.md).
import type { ProductCardData } from '../catalog/cards';
import type { OrderAmounts } from '../checkout/types';
import type { ClubMembership } from '../club/types';

export interface AccountCustomer {
  id: number;
  name: string;
  email: string;
}

export interface AccountOrder {
  id: number;
  /** ISO date-time of the order. */
  date: string;
  total: number;
  status: string;
  itemCount: number;
}

export interface AccountClub {
  member: boolean;
  paused: boolean;
}

/** GET account. */
export interface AccountOverview {
  customer: AccountCustomer;
  club: AccountClub;
  /** This customer's orders of this brand, newest first, at most 20. */
  orders: AccountOrder[];
  /** The latest club membership as GET club answers it (cancelled included); absent for one who never joined. */
  membership?: ClubMembership;
}

/** POST login, confirm-register and reset-password. */
export interface LoggedIn {
  customer: AccountCustomer;
}

/** POST register and forgot: always the same answer for a well-formed request (no enumeration). */
export interface MailSent {
  sent: boolean;
}

/** GET logout. */
export interface LoggedOut {
  loggedOut: boolean;
}

/** GET wishlist: the customer's saved items of this brand as product cards, newest first. */
export interface Wishlist {
  items: ProductCardData[];
  /** Most items the wishlist holds. */
  max: number;
}

/** POST wishlist/add and wishlist/remove. */
export interface WishlistChange {
  itemId: number;
  saved: boolean;
  /** Items now saved. */
  count: number;
}

/** GET orders: one entry per checkout; offers accepted after it (linked orders) are folded in. */
export interface OrderHistoryEntry {
  id: number;
  /** ISO date-time of the order. */
  date: string;
  status: string;
  /** Items bought (cancelled lines left out), add-ons included; the club's membership is not an item. */
  itemCount: number;
  /** The order bought the club's membership (its first month). */
  membership: boolean;
  /** Charged in all: the order plus its add-ons. */
  total: number;
  /** Orders added after checkout (post-purchase offers). */
  addOnCount: number;
}

/** GET orders ?page=: this customer's orders of this brand, newest first. */
export interface OrderHistory {
  orders: OrderHistoryEntry[];
  page: number;
  pageSize: number;
  /** Orders in all (every page). */
  total: number;
  pageCount: number;
}

export interface OrderLine {
  itemId: number | null;
  name: string;
  color: string;
  size: string;
  image: string;
  quantity: number;
  price: number;
  total: number;
  discountClass: string;
  cancelled: boolean;
}

export type { OrderAmounts };

export interface OrderShippingAddress {
  name: string;
  company: string;
  address: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  phone: string;
}

/** An offer accepted after checkout: its own order, charged on its own. */
export interface OrderAddOn {
  id: number;
  date: string;
  status: string;
  items: OrderLine[];
  amounts: OrderAmounts;
  trackingNumber: string | null;
}

/** GET orders/:id. */
export interface OrderDetail {
  id: number;
  date: string;
  /** Whole days since the order was placed. */
  days: number;
  status: string;
  /** Set on an add-on order: the order it was added to. */
  parentOrderId: number | null;
  items: OrderLine[];
  amounts: OrderAmounts;
  discountCode: string | null;
  shippingMethod: string;
  trackingNumber: string | null;
  shipping: OrderShippingAddress | null;
  // The spec's flat order address fields (the same address as `shipping`).
  shippingAddress: string;
  shippingAddress2: string;
  shippingCity: string;
  shippingState: string;
  shippingZip: string;
  payment: { brand: string; last4: string; method: string; schedule?: PaymentScheduleEntry[] } | null;
  addOns: OrderAddOn[];
  /** The order plus its add-ons. */
  totalCharged: number;
  /** Money given back on this order (server/payments/refund.ts), oldest first. */
  refunds: OrderRefund[];
}

/** One refund of an order: when, and how much in dollars. */
export interface OrderRefund {
  date: string;
  amount: number;
}

/** A saved address (spec section 3), as GET addresses lists it. */
export interface SavedAddress {
  id: number;
  type: 'shipping' | 'billing';
  name: string;
  company: string;
  country: string;
  address: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
  /** Exactly one address per type is the default. */
  default: boolean;
}

/** GET addresses, address/delete and address/default: the customer's addresses, defaults first. */
export interface AddressBook {
  addresses: SavedAddress[];
  /** Most addresses a customer may save. */
  limit: number;
}

/** POST address/save: the address book plus the saved address's id. */
export interface AddressSaved extends AddressBook {
  id: number;
}

/** One Pay in 4 installment run by the shop (server/payments/instalments.ts): status scheduled | paid | retrying | failed | canceled. */
export interface PaymentScheduleEntry {
  seq: number;
  dueDate: string;
  amount: number;
  status: string;
}
