import type { GridType } from '../../lib/catalog/types';
import type { ProductCardData } from '../../lib/catalog/cards';
import { useMemberPrices } from '../../lib/club/useMemberPrices';
import { ProductCard } from './ProductCard';
import styles from './ProductGrid.module.css';

interface Props {
  items: ProductCardData[];
  /** 'double1x1': 1/2/3/4 columns at 0/640/768/1024 px; 'catchall': 2/3/4/5. */
  gridType: GridType;
  /** Marks the first card as the page's LCP image. */
  priorityFirst?: boolean;
  headingLevel?: 'h2' | 'h3';
  label?: string;
}

export function ProductGrid({ items, gridType, priorityFirst = false, headingLevel, label }: Props) {
  const memberPrices = useMemberPrices();
  return (
    <ul className={`${styles.grid} ${styles[gridType]}`} data-grid={gridType} data-testid="product-grid" aria-label={label}>
      {items.map((item, i) => (
        <li key={item.id}>
          <ProductCard item={item} priority={priorityFirst && i === 0} headingLevel={headingLevel} memberPrices={memberPrices} />
        </li>
      ))}
    </ul>
  );
}
