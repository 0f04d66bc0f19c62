import type { ReviewsPageData } from '../../lib/catalog/types';
import type { ItemWithCards } from '../../lib/catalog/cards';
import { ProductGrid } from '../catalog/ProductGrid';
import { MoreImages } from './MoreImages';
import { Reviews } from './Reviews';
import styles from './ItemView.module.css';

export interface ItemMoreProps {
  item: ItemWithCards;
  reviews: ReviewsPageData;
}

/**
 * What an item page shows below the purchase panel: more photos, "Complete the look" and the reviews.
 * ItemView loads it with React.lazy: the server renders it in full, and the browser fetches its code
 * after the page's own and hydrates it when it arrives (docs/performance.md, the item page's first load).
 */
export default function ItemMore({ item, reviews }: ItemMoreProps) {
  return (
    <>
      <MoreImages groups={item.additionalImages} modelImages={item.modelImages} />
      {item.matching.length > 0 && (
        <section className={styles.matching} aria-labelledby="matching-title">
          <h2 id="matching-title">Complete the look</h2>
          <ProductGrid items={item.matching} gridType="catchall" headingLevel="h3" />
        </section>
      )}
      <Reviews itemId={item.id} initial={reviews} />
    </>
  );
}
