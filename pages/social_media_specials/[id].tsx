// Social media special: slim layout, noindex. The CMS landing (kind social_media_special) with its
// campaign's one code, whose buttons apply it in the cart (?coupon=…); an ended one says so and shows
// what is on now. An id the CMS does not know is a 404, like every other unknown slug (issue 3, bad input).
import { ContentView } from '../../components/pages/content/ContentView';
import { SocialOffer } from '../../components/pages/social/SocialOffer';
import { Vip4shOffer } from '../../components/club/Vip4shOffer';
import { CampaignRoute } from '../../components/pages/campaign/CampaignRoute';
import { CampaignCode } from '../../components/pages/campaign/CampaignCode';
import { loadCampaignLanding, type CampaignProps } from '../../components/pages/campaign/load';
import { brandPage, type BrandPageProps } from '../../lib/page/brandPage';

export const getServerSideProps = brandPage<CampaignProps>('/social_media_specials/[id]', (ctx) => loadCampaignLanding(ctx, 'social_media_special'));

export default function SocialMediaSpecialPage(props: CampaignProps & BrandPageProps) {
  const { page, campaign, path } = props;
  if (campaign?.state === 'ended') return <CampaignRoute {...props} />;
  const code = campaign?.code ?? '';
  // The VIP opt-in landings (spec: pf-vip-optin-csr, pf-vip-optin-main, ckb-vip-optin) offer the club: their Vip4sh line.
  const clubOffer = page.slug.includes('vip-optin') ? <Vip4shOffer /> : null;
  const offer = code ? (
    <>
      <SocialOffer code={code} />
      <CampaignCode code={code} />
    </>
  ) : null;
  return <ContentView page={page} path={path} afterHero={clubOffer || offer ? <>{clubOffer}{offer}</> : null} />;
}
