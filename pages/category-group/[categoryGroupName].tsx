import { brandPage, type BrandPageProps } from '../../lib/page/brandPage';
import { listingParams, parseListingQuery } from '../../lib/catalog/query';
import { orNotFound } from '../../lib/catalog/load';
import { withCards, type Carded } from '../../lib/catalog/cards';
import type { BreadcrumbEntry, CategoryGroupPageData } from '../../lib/catalog/types';
import { breadcrumbLd } from '../../lib/seo/jsonLd';
import { CategoryView } from '../../components/catalog/CategoryView';
import { Seo } from '../../components/seo/Seo';

interface Props {
  data: Carded<CategoryGroupPageData>;
  breadcrumb: BreadcrumbEntry[];
}

export const getServerSideProps = brandPage<Props>({ cache: 'public' }, async (ctx) => {
  const slug = String(ctx.params?.categoryGroupName ?? '');
  const q = parseListingQuery(ctx.query);
  const data = await orNotFound(ctx.api.get<CategoryGroupPageData>(`category-group/${encodeURIComponent(slug)}`, listingParams(q)));
  if (!data) return { notFound: true };
  const breadcrumb: BreadcrumbEntry[] = [{ name: 'Home', path: '/' }, { name: data.group.name, path: data.group.path }];
  return { props: { data: withCards(data), breadcrumb } };
});

export default function CategoryGroupPage({ data, breadcrumb, brand }: Props & BrandPageProps) {
  const g = data.group;
  const description = g.description || `Shop ${g.name} at ${brand.storeName}: ${data.categories.map((c) => c.name).join(', ')}.`;
  return (
    <>
      <Seo
        brand={brand}
        path={data.applied.page > 1 ? `${g.path}?page=${data.applied.page}` : g.path}
        title={g.name}
        description={description}
        image={data.items[0]?.image}
        jsonLd={[breadcrumbLd(brand.host, breadcrumb)]}
      />
      <CategoryView
        title={g.name}
        description={g.description}
        path={g.path}
        breadcrumb={breadcrumb}
        gridType={g.gridType}
        items={data.items}
        filters={data.filters}
        applied={data.applied}
        total={data.total}
        pageCount={data.pageCount}
        categories={data.categories}
      />
    </>
  );
}
