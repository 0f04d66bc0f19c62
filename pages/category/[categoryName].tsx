import { brandPage, type BrandPageProps } from '../../lib/page/brandPage';
import { listingParams, parseListingQuery } from '../../lib/catalog/query';
import { orNotFound } from '../../lib/catalog/load';
import { withCards, type Carded } from '../../lib/catalog/cards';
import type { BreadcrumbEntry, CategoryPageData } from '../../lib/catalog/types';
import { breadcrumbLd } from '../../lib/seo/jsonLd';
import { CategoryView } from '../../components/catalog/CategoryView';
import { Seo } from '../../components/seo/Seo';

interface Props {
  data: Carded<CategoryPageData>;
  breadcrumb: BreadcrumbEntry[];
}

export const getServerSideProps = brandPage<Props>({ cache: 'public' }, async (ctx) => {
  const slug = String(ctx.params?.categoryName ?? '');
  const q = parseListingQuery(ctx.query);
  const data = await orNotFound(ctx.api.get<CategoryPageData>(`category/${encodeURIComponent(slug)}`, listingParams(q)));
  if (!data) return { notFound: true };
  const breadcrumb: BreadcrumbEntry[] = [{ name: 'Home', path: '/' }, { name: data.category.name, path: data.category.path }];
  return { props: { data: withCards(data), breadcrumb } };
});

export default function CategoryPage({ data, breadcrumb, brand }: Props & BrandPageProps) {
  const c = data.category;
  const description = c.description || `Shop ${c.name} at ${brand.storeName}: ${data.total} styles in sizes for every body.`;
  return (
    <>
      <Seo
        brand={brand}
        path={data.applied.page > 1 ? `${c.path}?page=${data.applied.page}` : c.path}
        title={c.name}
        description={description}
        image={data.items[0]?.image ?? c.image}
        jsonLd={[breadcrumbLd(brand.host, breadcrumb)]}
      />
      <CategoryView
        title={c.name}
        description={c.description}
        path={c.path}
        breadcrumb={breadcrumb}
        gridType={c.gridType}
        items={data.items}
        filters={data.filters}
        applied={data.applied}
        total={data.total}
        pageCount={data.pageCount}
      />
    </>
  );
}
