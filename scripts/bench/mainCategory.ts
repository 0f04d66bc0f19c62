import { brandById } from '../../brands';
import { seedDataFor } from '../../server/seed/data/index';

/** The slug of a brand's main category in the demo shop (the seed's mainShoppingPath): the category page the measurements visit. */
export function mainCategoryOf(brandId: string): string {
  return seedDataFor(brandById(brandId)).mainShoppingPath.replace(/^\/category\//, '');
}
