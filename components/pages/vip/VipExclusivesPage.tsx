import type { CategoryItem } from '../../../lib/catalog/types';
import type { BrandPageProps } from '../../../lib/page/brandPage';
import { useBrand } from '../../../lib/brand/context';
import { PageHeader } from '../shared/PageHeader';
import { PageMeta } from '../shared/PageMeta';
import { VipExclusives } from './VipExclusives';

export interface VipExclusivesProps {
  items: CategoryItem[];
  description: string | null;
  /** The brand has no VIP-only styles: the page only invites to the club, so search skips it. */
  noindex: boolean;
}

export function VipExclusivesPage({ items, description, noindex, path }: VipExclusivesProps & BrandPageProps) {
  const { brand } = useBrand();
  return (
    <>
      <PageMeta
        title="VIP Exclusives"
        description={`Styles only ${brand.clubName} members can buy: new colors and limited pieces from ${brand.storeName}.`}
        path={path}
        noindex={noindex}
      />
      <PageHeader
        eyebrow={brand.clubName}
        title="VIP Exclusives"
        intro={<p>{description || (brand.hasClub ? `Colors and styles made only for ${brand.clubName} members, at member prices.` : `What ${brand.clubName} members get at ${brand.storeName}.`)}</p>}
      />
      <VipExclusives items={items} />
    </>
  );
}
