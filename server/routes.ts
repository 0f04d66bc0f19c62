import type { AnswerOf, ParamNames, RouteKey } from '../lib/api/contract';
import { splitRouteKey } from '../lib/api/contract';
import type { ShopContext } from './http/types';
import { settingsRoutes } from './settings/routes';
import { cartRoutes } from './cart/routes';
import { catalogRoutes } from './catalog/routes';
import { reviewRoutes } from './reviews/routes';
import { marketingRoutes } from './marketing/routes';
import { paymentRoutes } from './payments/routes';
import { savedCardRoutes } from './payments/savedCardRoutes';
import { stripeWebhookRoutes } from './payments/stripe/webhookRoutes';
import { checkoutRoutes } from './checkout/routes';
import { offerRoutes } from './offers/routes';
import { splitTestRoutes } from './marketing/split-tests';
import { accountRoutes } from './accounts/routes';
import { wishlistRoutes } from './accounts/wishlistRoutes';
import { orderHistoryRoutes } from './orders/routes';
import { returnRoutes } from './returns/routes';
import { addressRoutes } from './accounts/addressRoutes';
import { changePasswordRoutes } from './accounts/changePassword';
import { clubRoutes } from './club/routes';
import { searchRoutes } from './search/routes';

type PathPart<K extends RouteKey> = K extends `${string} ${infer P}` ? P : never;

/** What one route's handler gets: the request's context and the route's path parameters. */
export type RouteContext<K extends RouteKey> = ShopContext & { params: Record<ParamNames<PathPart<K>>, string> };

/** One route's handler: it must answer the route's type in lib/api/contract.ts. */
export type RouteHandler<K extends RouteKey> = (ctx: RouteContext<K>) => Promise<AnswerOf<K>>;

/** A domain's handlers, checked against the contract: `export const xRoutes = { … } satisfies RouteHandlers;`. */
export type RouteHandlers = { [K in RouteKey]?: RouteHandler<K> };

export interface RouteDef {
  method: 'GET' | 'POST';
  /** Path below api.php/, segments starting with ':' are parameters. */
  path: string;
  handler: (ctx: ShopContext & { params: Record<string, string> }) => Promise<unknown>;
}

/** The keys two or more groups share (each route has one handler). */
type Overlap<T extends readonly object[], Seen = never> = T extends readonly [infer H, ...infer R extends readonly object[]]
  ? (keyof H & Seen) | Overlap<R, Seen | keyof H>
  : never;
type Merged<T extends readonly object[]> = T extends readonly [infer H, ...infer R extends readonly object[]] ? H & Merged<R> : unknown;

/** The groups' handlers in one object; a route two groups both handle is a compile error naming it. */
function mergeGroups<const T extends readonly object[]>(...groups: T): [Overlap<T>] extends [never] ? Merged<T> : { duplicateRoutes: Overlap<T> } {
  return Object.assign({}, ...groups);
}

/** Every contract route's handler: a route without one, or one the contract lacks, does not compile. */
export const HANDLERS: { [K in RouteKey]: RouteHandler<K> } = mergeGroups(
  settingsRoutes,
  cartRoutes,
  catalogRoutes,
  reviewRoutes,
  marketingRoutes,
  paymentRoutes,
  savedCardRoutes,
  stripeWebhookRoutes,
  checkoutRoutes,
  offerRoutes,
  splitTestRoutes,
  accountRoutes,
  wishlistRoutes,
  orderHistoryRoutes,
  returnRoutes,
  addressRoutes,
  changePasswordRoutes,
  clubRoutes,
  searchRoutes,
);

/** Every shop API route, in the router's matching order. */
export const ROUTES: RouteDef[] = (Object.keys(HANDLERS) as RouteKey[]).map((key) => ({
  ...splitRouteKey(key),
  // The router calls a handler only for a path its pattern matched, so each of its parameters is there.
  handler: HANDLERS[key] as RouteDef['handler'],
}));
