/**
 * Campaign landings over the committed content dataset (the local groq-js path): the Spring Sale
 * (March 20 to April 30, 2026, code First15) gives its code while it runs; once it has ended, an old
 * link's `?coupon=` is dropped by a redirect, so the page that says it has ended never puts its code
 * on the cart (issue 25).
 */
import type { GetServerSidePropsResult } from 'next';
import { BRANDS } from '../../brands';
import { loadCampaignLanding, type CampaignProps } from '../../components/pages/campaign/load';
import { clearContentCache } from '../../lib/content/pages';
import type { BrandPageContext } from '../../lib/page/brandPage';

const LIVE_DAY = '2026-04-15';
const ENDED_DAY = '2026-11-26';
const UPCOMING_DAY = '2026-03-01';

function ctxFor(brandId: string, url: string): BrandPageContext {
  const brand = BRANDS.find((b) => b.id === brandId);
  if (!brand) throw new Error(`no brand ${brandId}`);
  const id = url.split('?')[0].split('/').pop() ?? '';
  // Only what the loader reads: the route's id, the brand and the URL.
  return { params: { id }, query: { id }, resolvedUrl: url, req: { url }, brand } as unknown as BrandPageContext;
}

const redirectOf = (r: GetServerSidePropsResult<CampaignProps>) => ('redirect' in r ? r.redirect : null);
const propsOf = async (r: GetServerSidePropsResult<CampaignProps>) => ('props' in r ? await r.props : null);

beforeAll(() => {
  delete process.env.SANITY_PROJECT_ID;
  delete process.env.SANITY_DATASET;
  clearContentCache();
});

describe.each(BRANDS.map((b) => b.id))('%s: Spring Sale landing', (brandId) => {
  it('while it runs, the page gives its code and a coupon link is served as is', async () => {
    const result = await loadCampaignLanding(ctxFor(brandId, '/landing/spring-sale?coupon=First15'), 'landing', LIVE_DAY);
    expect(redirectOf(result)).toBeNull();
    expect((await propsOf(result))?.campaign).toMatchObject({ state: 'live', code: 'First15' });
  });

  it('before its first day, a coupon link is a 404 like the page (the cart applies no coupon on an error page: lib/cart/effects.ts)', async () => {
    expect(await loadCampaignLanding(ctxFor(brandId, '/landing/spring-sale?coupon=First15'), 'landing', UPCOMING_DAY)).toEqual({ notFound: true });
    expect(await loadCampaignLanding(ctxFor(brandId, '/landing/spring-sale'), 'landing', UPCOMING_DAY)).toEqual({ notFound: true });
  });

  it('once ended, a coupon link is redirected to the page without its code (other parameters kept)', async () => {
    const result = await loadCampaignLanding(ctxFor(brandId, '/landing/spring-sale?utm_source=ig&coupon=First15'), 'landing', ENDED_DAY);
    expect(redirectOf(result)).toEqual({ destination: '/landing/spring-sale?utm_source=ig', permanent: false });
  });

  it('once ended, the page itself says so and offers what is on now', async () => {
    const result = await loadCampaignLanding(ctxFor(brandId, '/landing/spring-sale'), 'landing', ENDED_DAY);
    const campaign = (await propsOf(result))?.campaign;
    expect(campaign).toMatchObject({ state: 'ended', endsAt: '2026-04-30' });
    expect(campaign?.onNow.length).toBeGreaterThan(0);
    expect(campaign?.onNow.map((c) => c.path)).not.toContain('/landing/spring-sale');
  });
});
