import type { BrandPageProps } from '../../../lib/page/brandPage';
import { useBrand } from '../../../lib/brand/context';
import { ContentView } from '../content/ContentView';
import type { CampaignProps } from './load';
import { CampaignCode } from './CampaignCode';
import { EndedCampaign } from './EndedCampaign';

/** A campaign landing: while it runs, the CMS page with its code's status; once ended, what is on now instead. */
export function CampaignRoute({ page, campaign, path }: CampaignProps & BrandPageProps) {
  const { settings } = useBrand();
  if (campaign?.state === 'ended') {
    const ended = { ...page, title: `${page.title} has ended`, blocks: [] };
    return <ContentView page={ended} path={path} afterHero={<EndedCampaign endsAt={campaign.endsAt} onNow={campaign.onNow} shopPath={settings.mainShoppingPath || '/'} />} />;
  }
  return <ContentView page={page} path={path} afterHero={campaign?.code ? <CampaignCode code={campaign.code} /> : null} />;
}
