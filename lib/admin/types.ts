/** Answers of the back office's API (server/admin, docs/admin.md) that its pages read. Money in integer cents. */

export interface StaffSummary {
  email: string;
  role: string;
  brands: 'all' | readonly string[];
}

export interface SetupShown {
  email: string;
  /** Base32, to type into an authenticator app. */
  secret: string;
  otpauthUri: string;
}

export interface OrderSearchRow {
  id: number;
  brandId: string;
  email: string;
  name: string;
  status: string;
  totalCents: number;
  createdAt: string;
}

export interface OrderSearchResult {
  orders: OrderSearchRow[];
  page: number;
  /** A further page may exist. */
  more: boolean;
}

export interface AdminOrderDetail {
  id: number;
  brandId: string;
  parentOrderId: number | null;
  /** The shopper's account (null: a guest checkout); its page is /admin/customers/<id>. */
  customerId: number | null;
  email: string;
  status: string;
  createdAt: string;
  discountCode: string | null;
  shippingMethod: string;
  trackingNumber: string | null;
  shippingAddress: { name: string; company: string; address: string; address2: string; city: string; state: string; zip: string; country: string; phone: string } | null;
  amounts: { subtotalCents: number; multiBuyCents: number; discountCents: number; shippingCents: number; taxCents: number; totalCents: number; paidCents: number; refundedCents: number };
  lines: { id: number; name: string; color: string; size: string; quantity: number; unitPriceCents: number; totalCents: number; cancelled: boolean;
    /** Its units went back to stock on a refund (once per line). */
    /** Refunded by line (once per line, migration 040); restocked: its units went back to stock. */
    refunded: boolean; restocked: boolean }[];
  payments: { id: number; gateway: string; method: string; cardBrand: string; last4: string; amountCents: number; status: string; createdAt: string }[];
  refunds: { id: number; amountCents: number; reason: string; createdAt: string }[];
  tracking: { description: string; occurredAt: string }[];
  notes: { id: number; staffEmail: string; body: string; createdAt: string }[];
  /** The mails about this order (its number in the subject) sent or waiting to be sent to its email. */
  mails: AdminMail[];
  addOnOrderIds: number[];
  /** What the order is attributed to (report:attribution's row); null: none, "(direct)". */
  attribution: OrderAttribution | null;
}

/**
 * A touch (a landing with tracking parameters) as the order page shows it: no personal data, so
 * the click ids are only named (their values stay on the server) and the landing path has no query.
 */
export interface AdminTouch {
  source: string | null; medium: string | null; campaign: string | null; term: string | null; content: string | null;
  landingPath: string | null;
  /** When the shopper landed (ISO). */
  landedAt: string | null;
  newsletter: boolean;
  /** The platforms whose click ids came with the landing ('gclid', 'fbclid' …), sorted. */
  clickIds: string[];
}

/** The session's first touch (kept) and last touch, copied onto the order when it was placed. */
export interface OrderAttribution { first: AdminTouch; last: AdminTouch }

/** A mail in the outbox as the back office lists it: status pending, sending, sent or failed. */
export interface AdminMail { id: number; template: string; subject: string; status: string; createdAt: string }

export interface AuditRow {
  id: number;
  staffId: number;
  staffEmail: string | null;
  action: string;
  recordType: string;
  recordId: string;
  before: string | null;
  after: string | null;
  at: string;
  ip: string | null;
}

export interface AuditPage {
  entries: AuditRow[];
  page: number;
  more: boolean;
}

export interface StaffListRow {
  id: number;
  email: string;
  role: string;
  brands: 'all' | readonly string[];
  refundLimitCents: number | null;
  createdAt: string;
  disabledAt: string | null;
  /** The set-password link was used. */
  setUp: boolean;
}

/** GET items: items of the staff member's brands. */
export interface ItemSearchResult { items: { id: number; brandId: string; name: string }[] }

