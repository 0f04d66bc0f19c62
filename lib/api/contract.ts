// The shop API's contract: every route's method, path (':name' segments are parameters) and
// answer type, in one table both sides read. The server's router must have exactly one handler per
// route, returning the answer type (server/routes.ts); the API client takes a route from this table
// and infers its answer (lib/api/client.ts); docs/api.md documents every route (a test checks it).
// Query and form fields stay loosely typed: the server's input readers check them and name the
// field in every error.
import type { ReturnOptions, ReturnStarted } from '../orders/returns';
import type { AccountOverview, AddressBook, AddressSaved, LoggedIn, LoggedOut, MailSent, OrderDetail, OrderHistory, Wishlist, WishlistChange } from '../account/types';
import type { EventsCollected, LandingRecorded, PixelEventStored } from '../analytics/types';
import type { StoreSettings } from '../brand/settings';
import type { CartState } from '../cart/types';
import type { CategoryGroupPageData, CategoryItem, CategoryPageData, CategorySummary, Item, ItemStock, ReviewsPageData, SizingGuideEntry } from '../catalog/types';
import type { AcceptOfferAnswer, CheckoutAnswer, DeclineOfferAnswer, Offer, OrderSummary, SessionCardAnswer, StyleProfile } from '../checkout/types';
import type { ClubCancelResult, ClubChange, ClubPicks, ClubPiecesChanged, ClubPrepaid, ClubPrepayOptions, ClubSettled, ClubSkipped, ClubState, ClubUnskipped } from '../club/types';
import type { FormSubmitted } from '../content/types';
import type { SplitTestExposure, SplitTestGroup } from '../experiments/types';
import type { TrackingResult } from '../orders/types';
import type { PaymentMethodAdded, PaymentMethods, TokenizedCard, WebhookReceipt } from '../payments/types';
import type { SearchResults, Suggestions } from '../search/types';

/** One query or form field as a caller passes it (null and undefined are left out). */
export type FieldValue = string | number | boolean | null | undefined;
export type FieldValues = Record<string, FieldValue>;

/** A route's answer type. The value is empty: the type is the contract. */
export interface RouteSpec<Answer> {
  readonly answer?: Answer;
}

const answers = <Answer>(): RouteSpec<Answer> => ({});

