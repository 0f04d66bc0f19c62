import { CHECKOUT_MESSAGES as M, type CheckoutValues, validateCheckout } from './checkoutSchema';

const now = new Date(2026, 10, 20);

function valid(): CheckoutValues {
  return {
    email: 'ann@example.com',
    shipping: {
      fullName: 'Ann Lee',
      country: 'US',
      address: '1 Main St',
      address2: '',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      phone: '(555) 123-4567',
    },
    billingSameAsShipping: true,
    card: { number: '4242 4242 4242 4242', expiry: '12 / 27', cvc: '123' },
  };
}

const check = (values: unknown) => validateCheckout(values, { now });

describe('validateCheckout', () => {
  it('accepts a complete US checkout', () => {
    expect(check(valid())).toEqual({});
  });

  it('reports every invalid field at once, keyed by path', () => {
    const v = valid();
    v.email = 'nope';
    v.shipping.fullName = 'Ann';
    v.card = { number: '4242 4242 4242 4241', expiry: '10 / 26', cvc: '12' };
    expect(check(v)).toEqual({
      email: M.email,
      'shipping.fullName': M.fullName,
      'card.number': M.cardNumber,
      'card.expiry': M.cardExpired,
      'card.cvc': M.cardCvc,
    });
  });

  it('requires the main shipping fields', () => {
    const v = valid();
    v.shipping = { ...v.shipping, address: '', city: ' ', state: '', zip: '', phone: '' };
    expect(check(v)).toEqual({
      'shipping.address': M.address,
      'shipping.city': M.city,
      'shipping.state': M.state,
      'shipping.zip': 'Enter your zip code',
      'shipping.phone': M.phoneRequired,
    });
  });

  it('names the postal code and allows no state outside the US', () => {
    const v = valid();
    v.shipping = { ...v.shipping, country: 'GB', state: '', zip: '', phone: '+44 7911 123456' };
    expect(check(v)).toEqual({ 'shipping.zip': 'Enter your postal code' });
  });

  it('applies the phone mask rules by country', () => {
    const us = valid();
    us.shipping.phone = '555 1234';
    expect(check(us)).toEqual({ 'shipping.phone': M.phone });

    const gb = valid();
    gb.shipping = { ...gb.shipping, country: 'GB', phone: '+' + '1'.repeat(21) };
    expect(check(gb)).toEqual({ 'shipping.phone': M.phone });
  });

  it('ignores billing when it is the same as shipping', () => {
    expect(check({ ...valid(), billing: { fullName: 'x' } })).toEqual({});
  });

  it('validates billing when it differs from shipping', () => {
    const v = { ...valid(), billingSameAsShipping: false, billing: { ...valid().shipping, fullName: 'Bob' } };
    expect(check(v)).toEqual({ 'billing.fullName': M.fullName });
    expect(check({ ...v, billing: { ...v.billing, fullName: 'Bob Ray' } })).toEqual({});
  });

  it('requires billing fields when billing is missing and not the same', () => {
    const errors = check({ ...valid(), billingSameAsShipping: false });
    expect(Object.keys(errors).some((k) => k.startsWith('billing'))).toBe(true);
  });

  it('accepts the boolean flag as a form string', () => {
    expect(check({ ...valid(), billingSameAsShipping: 'true' })).toEqual({});
  });

  it('checks a 4-digit CVC against the card brand', () => {
    const amex = valid();
    amex.card = { number: '378282246310005', expiry: '12/2027', cvc: '1234' };
    expect(check(amex)).toEqual({});
    const visa = valid();
    visa.card.cvc = '1234';
    expect(check(visa)).toEqual({ 'card.cvc': M.cardCvc });
  });

  it('accepts the current month and rejects the previous one', () => {
    const v = valid();
    v.card.expiry = '11 / 26';
    expect(check(v)).toEqual({});
    v.card.expiry = '10 / 26';
    expect(check(v)).toEqual({ 'card.expiry': M.cardExpired });
  });

  it('tells an expired card from an expiry that is not a date', () => {
    const v = valid();
    for (const expiry of ['01 / 20', '12/2025', '1/70']) {
      v.card.expiry = expiry;
      expect(check(v)).toEqual({ 'card.expiry': M.cardExpired });
    }
    for (const expiry of ['13 / 30', '00 / 30', 'ab / cd', '12', '']) {
      v.card.expiry = expiry;
      expect(check(v)).toEqual({ 'card.expiry': M.cardExpiry });
    }
  });

  it('checks the format of a US zip code only', () => {
    const v = valid();
    for (const zip of ['78701', '78701-1234', ' 78701 ']) {
      v.shipping.zip = zip;
      expect(check(v)).toEqual({});
    }
    for (const zip of ['123', '787011', '78701-12', 'ABCDE', '7870l']) {
      v.shipping.zip = zip;
      expect(check(v)).toEqual({ 'shipping.zip': M.zip });
    }
    v.shipping = { ...v.shipping, country: 'GB', state: '', zip: 'SW1A 2AA', phone: '+44 7911 123456' };
    expect(check(v)).toEqual({});
    v.shipping.zip = '123';
    expect(check(v)).toEqual({});
  });

  it('reports missing card fields', () => {
    const v = { ...valid(), card: {} };
    expect(check(v)).toEqual({
      'card.number': M.cardNumber,
      'card.expiry': M.cardExpiry,
      'card.cvc': M.cardCvc,
    });
  });

  it('requires an email', () => {
    expect(check({ ...valid(), email: '' })).toEqual({ email: M.emailRequired });
  });

  it('reports a non-object under form', () => {
    expect(Object.keys(check(null))).toEqual(['form']);
  });
});
