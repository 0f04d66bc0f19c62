// Campaign landing page from the CMS: slim layout (no footer), noindex. A campaign's page applies its
// code (its links carry ?coupon=) and says so; after its last day it says it has ended and shows what is on now.
import { CampaignRoute } from '../../components/pages/campaign/CampaignRoute';
import { loadCampaignLanding, type CampaignProps } from '../../components/pages/campaign/load';
import { brandPage } from '../../lib/page/brandPage';

export const getServerSideProps = brandPage<CampaignProps>('/landing/[id]', (ctx) => loadCampaignLanding(ctx, 'landing'));

export default CampaignRoute;