/** GET items/:id: each size's stock and the stock history, newest first. */
export interface ItemStockView {
  id: number; brandId: string; name: string;
  sizes: { size: string; stock: number }[];
  /** orderId: the change is a refund of that order putting its units back (null: set on this page). */
  history: { id: number; size: string; before: number; after: number; at: string; staff: string | null; orderId: number | null }[];
  /** For roles that read the catalog (catalog.read): the editable fields and the brand's categories. */
  catalog?: ItemCatalogView;
}

/** An item's catalog fields as GET items/:id answers them (money in cents; null: none). */
export interface ItemCatalogView {
  fields: {
    name: string; description: string; priceCents: number; compareAtCents: number | null; memberPriceCents: number | null;
    vipOnly: boolean; published: boolean; categoryIds: number[];
  };
  categories: { id: number; name: string; slug: string }[];
}

/** GET codes: the brand's discount codes with uses and revenue (cents). */
export interface CodeList {
  codes: {
    id: number; brandId: string; code: string; kind: string; valueCents: number; percentOff: number; minSubtotalCents: number;
    description: string; clubOnly: boolean; firstOrderOnly: boolean; active: boolean; uses: number; revenueCents: number;
    /** The days it runs (YYYY-MM-DD, inclusive, UTC; null: no bound) and how many orders one customer may use it on (null: any). */
    startsAt: string | null; endsAt: string | null; perCustomerLimit: number | null;
  }[];
}

/** GET customers: customers of the staff member's brands. */
export interface CustomerSearchResult {
  customers: { id: number; brandId: string; email: string; name: string; createdAt: string; clubStatus: string | null }[];
}

/** A membership as the customer page shows it (the latest one first). */
export interface AdminMembership {
  id: number; status: string; overdue: boolean; planName: string; amountCents: number; pausePriceCents: number | null;
  nextBillingDate: string | null; skippedMonths: string[]; prepaidMonths: number; startedAt: string; cancelledAt: string | null;
  cancelReason: string | null;
}

/** A monthly club charge with what has been refunded of it. */
export interface AdminClubCharge {
  id: number; membershipId: number; billingDate: string; amountCents: number; status: string; failure: string | null;
  card: string | null; paidAt: string | null; refundedCents: number;
}

/** GET customers/:id: everything the customer page shows. */
export interface AdminCustomerDetail {
  id: number; brandId: string; email: string; name: string; createdAt: string; hasPassword: boolean;
  orders: { id: number; status: string; totalCents: number; createdAt: string }[];
  addresses: { id: number; type: string; name: string; address: string; address2: string; city: string; state: string; zip: string; country: string; phone: string; isDefault: boolean }[];
  memberships: AdminMembership[];
  charges: AdminClubCharge[];
  events: { id: number; membershipId: number; kind: string; detail: Record<string, unknown>; staffEmail: string | null; at: string }[];
  mails: AdminMail[];
}

/** GET sets: the multi-buy sets of the staff member's brands, and the categories a set may be made on. */
export interface SetList {
  sets: AdminSet[];
  /** Each with the regular price of its cheapest item on sale (null: none), which a set's price must stay below per piece. */
  categories: { id: number; brandId: string; name: string; cheapestCents: number | null; items: number }[];
  /** The brands the staff member may make sets for. */
  brands: string[];
}

export interface AdminSet {
  id: number;
  brandId: string;
  categoryId: number;
  /** null: its category is gone. */
  categoryName: string | null;
  quantity: number;
  priceCents: number;
  active: boolean;
  /** What shoppers read: "Mix any 5 Cheekies for $50". */
  label: string | null;
}

/** GET offers: the order bumps and special offers of the staff member's brands. */
export interface OfferList {
  offers: AdminOffer[];
  /** The brands the staff member may make offers for. */
  brands: string[];
}

export interface AdminOffer {
  id: number;
  brandId: string;
  kind: 'order_bump' | 'special_offer';
  offerType: string;
  flow: string;
  position: number;
  itemId: number;
  priceCents: number;
  howMany: number;
  shortItemName: string;
  digital: boolean;
  active: boolean;
  headline: string;
  body: string;
  cta: string;
  /** The item offered, with its regular price (null: not an item of the brand). */
  item: { name: string; priceCents: number; onSale: boolean } | null;
}
