import { listingPage } from '../../lib/page/listingPage';
import type { CategoryGroupPageData } from '../../lib/catalog/types';
import { ListingRoute } from '../../components/catalog/ListingRoute';

export const getServerSideProps = listingPage<CategoryGroupPageData>('/category-group/[categoryGroupName]', {
  param: 'categoryGroupName',
  load: (api, slug, query) => api.get('category-group/:slug', { ...query, slug }),
  subject: ({ group: g }) => ({ name: g.name, path: g.path, description: g.description, gridType: g.gridType }),
  fallbackDescription: (data, storeName) => `Shop ${data.group.name} at ${storeName}: ${data.categories.map((c) => c.name).join(', ')}.`,
  categories: (data) => data.categories,
});

export default ListingRoute;
