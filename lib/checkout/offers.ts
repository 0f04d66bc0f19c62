import type { ApiClient } from '../api/client';
import { ApiError } from '../api/errors';
import type { Offer, OrderSummary } from './types';

/**
 * The ordered offers of one kind. When they cannot be loaded the funnel skips them (the shopper can
 * still pay) and the failure is logged.
 */
export async function loadOffers(api: ApiClient, kind: Offer['kind'], flow?: string): Promise<Offer[]> {
  try {
    return (await api.get('offers', { kind, flow })) ?? [];
  } catch (err) {
    console.error(`offers?kind=${kind} failed`, err);
    return [];
  }
}

/** The order, or null when it is unknown or not this shopper's (404/403). */
export async function loadOrder(api: ApiClient, id: number): Promise<OrderSummary | null> {
  try {
    return await api.get('order/:id', { id });
  } catch (err) {
    if (err instanceof ApiError && (err.status === 404 || err.status === 403 || err.status === 400)) return null;
    throw err;
  }
}

/** The order bumps of the shopper's checkout flow (the cart knows the flow). */
export async function loadOrderBumps(api: ApiClient): Promise<Offer[]> {
  const cart = await api.get('cart');
  return loadOffers(api, 'order_bump', cart.checkoutFlow || undefined);
}

/** One offer by id, or null when unknown. */
export async function loadOfferById(api: ApiClient, id: string): Promise<Offer | null> {
  try {
    return await api.get('offer/:id', { id });
  } catch (err) {
    if (err instanceof ApiError && (err.status === 404 || err.status === 400)) return null;
    throw err;
  }
}

/** A positive order id from a query value, else null. */
export function orderIdFrom(value: unknown): number | null {
  const n = Number(Array.isArray(value) ? value[0] : value);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** Adds ?order=<id> to a funnel path. */
export function withOrder(path: string, orderId: number): string {
  return `${path}${path.includes('?') ? '&' : '?'}order=${orderId}`;
}

/** The offer for an optional [[...id]] route param: that id, or the first offer when absent. */
export function pickOffer(offers: Offer[], idParam: string | string[] | undefined): Offer | null {
  const id = Array.isArray(idParam) ? idParam[0] : idParam;
  if (id === undefined || id === '') return offers[0] ?? null;
  return offers.find((o) => String(o.id) === id) ?? null;
}
