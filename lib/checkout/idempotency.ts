// Idempotency keys for payments: one key per checkout attempt, kept in sessionStorage so a reload
// or retry of the same attempt reuses it (the server then answers with the same order, no second
// charge). A new key is made after a decline or when the cart changed.

const CHECKOUT_KEY = 'checkout:idempotency';
const OFFER_PREFIX = 'offer:idempotency:';

interface StoredKey {
  key: string;
  cart: string;
}

/** What makes a checkout attempt: the lines, their quantities and the total. */
export function cartSignature(cart: { items: { cartId: number; quantity: number }[]; amounts: { total: number } }): string {
  return `${cart.items.map((l) => `${l.cartId}x${l.quantity}`).join(',')}|${cart.amounts.total.toFixed(2)}`;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** 32 random hex characters from the platform's cryptographic generator. */
function newKey(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The key for this cart: the stored one when the cart is unchanged, else a new one (stored). */
export function checkoutIdempotencyKey(signature: string): string {
  const s = storage();
  try {
    const stored = JSON.parse(s?.getItem(CHECKOUT_KEY) ?? 'null') as StoredKey | null;
    if (stored && stored.cart === signature && typeof stored.key === 'string' && stored.key.length >= 8) return stored.key;
  } catch {
    // A damaged entry is replaced below.
  }
  const key = newKey();
  s?.setItem(CHECKOUT_KEY, JSON.stringify({ key, cart: signature } satisfies StoredKey));
  return key;
}

/** Forget the key (after a decline, or once the order exists). */
export function clearCheckoutIdempotencyKey(): void {
  storage()?.removeItem(CHECKOUT_KEY);
}

/** One key per order and offer, reused until the offer's answer arrives. */
export function offerIdempotencyKey(orderId: number | string, offerId: number | string): string {
  const s = storage();
  const name = `${OFFER_PREFIX}${orderId}:${offerId}`;
  const existing = s?.getItem(name);
  if (existing) return existing;
  const key = newKey();
  s?.setItem(name, key);
  return key;
}

export function clearOfferIdempotencyKey(orderId: number | string, offerId: number | string): void {
  storage()?.removeItem(`${OFFER_PREFIX}${orderId}:${offerId}`);
}
