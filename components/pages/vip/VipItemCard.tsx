import type { CategoryItem } from '../../../lib/catalog/types';
import { formatMoney } from '../../../lib/format/money';
import styles from './VipExclusives.module.css';

/** A VIP-only style in the members' grid: image, name, member price. */
export function VipItemCard({ item, priority = false }: { item: CategoryItem; priority?: boolean }) {
  const price = item.clubPrice ?? item.price;
  return (
    <li className={styles.card} data-testid="vip-item">
      <a href={item.path} className={styles.cardLink}>
        <span className={styles.imageWrap}>
          {item.image ? (
            <img
              src={item.image.url}
              alt={item.image.alt || item.name}
              width={item.image.width}
              height={item.image.height}
              loading={priority ? 'eager' : 'lazy'}
              decoding="async"
            />
          ) : null}
          <span className={styles.flag}>VIP only</span>
        </span>
        <span className={styles.name}>{item.name}</span>
        <span className={styles.price}>
          {formatMoney(price)}
          {item.originalPrice && item.originalPrice > price ? (
            <s className={styles.was}>
              <span className="visually-hidden">was </span>
              {formatMoney(item.originalPrice)}
            </s>
          ) : null}
        </span>
        {item.soldOut ? <span className={styles.soldOut}>Sold out</span> : null}
      </a>
    </li>
  );
}
