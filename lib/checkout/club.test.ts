import { CLUB_DECLINED_NEXT_PATH, CLUB_JOINED_NEXT_PATH, clubOfferNextPath, clubOfferSkipDestination, funnelStartPath, offersPaidClub } from './club';

describe('the club offer of the checkout funnel', () => {
  it('joining leads to the style profile, declining to checkout', () => {
    expect(clubOfferNextPath(true)).toBe(CLUB_JOINED_NEXT_PATH);
    expect(clubOfferNextPath(false)).toBe(CLUB_DECLINED_NEXT_PATH);
    expect(CLUB_DECLINED_NEXT_PATH).toBe('/checkout-ob');
  });

  it('is offered only by a brand with a paid club: its settings say so and give a monthly price', () => {
    expect(offersPaidClub({ brandHasClub: true, clubMonthly: 49.95 })).toBe(true);
    expect(offersPaidClub({ brandHasClub: true, clubMonthly: '49.95' })).toBe(true);
    expect(offersPaidClub({ brandHasClub: false, clubMonthly: 49.95 })).toBe(false);
    // A free club (no subscription) is never sold as "$0.00 a month".
    expect(offersPaidClub({ brandHasClub: true, clubMonthly: 0 })).toBe(false);
    expect(offersPaidClub({ brandHasClub: true, clubMonthly: undefined })).toBe(false);
  });

  it('skips the offer to checkout, keeping the query string', () => {
    expect(clubOfferSkipDestination('/checkout-club')).toBe('/checkout-ob');
    expect(clubOfferSkipDestination('/checkout-club?utm_source=email&coupon=10First')).toBe('/checkout-ob?utm_source=email&coupon=10First');
    expect(clubOfferSkipDestination()).toBe('/checkout-ob');
  });
});

describe('funnelStartPath: every cart is offered the funnel', () => {
  test('a paid-club brand: a non-member meets the club offer; joined, the style profile; a member, the order bumps', () => {
    expect(funnelStartPath({ paidClub: true, member: false, clubInCart: false })).toBe('/checkout-club');
    expect(funnelStartPath({ paidClub: true, member: false, clubInCart: true })).toBe('/checkout-styleprofile');
    expect(funnelStartPath({ paidClub: true, member: true, clubInCart: false })).toBe('/checkout-ob');
  });
  test('a brand without a paid club still offers its order bumps', () => {
    expect(funnelStartPath({ paidClub: false, member: false, clubInCart: false })).toBe('/checkout-ob');
    expect(funnelStartPath({ paidClub: false, member: true, clubInCart: true })).toBe('/checkout-ob');
  });
});
