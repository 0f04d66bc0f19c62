// Social media special: slim layout, noindex. The CMS landing (kind social_media_special) with the
// brand's socialMediaDiscountCode offer, whose button applies the code in the cart (/cart?coupon=…).
// An id the CMS does not know is a 404, like every other unknown slug (issue 3, bad input).
import type { ContentPage } from '@/lib/content/types';
import { getSocialMediaSpecial } from '@/lib/content/pages';
import { ContentView } from '@/components/pages/content/ContentView';
import { SocialOffer } from '@/components/pages/social/SocialOffer';
import { Vip4shOffer } from '@/components/club/Vip4shOffer';
import { brandPage, type BrandPageProps } from '@/lib/page/brandPage';

interface Props {
  page: ContentPage;
  code: string;
}

export const getServerSideProps = brandPage<Props>('/social_media_specials/[id]', async (ctx) => {
  const id = String(ctx.params?.id ?? '');
  if (!/^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/.test(id)) return { notFound: true };
  const page = await getSocialMediaSpecial(ctx.brand.id, id);
  const code = typeof ctx.settings.socialMediaDiscountCode === 'string' ? ctx.settings.socialMediaDiscountCode.trim() : '';
  if (!page) return { notFound: true };
  return { props: { page, code } };
});

export default function SocialMediaSpecialPage({ page, code, path }: Props & BrandPageProps) {
  // The VIP opt-in landings (spec: pf-vip-optin-csr, pf-vip-optin-main, ckb-vip-optin) offer the club: their Vip4sh line.
  const clubOffer = page.slug.includes('vip-optin') ? <Vip4shOffer /> : null;
  const extra = code || clubOffer ? <>{clubOffer}{code ? <SocialOffer code={code} /> : null}</> : null;
  return <ContentView page={page} path={path} afterHero={extra} />;
}
