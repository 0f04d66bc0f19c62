import type { ProductCardData } from '../../lib/catalog/cards';
import { useMemberPrices } from '../../lib/club/useMemberPrices';
import { ProductCard } from '../catalog/ProductCard';
import gridStyles from '../catalog/ProductGrid.module.css';
import styles from './Wishlist.module.css';

interface Props {
  items: ProductCardData[];
  /** The item being removed (its button says so), or null. */
  removing: number | null;
  onRemove(item: ProductCardData): void;
}

/** The saved items as the catalog's product grid, each card with its Remove button. */
export function WishlistGrid({ items, removing, onRemove }: Props) {
  const memberPrices = useMemberPrices();
  return (
    <ul className={`${gridStyles.grid} ${gridStyles.catchall}`} data-testid="wishlist-grid" aria-label="Saved items">
      {items.map((item, i) => (
        <li key={item.id} className={styles.entry} data-testid="wishlist-item">
          <ProductCard item={item} priority={i === 0} memberPrices={memberPrices} />
          <button
            type="button"
            className={`btn btn-outline ${styles.remove}`}
            onClick={() => onRemove(item)}
            disabled={removing !== null}
            aria-busy={removing === item.id || undefined}
            data-testid="wishlist-remove"
          >
            {removing === item.id ? 'Removing…' : 'Remove'}
            <span className="visually-hidden"> {item.name} from your wishlist</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
