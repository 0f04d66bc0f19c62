import { campaignDay, campaignState, endedCampaignRedirect, parseCampaign, withCoupon } from './campaign';

test('a campaign is upcoming before its first day, live through its last day, ended after', () => {
  const spring = { startsAt: '2026-03-20', endsAt: '2026-04-30' };
  expect(campaignState(spring, '2026-03-19')).toBe('upcoming');
  expect(campaignState(spring, '2026-03-20')).toBe('live');
  expect(campaignState(spring, '2026-04-30')).toBe('live');
  expect(campaignState(spring, '2026-05-01')).toBe('ended');
  expect(campaignState(spring, '2026-11-26')).toBe('ended');
  expect(campaignState({ startsAt: '2025-03-01', endsAt: null }, '2030-01-01')).toBe('live');
});

test('stored campaigns are read defensively', () => {
  expect(parseCampaign({ startsAt: '2026-03-20', endsAt: '2026-04-30', code: ' First15 ' })).toEqual({ startsAt: '2026-03-20', endsAt: '2026-04-30', code: 'First15' });
  expect(parseCampaign({ startsAt: '2026-03-20' })).toEqual({ startsAt: '2026-03-20', endsAt: null, code: null });
  expect(parseCampaign({ startsAt: 'spring' })).toBeNull();
  expect(parseCampaign(null)).toBeNull();
});

test('links carry the code in the coupon parameter, keeping their own query', () => {
  expect(withCoupon('/category/leggings', 'J1V5GPF')).toBe('/category/leggings?coupon=J1V5GPF');
  expect(withCoupon('/category/leggings?sort=newest', '10First')).toBe('/category/leggings?sort=newest&coupon=10First');
  expect(withCoupon('https://elsewhere.example/', '10First')).toBe('https://elsewhere.example/');
  expect(withCoupon('/vip', null)).toBe('/vip');
});

test('days read as US dates', () => {
  expect(campaignDay('2026-04-30')).toBe('April 30, 2026');
});

test("an ended campaign's old coupon link is sent to the page without the code, other parameters kept", () => {
  expect(endedCampaignRedirect('/landing/spring-sale', '?coupon=First15')).toBe('/landing/spring-sale');
  expect(endedCampaignRedirect('/landing/spring-sale', 'utm_source=ig&coupon=First15&utm_medium=story')).toBe('/landing/spring-sale?utm_source=ig&utm_medium=story');
  expect(endedCampaignRedirect('/landing/spring-sale', 'coupon=')).toBe('/landing/spring-sale');
  expect(endedCampaignRedirect('/landing/spring-sale', '')).toBeNull();
  expect(endedCampaignRedirect('/landing/spring-sale', 'utm_source=ig')).toBeNull();
});
