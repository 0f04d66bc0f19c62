import type { Generated } from 'kysely';
import type { OfferListKind } from '../../lib/checkout/types';
import type { OfferKind } from '../../lib/checkout/nextPage';

export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed';

/** Row types for every table in migrations/ (001_initial.ts, then the later ones as marked). Money in cents, flags 0/1, times ISO text. */
/** 014: a pixel event's Conversions API forward: none (no token when stored), pending, sending, sent, failed. */
export type PixelForwardStatus = 'none' | 'pending' | 'sending' | 'sent' | 'failed';

export interface Database {
  brand_settings: { brand_id: string; settings_json: string; updated_at: Generated<string> };
  /** 020: the free-gift kinds a brand offers; category_slugs is a JSON array of slugs, null for any item (server/cart/freeGift.ts). */
  free_gift_rules: { brand_id: string; kind: string; category_slugs: string | null };
  category_groups: { id: number; brand_id: string; slug: string; name: string; description: Generated<string>; position: Generated<number> };
  categories: {
    id: number; brand_id: string; slug: string; name: string; description: Generated<string>;
    grid_type: Generated<string>; image_url: string | null; group_id: number | null;
    vip_only: Generated<number>; position: Generated<number>;
  };
  items: {
    id: number; brand_id: string; path: string; name: string; type: string; description: Generated<string>;
    price_cents: number; original_price_cents: number | null; club_price_cents: number | null;
    base_color: Generated<string>; aspect_class: Generated<string>; image_keys_json: Generated<string>;
    vip_only: Generated<number>; active: Generated<number>; position: Generated<number>; created_at: string;
    /** 027: members' early access until then (ISO); null: open to everyone. */
    members_until: string | null;
    /** 030: final sale: neither returned nor exchanged. */
    final_sale: Generated<number>;
  };
  item_categories: { item_id: number; category_id: number; position: Generated<number> };
  item_colors: { item_id: number; name: string; hex: string; position: Generated<number> };
  item_sizes: { item_id: number; size: string; position: Generated<number>; stock: Generated<number> };
  item_images: {
    id: Generated<number>; item_id: number; kind: string; image_key: string | null; url: string;
    width: number; height: number; alt: Generated<string>; position: Generated<number>;
  };
  item_matches: { item_id: number; match_item_id: number; position: Generated<number> };
  reviews: {
    id: Generated<number>; brand_id: string; item_id: number | null; customer_id: number | null;
    first_name: string; last_initial: string; rating: number; title: Generated<string>; body: Generated<string>;
    images_json: Generated<string>; answers_json: Generated<string>; created_at: string;
  };
  size_guides: {
    id: Generated<number>; brand_id: string; position: Generated<number>; name: string;
    front_url: string; side_url: string; back_url: string;
    bust: string | null; waist: string | null; hip: string | null; pant: string | null;
    /** Shoe sizes a sock size fits (socks guides), e.g. "Women's 4–6 / Men's 3–5". */
    shoe: string | null;
  };
  customers: {
    id: Generated<number>; brand_id: string; email: string; name: Generated<string>; password_hash: string | null;
    region: Generated<string>; city: Generated<string>; addresses_json: Generated<string>;
    phone_normalized: Generated<string>; cancelled_club_before: Generated<number>; created_at: string;
  };
  sessions: { id: string; brand_id: string; customer_id: number | null; created_at: string; last_seen_at: string };
  carts: {
    id: Generated<number>; brand_id: string; session_id: string; customer_id: number | null;
    discount_code: string | null; checkout_flow: Generated<string>; free_promo: string | null;
    removed_free_promo: Generated<number>; club_in_cart: Generated<number>; version: Generated<number>; updated_at: string;
  };
  cart_lines: {
    id: Generated<number>; cart_id: number; item_id: number; color: Generated<string>; size: Generated<string>;
    quantity: number; quantity_fixed: Generated<number>; bundled_with: number | null; discount_class: Generated<string>;
    offer_id: number | null; unit_price_override_cents: number | null; banner: string | null; created_at: string;
  };
  discount_codes: {
    id: Generated<number>; brand_id: string; code: string; code_lower: string; kind: string; value_cents: number; /** 023: the whole percent of a 'percent' code (value_cents is 0 for those). */ percent_off: Generated<number>;
    description: Generated<string>; details: Generated<string>; min_subtotal_cents: Generated<number>;
    club_only: Generated<number>; discount_class: Generated<string>; active: Generated<number>;
    /** 011: only for a shopper's first order of the brand (server/cart/codeRules.ts). */
    first_order_only: Generated<number>;
    /** 035: the days it runs (inclusive UTC days, YYYY-MM-DD; null: no bound) and how often one customer may use it (null: no limit). */
    starts_at: string | null; ends_at: string | null; per_customer_limit: number | null;
  };
  offers: {
    id: number; brand_id: string; kind: OfferListKind; offer_type: OfferKind; flow: Generated<string>; position: Generated<number>;
    item_id: number; price_cents: number; how_many: Generated<number>; short_item_name: string; digital: Generated<number>;
    picker_json: Generated<string>; copy_json: Generated<string>; active: Generated<number>;
  };
  orders: {
    id: Generated<number>; brand_id: string; customer_id: number | null; session_id: string | null;
    parent_order_id: number | null; email: string; status: string; subtotal_cents: number;
    discount_cents: Generated<number>; shipping_cents: Generated<number>; tax_cents: Generated<number>; total_cents: number;
    discount_code: string | null; shipping_method: Generated<string>; tracking_number: string | null;
    addresses_json: Generated<string>; payment_token: string | null; idempotency_key: string | null; created_at: string;
    /** 002 */ checkout_flow: Generated<string>;
    /** 016: the club's consent when the order joined it (time, terms version, disclosure shown). */
    club_consent_at: string | null; club_terms_version: string | null; club_consent_text: string | null;
    /** 017: what the order saved through multi-buy sets (subtotal − multi_buy − discount + shipping + tax = total). */
    multi_buy_cents: Generated<number>;
    /** 021: the idempotency key of the order's payment (pending orders are reconciled by it). */
    charge_key: string | null; payment_method: string | null;
    /** 026 */ payment_id: string | null; keep_card: number | null;
  };
  /** 021: money given back on an order's payment (server/payments/refund.ts). */
  refunds: {
    id: Generated<number>; order_id: number; payment_id: number; processor_refund_id: string; amount_cents: number;
    reason: Generated<string>; idempotency_key: string; created_at: string;
  };
  /** 021: Pay in 4 run by the shop (server/payments/instalments.ts): seq 1..4, two weeks apart. */
  payment_instalments: {
    id: Generated<number>; order_id: number; seq: number; due_date: string; amount_cents: number; status: 'scheduled' | 'paid' | 'retrying' | 'failed' | 'canceled';
    attempts: Generated<number>; charge_id: string | null; failure: string | null; paid_at: string | null; updated_at: string;
  };
  /** 021: the sandbox processor's own ledger (server/payments/sandboxProcessor.ts). */
  sandbox_payments: {
    id: string; idempotency_key: string; brand_id: string; reference_kind: string; reference_id: string; amount_cents: number;
    captured_cents: number; refunded_cents: Generated<number>; status: string; decline_code: string | null;
    card_brand: string | null; last4: string | null; wallet: string | null; created_at: string; updated_at: string;
  };
  sandbox_refunds: { id: string; idempotency_key: string; payment_id: string; amount_cents: number; created_at: string };
  /** 017: a mix-and-match set: any `quantity` items of the category together cost `price_cents` (server/cart/multiBuy.ts). */
  multi_buys: { id: Generated<number>; brand_id: string; category_id: number; quantity: number; price_cents: number; active: Generated<number> };
  order_items: {
    id: Generated<number>; order_id: number; item_id: number; name: string; color: Generated<string>; size: Generated<string>;
    image: Generated<string>; quantity: number; unit_price_cents: number; total_cents: number;
    discount_class: Generated<string>; offer_id: number | null; cancelled: Generated<number>;
  };
  payments: {
    id: Generated<number>; order_id: number; gateway: string; charge_id: string; token: string; amount_cents: number;
    status: string; card_brand: Generated<string>; last4: Generated<string>; method: Generated<string>;
    idempotency_key: string; created_at: string;
    /** 002 */ instalments: Generated<number>;
  };
  addresses: {
    id: Generated<number>; customer_id: number; type: string; name: string; company: Generated<string>; country: string;
    address: string; address2: Generated<string>; city: string; state: Generated<string>; zip: string;
    phone: Generated<string>; is_default: Generated<number>;
  };
  payment_methods: {
    id: Generated<number>; customer_id: number; gateway_token: string; card_brand: string; last4: string;
    exp_month: number; exp_year: number; is_default: Generated<number>; created_at: string;
  };
  club_plans: {
    id: number; brand_id: string; plan_key: string; kind: string; name: string; monthly_price_cents: number;
    discount_percentage: Generated<number>; description: Generated<string>;
  };
  club_memberships: {
    id: Generated<number>; brand_id: string; customer_id: number; plan_id: number; pause_plan_id: number | null;
    status: string; overdue: Generated<number>; paused: Generated<number>; paypal_express: Generated<number>;
    amount_cents: number; next_billing_date: string | null; next_prepaid_ship_date: string | null;
    prepaid_months: Generated<number>; free_accessory: Generated<number>; bonus_piece: Generated<number>;
    skipped_json: Generated<string>; started_at: string; cancelled_at: string | null;
    /** 032: pieces a month (clubMultiQty). */
    pieces: Generated<number>;
    /** 004 */ cancel_reason: string | null; cancel_comment: string | null;
  };
  /**
   * 005: a membership's monthly charge, one per billing date (unique). status: paid | declined;
   * failure: the decline code or no_card; attempts: charges tried for the date.
   */
  club_charges: {
    id: Generated<number>; membership_id: number; brand_id: string; customer_id: number; billing_date: string; amount_cents: number;
    status: 'paid' | 'declined'; gateway_charge_id: string | null; failure: string | null; card_brand: string | null; last4: string | null;
    attempts: Generated<number>; created_at: string; updated_at: string; paid_at: string | null;
  };
  /** 030: a return authorization (server/returns). status: open | received | cancelled. */
  returns: {
    id: Generated<number>; brand_id: string; order_id: number; customer_id: number; rma: string; status: Generated<string>; reason: Generated<string>;
    created_at: string; received_at: string | null; refund_cents: Generated<number>; exchange_order_id: number | null;
  };
  /** 030: a line sent back. action: refund | exchange (for exchange_size, reserved when the return started). */
  return_lines: { id: Generated<number>; return_id: number; order_item_id: number; quantity: number; action: string; exchange_size: string | null };
  /** 031: a prepaid plan bought (server/club/prepay.ts). */
  club_prepayments: {
    id: Generated<number>; membership_id: number; months: number; amount_cents: number; charge_id: string; refunded_cents: Generated<number>;
    idempotency_key: string; created_at: string;
  };
  /** 029: the piece a member chose for a billing date (server/club/picks.ts). */
  club_piece_choices: { id: Generated<number>; membership_id: number; billing_date: string; item_id: number; size: string; chosen_at: string };
  /** 029: the picks reminder mailed for a billing date without a choice. */
  club_pick_reminders: { membership_id: number; billing_date: string; sent_at: string };
  wishlist_items: { customer_id: number; item_id: number; created_at: string };
  style_profiles: { brand_id: string; owner_key: string; field: string; chosen: string; updated_at: string };
  split_test_assignments: { brand_id: string; session_id: string; test_key: string; value: string; created_at: string };
  utm_events: {
    id: Generated<number>; brand_id: string; session_id: string | null; utm_source: string | null; utm_medium: string | null;
    utm_campaign: string | null; utm_term: string | null; utm_content: string | null; extras_json: Generated<string>; created_at: string;
    /** 014 */ landing_path: Generated<string>; landing_key: Generated<string>; newsletter: Generated<number>;
  };
  /** 014: a session's first touch (kept) and last touch (replaced): utm_events ids. */
  session_attribution: { session_id: string; brand_id: string; first_event_id: number; last_event_id: number; touches: Generated<number>; updated_at: string };
  /** 014: an order's (kind 'order') or club join's (kind 'club', ref_id = membership id) attribution, copied when it happened. */
  conversion_attributions: {
    id: Generated<number>; brand_id: string; kind: 'order' | 'club'; ref_id: number; session_id: string | null; amount_cents: Generated<number>;
    first_source: string | null; first_medium: string | null; first_campaign: string | null; first_json: string | null;
    last_source: string | null; last_medium: string | null; last_campaign: string | null; last_json: string | null; created_at: string;
  };
  /** 014: once per session and test, when the variant was shown. */
  split_test_exposures: { brand_id: string; session_id: string; test_key: string; value: string; created_at: string };
  /** 014: once per session, test and kind ('order' | 'club'); value = the session's group then. */
  split_test_conversions: { brand_id: string; session_id: string; test_key: string; kind: string; value: string; ref_id: number; created_at: string };
  pixel_events: {
    id: Generated<number>; brand_id: string; uuid: string; event_name: string; event_json: Generated<string>;
    source_url: Generated<string>; fbclid: string | null; created_at: string;
    /** 014 */ ldu: Generated<number>; session_id: string | null; client_ip: string | null; user_agent: string | null;
    forward_status: Generated<PixelForwardStatus>; attempts: Generated<number>; next_attempt_at: string | null; claimed_by: string | null;
    claimed_at: string | null; last_error: string | null; forwarded_at: string | null;
  };
  /** 025: first-party collection's product analytics outbox (server/marketing/collect.ts). */
  collected_events: {
    id: Generated<number>; brand_id: string; event_id: string; event_name: string; props_json: Generated<string>; distinct_id: string;
    user_id: string | null; ldu: Generated<number>; occurred_at: string; created_at: string; forward_status: Generated<PixelForwardStatus>;
    attempts: Generated<number>; next_attempt_at: string | null; claimed_by: string | null; claimed_at: string | null; last_error: string | null;
    forwarded_at: string | null;
  };
  tracking_events: { id: Generated<number>; order_id: number; description: string; occurred_at: string };
  media: { id: string; content_type: string; body: string };
  /** 002: a special offer's answer per order. response: accepted | declined. */
  order_offer_responses: { order_id: number; offer_id: number; response: string; child_order_id: number | null; created_at: string };
  form_submissions: { id: Generated<number>; brand_id: string; form: string; email: Generated<string>; payload_json: string; created_at: string };
  /** 003: id is the SHA-256 (hex) of the token in the mailed link. kind: register | reset. */
  account_tokens: {
    id: string; brand_id: string; kind: 'register' | 'reset'; email: string; name: string | null; password_hash: string | null;
    customer_id: number | null; expires_at: string; used_at: string | null; created_at: string;
  };
  /** 003: mails for shoppers (sent_at null until delivered). */
  email_outbox: {
    id: Generated<number>; brand_id: string; to_email: string; subject: string; body_text: string; link: string;
    created_at: string; sent_at: string | null;
    /**
     * 010: the mail worker's queue (server/mail/deliver.ts). status: pending | sending | sent | failed;
     * body_text, body_html and link are blanked once the mail is sent or failed.
     */
    template: Generated<string>; body_html: Generated<string>; status: Generated<OutboxStatus>; attempts: Generated<number>;
    next_attempt_at: string | null; claimed_by: string | null; claimed_at: string | null; last_error: string | null; failed_at: string | null;
  };
  /** 008: throttle counters (server/throttle): points used under a key until `expire` (ms since the epoch). */
  rate_limits: { key: string; points: number; expire: number | string | null };
  /** 013: search queries that found nothing, per brand (normalised query; npm run report:search). The full-text index itself (search_fts/search_words on SQLite, search_documents on PostgreSQL) is read with raw SQL in server/search/. */
  search_misses: { brand_id: string; query: string; count: Generated<number>; first_seen: string; last_seen: string };
  /** 022: processor webhook events applied (server/payments/stripe/webhook.ts), so a redelivery has no second effect. */
  processor_events: { event_id: string; brand_id: string; type: string; payment_id: string | null; received_at: string };
  /** 022: payers' disputes (chargebacks). status: warning_needs_response | needs_response | under_review | won | lost | … (Stripe's). */
  payment_disputes: {
    dispute_id: string; brand_id: string; payment_id: string; amount_cents: number; reason: string; status: string; created_at: string; updated_at: string;
  };
  /** 028: back-office staff (server/admin/, docs/admin.md). brands: 'all' or a JSON array of brand ids. */
  staff: {
    id: Generated<number>; email: string; password_hash: string | null; totp_secret: string | null; totp_last_step: number | null;
    role: string; brands: string; refund_limit_cents: number | null; created_at: string; disabled_at: string | null;
  };
  /** 028: one-time set-password links; id is the SHA-256 (hex) of the token. */
  staff_tokens: { id: string; staff_id: number; totp_secret: string; expires_at: string; used_at: string | null; created_at: string };
  /** 028: id is the SHA-256 (hex) of the staff_sid cookie. */
  staff_sessions: { id: string; staff_id: number; created_at: string; last_seen_at: string };
  /** 028: append-only audit log of every back-office change. */
  staff_audit: {
    id: Generated<number>; staff_id: number; action: string; record_type: string; record_id: string;
    before_json: string | null; after_json: string | null; at: string; ip: string | null; brand_id: string | null;
  };
  /** 028: staff's internal notes on an order. */
  order_notes: { id: Generated<number>; order_id: number; staff_id: number; body: string; created_at: string };
  /** 033: who changed an item size's stock from the back office, before and after. */
  /** 036: a brand's catalog version, bumped with every back-office catalog change (server/catalog/version.ts). */
  catalog_versions: { brand_id: string; version: number };
  stock_changes: {
    id: Generated<number>; staff_id: number; item_id: number; size: string; before: number; after: number; at: string;
    /** 038: the order whose refund put these units back (null: set on the item page). */
    order_id: number | null;
  };
  /** 038: an order line whose units went back to stock on a refund (once per line). */
  /** 040: an order line refunded at what it cost (once per line). */
  order_line_refunds: { order_item_id: number; order_id: number; staff_id: number; amount_cents: number; at: string };
  order_line_restocks: { order_item_id: number; order_id: number; staff_id: number; quantity: number; at: string };
  /** 034: a membership's change (skip, unskip, pause, resume, cancel); detail is JSON; staff_id null: the member did it. */
  club_events: { id: Generated<number>; membership_id: number; brand_id: string; customer_id: number; kind: string; detail: string; staff_id: number | null; at: string };
  /** 034: a refund of a monthly club charge (club_charges.id) from the back office. */
  club_charge_refunds: {
    id: Generated<number>; charge_id: number; brand_id: string; amount_cents: number; processor_refund_id: string; idempotency_key: string; reason: string;
    staff_id: number; created_at: string;
  };
}
