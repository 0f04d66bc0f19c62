import type { SizingGuideEntry } from '../../../lib/catalog/types';
import type { BrandPageProps } from '../../../lib/page/brandPage';
import { useBrand } from '../../../lib/brand/context';
import { sizeChartDescription } from '../../../lib/catalog/sizeChartDescription';
import { sizeTableColumns } from '../../../lib/catalog/sizeTable';
import { PageHeader } from '../shared/PageHeader';
import { PageMeta } from '../shared/PageMeta';
import { MeasureTips } from './MeasureTips';
import { SizeChart } from './SizeChart';

export interface SizeChartProps {
  entries: SizingGuideEntry[];
  /** The brand's advice for a shopper between two sizes. */
  betweenSizes: string;
}

export function SizeChartPage({ entries, betweenSizes, path }: SizeChartProps & BrandPageProps) {
  const { brand } = useBrand();
  return (
    <>
      <PageMeta
        title="Photo Size Chart"
        description={sizeChartDescription(brand.storeName, entries)}
        path={path}
      />
      <PageHeader
        eyebrow="Sizing guide"
        title="Photo Size Chart"
        intro={
          <p>
            Every size on a real person, from the front, side and back. Still unsure? <a href="/contact-us">Ask us about fit</a>.
          </p>
        }
      />
      <SizeChart entries={entries} />
      <MeasureTips labels={sizeTableColumns(entries).map((c) => c.label)} betweenSizes={betweenSizes} />
    </>
  );
}
