import { billingIsShipping, checkoutFields, initialCheckoutValues, tokenizeFields } from './fields';

const filled = () => {
  const v = initialCheckoutValues('ann@example.com');
  v.shipping = { fullName: 'Ann Lee', country: 'US', address: '1 Main St', address2: '', city: 'Austin', state: 'TX', zip: '78701', phone: '(512) 555-0100' };
  v.card = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };
  return v;
};

describe('checkout fields', () => {
  it('copies shipping into billing when billing is the same', () => {
    const f = checkoutFields(filled());
    expect(f).toMatchObject({ email: 'ann@example.com', shippingName: 'Ann Lee', billingName: 'Ann Lee', billingZip: '78701', billingSameAsShipping: true, paymentMethod: 'card' });
  });

  it('treats a billing address equal ignoring case as the same', () => {
    const v = filled();
    v.billingSameAsShipping = false;
    v.billing = { ...v.shipping, fullName: 'ANN LEE', city: 'austin' };
    expect(billingIsShipping(v)).toBe(true);
    v.billing.city = 'Dallas';
    expect(billingIsShipping(v)).toBe(false);
    expect(checkoutFields(v)).toMatchObject({ billingSameAsShipping: false, billingCity: 'Dallas' });
  });

  it('tokenizes digits only with a four-digit year', () => {
    expect(tokenizeFields(filled())).toEqual({ number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123', name: 'Ann Lee' });
  });
});
