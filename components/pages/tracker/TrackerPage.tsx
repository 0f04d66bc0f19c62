import type { BrandPageProps } from '../../../lib/page/brandPage';
import { useBrand } from '../../../lib/brand/context';
import { PageHeader } from '../shared/PageHeader';
import { PageMeta } from '../shared/PageMeta';
import { OrderTracker } from './OrderTracker';

export function TrackerPage({ path }: BrandPageProps) {
  const { brand } = useBrand();
  return (
    <>
      <PageMeta
        title="Track Your Order"
        description={`Track your ${brand.storeName} order: enter your order number and email to see where your parcel is.`}
        path={path}
        canonicalPath="/tracker"
      />
      <PageHeader
        eyebrow="Order tracker"
        title="Track your order"
        intro={
          <p>
            Enter your order number and the email address you used at checkout. Logged in? All your orders are in <a href="/orders">your orders</a>.
          </p>
        }
      />
      <OrderTracker />
    </>
  );
}