/** Every shop API route, keyed 'METHOD path' (docs/api.md has each one's fields and errors). */
export const SHOP_API = {
  'GET settings': answers<StoreSettings>(),

  'GET cart': answers<CartState>(),
  'POST cart/add': answers<CartState>(),
  'POST cart/update': answers<CartState>(),
  'POST cart/remove': answers<CartState>(),
  'POST discount-code': answers<CartState>(),
  'POST discount-code/remove': answers<CartState>(),
  'POST cart/free-gift': answers<CartState>(),
  'POST cart/club': answers<CartState>(),
  'POST cart/order-bump': answers<CartState>(),
  'POST cart/flow': answers<CartState>(),

  'GET categories': answers<CategorySummary[]>(),
  'GET category/:slug': answers<CategoryPageData>(),
  'GET category-group/:slug': answers<CategoryGroupPageData>(),
  'GET item/:id': answers<Item>(),
  'GET item/:id/stock': answers<ItemStock>(),
  'GET items': answers<CategoryItem[]>(),
  'GET size-guide': answers<SizingGuideEntry[]>(),
  'GET reviews': answers<ReviewsPageData>(),

  'POST form-submission': answers<FormSubmitted>(),
  'GET tracking': answers<TrackingResult>(),
  'GET utm-data': answers<LandingRecorded>(),
  'GET pixel-event': answers<PixelEventStored>(),
  'POST collect': answers<EventsCollected>(),

  'POST payments/tokenize': answers<TokenizedCard>(),
  'POST payments/stripe-webhook': answers<WebhookReceipt>(),
  'GET payment-methods': answers<PaymentMethods>(),
  'POST payment-method/add': answers<PaymentMethodAdded>(),
  'POST payment-method/setup': answers<{ clientSecret: string }>(),
  'POST payment-method/default': answers<PaymentMethods>(),
  'POST payment-method/delete': answers<PaymentMethods>(),

  'POST checkout': answers<CheckoutAnswer>(),
  'POST checkout/complete': answers<CheckoutAnswer>(),
  'GET checkout/session-card': answers<SessionCardAnswer>(),
  'GET order/:id': answers<OrderSummary>(),
  'GET style-profile': answers<StyleProfile>(),
  'POST style-profile': answers<StyleProfile>(),

  'GET offers': answers<Offer[]>(),
  'GET offer/:id': answers<Offer>(),
  'POST order/:id/accept-offer': answers<AcceptOfferAnswer>(),
  'POST order/:id/decline-offer': answers<DeclineOfferAnswer>(),

  'POST test-group': answers<SplitTestGroup>(),
  'POST test-exposure': answers<SplitTestExposure>(),

  'POST login': answers<LoggedIn>(),
  'GET logout': answers<LoggedOut>(),
  'POST register': answers<MailSent>(),
  'POST confirm-register': answers<LoggedIn>(),
  'POST forgot': answers<MailSent>(),
  'POST reset-password': answers<LoggedIn>(),
  'GET account': answers<AccountOverview>(),
  'POST change-password': answers<LoggedIn>(),

  'GET wishlist': answers<Wishlist>(),
  'POST wishlist/add': answers<WishlistChange>(),
  'POST wishlist/remove': answers<WishlistChange>(),

  'GET orders': answers<OrderHistory>(),
  'GET orders/:id': answers<OrderDetail>(),
  'GET orders/:id/returns': answers<ReturnOptions>(),
  'POST orders/:id/return': answers<ReturnStarted>(),
  'POST orders/:id/return/cancel': answers<ReturnStarted>(),

  'GET addresses': answers<AddressBook>(),
  'POST address/save': answers<AddressSaved>(),
  'POST address/delete': answers<AddressBook>(),
  'POST address/default': answers<AddressBook>(),

  'GET club': answers<ClubState>(),
  'POST club/skip': answers<ClubSkipped>(),
  'POST club/unskip': answers<ClubUnskipped>(),
  'POST club/pause': answers<ClubChange>(),
  'POST club/resume': answers<ClubChange>(),
  'POST club/cancel': answers<ClubCancelResult>(),
  'POST club/settle': answers<ClubSettled>(),
  'GET club/picks': answers<ClubPicks>(),
  'POST club/pick': answers<ClubPicks>(),
  'GET club/prepay': answers<ClubPrepayOptions>(),
  'POST club/prepay': answers<ClubPrepaid>(),
  'POST club/pieces': answers<ClubPiecesChanged>(),

  'GET search': answers<SearchResults>(),
  'GET search/suggest': answers<Suggestions>(),
} as const;

export type RouteKey = keyof typeof SHOP_API;
export type Method = 'GET' | 'POST';

/** The paths of one method's routes: PathOf<'GET'> includes 'item/:id'. */
export type PathOf<M extends Method> = RouteKey extends infer K ? (K extends `${M} ${infer P}` ? P : never) : never;

export type AnswerOf<K extends RouteKey> = (typeof SHOP_API)[K] extends RouteSpec<infer A> ? A : never;

/** 'order/:id/accept-offer' → 'id'. */
export type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A route's path parameters as the client passes them. */
export type PathParams<P extends string> = { [N in ParamNames<P>]: string | number };

/** What the client sends: the path's parameters, then any query (GET) or form (POST) fields. */
export type InputOf<P extends string> = PathParams<P> & FieldValues;

export function splitRouteKey(key: RouteKey): { method: Method; path: string } {
  const [method, path] = key.split(' ');
  return { method: method as Method, path };
}

export const ROUTE_KEYS = Object.keys(SHOP_API) as RouteKey[];
