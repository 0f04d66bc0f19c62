import { useBrand } from '@/lib/brand/context';
import { PageHeader } from '../shared/PageHeader';
import { PageMeta } from '../shared/PageMeta';
import { SocialOffer } from './SocialOffer';

/** A social media special the CMS has no page for: the brand's code offer on its own. */
export function SocialSpecialFallback({ code, path }: { code: string; path: string }) {
  const { brand } = useBrand();
  return (
    <>
      <PageMeta title={`${brand.storeName} Social Media Special`} description={`A social media special from ${brand.storeName}.`} path={path} noindex />
      <PageHeader eyebrow="Social media special" title={`Thanks for following ${brand.storeName}!`} intro={<p>Here is a little something for finding us on social.</p>} />
      <SocialOffer code={code} headline="Your follower discount" />
    </>
  );
}
