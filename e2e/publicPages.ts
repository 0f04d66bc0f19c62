import { expect, type Page, type Response } from '@playwright/test';

/**
 * Every public page of spec section 2 that is not home, category, item, checkout or account:
 * renders (200, or its designed redirect) with a real heading and copy, per brand.
 */
export const PUBLIC_PATHS = [
  '/vip_exclusives',
  '/customer_reviews',
  '/photo-size-chart',
  '/care',
  '/shop_our_feed',
  '/svg-gallery',
  '/page/store-policies',
  '/page/ckb-store-policies',
  '/terms',
  '/about-us',
  '/vipterms',
  '/vip',
  '/more-about-vip',
  '/club',
  '/learn-more',
  '/dnsmpi',
  '/pfviprejoininvitation',
  '/ckb-rejoinvipinvitation',
  '/tracker',
  '/track_package',
  '/send',
  '/ig',
  '/insta',
  '/form/',
  '/contact-us',
  '/customer-feedback',
  '/travis-test',
];

/** Designed redirects: a brand without this page goes to one of these (Next drops the trailing slash of /form/). */
export const ALLOWED_REDIRECTS: Record<string, string[]> = {
  '/page/store-policies': ['/page/ckb-store-policies'],
  '/page/ckb-store-policies': ['/page/store-policies'],
  '/pfviprejoininvitation': ['/ckb-rejoinvipinvitation', '/club'],
  '/ckb-rejoinvipinvitation': ['/pfviprejoininvitation', '/club'],
  '/form/': ['/form'],
};

/** The CMS's social media specials per brand (content/pages/<brand>.ts). */
export const SOCIAL_SPECIAL: Record<string, string> = {
  pf: 'pf-vip-optin-csr',
  ckb: 'ckb-vip-optin',
  uncommonpair: 'uncommonpair-club-optin',
  hb: 'hb-club-optin',
};

export const SLIM_PATHS = (brandId: string) => ['/landing/spring-sale', '/funneltestoct17/vip-welcome', `/social_media_specials/${SOCIAL_SPECIAL[brandId]}`];

const PLACEHOLDER = /lorem ipsum|placeholder|coming soon|\bTODO\b|not implemented/i;

export async function expectRealPage(page: Page, res: Response | null) {
  expect(res?.status()).toBe(200);
  const h1 = page.locator('h1').first();
  await expect(h1).toBeVisible();
  expect((await h1.innerText()).trim().length).toBeGreaterThan(2);
  await page.waitForLoadState('networkidle');
  const text = await page.locator('main').innerText();
  expect(text.length).toBeGreaterThan(200);
  expect(text).not.toMatch(PLACEHOLDER);
}

