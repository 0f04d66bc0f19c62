import { FLOW_KINDS, OFFER_KINDS, OFFER_LANDING_PATHS, type PageOfferType, kindFitsList, nextOfferPath } from './nextPage';

describe('nextOfferPath after an order bump page', () => {
  const base = { pageOfferType: 'ob' as const, orderObIds: [3, 7, 9], orderOtoIds: [20] };

  it('goes to the next order bump in the list', () => {
    expect(nextOfferPath({ ...base, currentId: 3 })).toBe('/checkout-ob/7');
    expect(nextOfferPath({ ...base, currentId: '7' })).toBe('/checkout-ob/9');
  });

  it('goes to checkout after the last one', () => {
    expect(nextOfferPath({ ...base, currentId: 9 })).toBe('/checkout');
  });

  it('goes to checkout when the list is empty', () => {
    expect(nextOfferPath({ ...base, orderObIds: [], currentId: 3 })).toBe('/checkout');
  });

  it('starts at the first order bump when the current one is not listed', () => {
    expect(nextOfferPath({ ...base, currentId: null })).toBe('/checkout-ob/3');
  });
});

describe('nextOfferPath after a special offer page', () => {
  const base = { pageOfferType: 'oto' as const, orderObIds: [] as number[], orderOtoIds: ['a', 'b'] };

  it('goes to the next special offer', () => {
    expect(nextOfferPath({ ...base, currentId: 'a' })).toBe('/special-offer/b');
  });

  it('goes to checkout after the last offer when order bumps are listed', () => {
    expect(nextOfferPath({ ...base, orderObIds: [5], currentId: 'b' })).toBe('/checkout');
  });

  it('goes to the thank-you page after the last offer otherwise', () => {
    expect(nextOfferPath({ ...base, currentId: 'b' })).toBe('/thank-you');
  });

  it('escapes ids used in paths', () => {
    expect(nextOfferPath({ ...base, orderOtoIds: ['a', 'x/y'], currentId: 'a' })).toBe('/special-offer/x%2Fy');
  });
});

describe('nextOfferPath with another offer type', () => {
  it('throws Unknown pageOfferType', () => {
    expect(() =>
      nextOfferPath({ pageOfferType: 'upsell' as PageOfferType, currentId: 1, orderObIds: [1], orderOtoIds: [1] }),
    ).toThrow('Unknown pageOfferType');
  });
});

describe('funnel enumerations', () => {
  it('match the spec', () => {
    expect(FLOW_KINDS).toEqual(['free_flow', 'vip_flow', 'checkout_club_flow']);
    expect(OFFER_KINDS).toEqual(['csr', 'ms', 'cb', 'cbv2']);
    expect(OFFER_LANDING_PATHS).toEqual([
      '/social_media_specials/pf-vip-optin-csr',
      '/social_media_specials/pf-vip-optin-main',
      '/social_media_specials/ckb-vip-optin',
    ]);
  });
});

describe('offer kinds belong to one list each', () => {
  test('cb and cbv2 are order bumps, csr and ms special offers', () => {
    expect(kindFitsList('order_bump', 'cb')).toBe(true);
    expect(kindFitsList('order_bump', 'cbv2')).toBe(true);
    expect(kindFitsList('order_bump', 'csr')).toBe(false);
    expect(kindFitsList('special_offer', 'ms')).toBe(true);
    expect(kindFitsList('special_offer', 'cb')).toBe(false);
    expect(kindFitsList('special_offer', 'other')).toBe(false);
  });
});
