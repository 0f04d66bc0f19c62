import { formatMoney } from '../../lib/format/money';
import styles from './Price.module.css';

interface Props {
  price: number;
  originalPrice?: number | null;
  className?: string;
  /** What a screen reader hears before a price lower than the original (default 'Sale price'). */
  label?: string;
}

/** Price, with the original price struck through when it is higher. */
export function Price({ price, originalPrice, className, label = 'Sale price' }: Props) {
  const onSale = originalPrice !== null && originalPrice !== undefined && originalPrice > price;
  return (
    <span className={`${styles.price} ${className ?? ''}`}>
      <span className={onSale ? styles.sale : undefined} data-testid="price">
        {onSale && <span className="visually-hidden">{label} </span>}
        {formatMoney(price)}
      </span>
      {onSale && (
        <s className={styles.original}>
          <span className="visually-hidden">Original price </span>
          {formatMoney(originalPrice)}
        </s>
      )}
    </span>
  );
}
