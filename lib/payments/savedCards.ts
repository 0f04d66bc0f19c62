// Rules for saved cards shared by the API (server/payments/savedCards.ts) and its tests: the limit,
// expiry, which card is listed first and which one becomes the default.
import { validateCardExpiry } from '../validation/card';

/** Most cards one customer may save. */
export const SAVED_CARD_LIMIT = 10;

export interface CardIdentity {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** A card is good through the last day of its expiry month. */
export function isCardExpired(expMonth: number, expYear: number, now: Date = new Date()): boolean {
  return !validateCardExpiry(expMonth, expYear, now);
}

/** The same card saved twice: same type, last four digits and expiry. */
export function sameCard(a: CardIdentity, b: CardIdentity): boolean {
  return a.brand === b.brand && a.last4 === b.last4 && Number(a.expMonth) === Number(b.expMonth) && Number(a.expYear) === Number(b.expYear);
}

export interface CardOrderKey {
  id: number;
  isDefault: boolean;
  /** ISO time the card was saved. */
  createdAt: string;
}

const newestFirst = (a: CardOrderKey, b: CardOrderKey) => (a.createdAt === b.createdAt ? b.id - a.id : a.createdAt < b.createdAt ? 1 : -1);

/** The default first, then newest first (ties by id, newest first). Returns a new array. */
export function orderSavedCards<T extends CardOrderKey>(cards: readonly T[]): T[] {
  return [...cards].sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || newestFirst(a, b));
}

/**
 * The card that should be the one default, or null when there are none: `preferId` when it is one
 * of them; else the current default (the newest, should there be several); else the newest card
 * that has not expired; else the newest.
 */
export function pickDefaultCard<T extends CardOrderKey & { expired: boolean }>(cards: readonly T[], preferId?: number): number | null {
  if (!cards.length) return null;
  if (preferId !== undefined && cards.some((c) => c.id === preferId)) return preferId;
  const newest = [...cards].sort(newestFirst);
  return (newest.find((c) => c.isDefault) ?? newest.find((c) => !c.expired) ?? newest[0]).id;
}
