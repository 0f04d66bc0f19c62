import { listingPage } from '../../lib/page/listingPage';
import type { CategoryPageData } from '../../lib/catalog/types';
import { ListingRoute } from '../../components/catalog/ListingRoute';
import { categoryCanonicalPath } from '../../lib/seo/canonical';

export const getServerSideProps = listingPage<CategoryPageData>('/category/[categoryName]', {
  param: 'categoryName',
  load: (api, slug, query) => api.get('category/:slug', { ...query, slug }),
  subject: ({ category: c }) => ({ name: c.name, path: c.path, description: c.description, gridType: c.gridType, image: c.image, multiBuys: c.multiBuys ?? [] }),
  fallbackDescription: (data, storeName) => `Shop ${data.category.name} at ${storeName}: ${data.total} styles in sizes for every body.`,
  canonicalPath: (data) => categoryCanonicalPath(data.category),
});

export default ListingRoute;
