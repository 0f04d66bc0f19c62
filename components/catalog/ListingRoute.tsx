import type { BrandPageProps } from '../../lib/page/brandPage';
import type { ListingPageProps } from '../../lib/page/listingPage';
import { breadcrumbLd } from '../../lib/seo/jsonLd';
import { Seo } from '../seo/Seo';
import { DeferHydration } from '../ui/DeferHydration';
import { CategoryView } from './CategoryView';

/** The page component of every listing route (category, category group). */
export function ListingRoute(p: ListingPageProps & BrandPageProps) {
  const { subject, applied } = p;
  return (
    <>
      <Seo
        brand={p.brand}
        path={p.canonicalPath ?? (applied.page > 1 ? `${subject.path}?page=${applied.page}` : subject.path)}
        title={subject.name}
        description={p.metaDescription}
        image={p.ogImage}
        noindex={p.routeNoindex}
        jsonLd={[breadcrumbLd(p.brand.host, p.breadcrumb)]}
      />
      <DeferHydration>
        <CategoryView
        title={subject.name}
        description={subject.description}
        path={subject.path}
        breadcrumb={p.breadcrumb}
        gridType={subject.gridType}
        multiBuys={subject.multiBuys}
        items={p.items}
        filters={p.filters}
        applied={applied}
        total={p.total}
        pageCount={p.pageCount}
          categories={p.categories ?? undefined}
        />
      </DeferHydration>
    </>
  );
}
