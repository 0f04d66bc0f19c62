import type { ReviewsPageData } from '../../../lib/catalog/types';
import { formatCount } from '../../../lib/format/count';
import type { BrandPageProps } from '../../../lib/page/brandPage';
import { useBrand } from '../../../lib/brand/context';
import { PageHeader } from '../shared/PageHeader';
import { PageMeta } from '../shared/PageMeta';
import { CustomerReviews } from './CustomerReviews';

export interface CustomerReviewsProps {
  data: ReviewsPageData;
}

export function CustomerReviewsPage({ data, path }: CustomerReviewsProps & BrandPageProps) {
  const { brand } = useBrand();
  const { average, count } = data.summary;
  return (
    <>
      <PageMeta
        title={data.page > 1 ? `Customer Reviews – Page ${data.page}` : 'Customer Reviews'}
        description={`${brand.storeName} is rated ${average.toFixed(1)} out of 5 by ${formatCount(count)} customers. Read real reviews of fit, comfort and style.`}
        path={path}
        canonicalPath={data.page > 1 ? `${path}?page=${data.page}` : path}
      />
      <PageHeader
        eyebrow="Reviews"
        title="Customer Reviews"
        intro={<p>Real reviews from real {brand.storeName} customers — about fit, sizing, comfort and style.</p>}
      />
      <CustomerReviews data={data} basePath="/customer_reviews" />
    </>
  );
}
