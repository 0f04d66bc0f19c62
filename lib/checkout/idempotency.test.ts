/** @jest-environment jsdom */
import { cartSignature, checkoutIdempotencyKey, clearCheckoutIdempotencyKey, offerIdempotencyKey, clearOfferIdempotencyKey } from './idempotency';

const cart = (q: number, total: number) => ({ items: [{ cartId: 1, quantity: q }], amounts: { total } });

describe('checkout idempotency key', () => {
  beforeEach(() => sessionStorage.clear());

  it('is reused for the same cart (reload, retry, double click)', () => {
    const a = checkoutIdempotencyKey(cartSignature(cart(1, 10)));
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(checkoutIdempotencyKey(cartSignature(cart(1, 10)))).toBe(a);
  });

  it('changes when the cart changes', () => {
    const a = checkoutIdempotencyKey(cartSignature(cart(1, 10)));
    expect(checkoutIdempotencyKey(cartSignature(cart(2, 20)))).not.toBe(a);
  });

  it('changes after it is cleared (a decline)', () => {
    const a = checkoutIdempotencyKey(cartSignature(cart(1, 10)));
    clearCheckoutIdempotencyKey();
    expect(checkoutIdempotencyKey(cartSignature(cart(1, 10)))).not.toBe(a);
  });

  it('survives a damaged stored value', () => {
    sessionStorage.setItem('checkout:idempotency', '{oops');
    expect(checkoutIdempotencyKey('x')).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('offer idempotency key', () => {
  beforeEach(() => sessionStorage.clear());
  it('is one key per order and offer', () => {
    const a = offerIdempotencyKey(5, 1);
    expect(offerIdempotencyKey(5, 1)).toBe(a);
    expect(offerIdempotencyKey(5, 2)).not.toBe(a);
    clearOfferIdempotencyKey(5, 1);
    expect(offerIdempotencyKey(5, 1)).not.toBe(a);
  });
});
