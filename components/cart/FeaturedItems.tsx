import useSWR from 'swr';
import { useShopApi } from '../../lib/api/useShopApi';
import type { Item } from '../../lib/catalog/types';
import { formatMoney } from '../../lib/format/money';
import styles from './Cart.module.css';

interface Props {
  ids: number[];
  purchased: number[];
  onNavigate?(): void;
}

/**
 * The cart's featuredItemIds (issue 37): a few of the brand's newest styles the cart does not hold,
 * to complete the look. Each is read from the catalog (GET item/:id, cached by SWR and the CDN);
 * one that cannot be read is left out.
 */
export function FeaturedItems({ ids, purchased, onNavigate }: Props) {
  const api = useShopApi();
  const { data } = useSWR(ids.length ? `featured:${ids.join(',')}` : null, async () => {
    const items = await Promise.all(ids.map((id) => api.get('item/:id', { id: String(id) }, { retries: 0 }).catch(() => null)));
    return items.filter((i): i is Item => i !== null);
  }, { revalidateOnFocus: false, shouldRetryOnError: false });
  if (!data?.length) return null;
  return (
    <section className={styles.featured} aria-labelledby="cart-featured" data-testid="cart-featured">
      <h3 id="cart-featured" className={styles.featuredTitle}>
        Complete your look
      </h3>
      <ul className={styles.featuredList}>
        {data.map((item) => {
          const image = item.images[item.imageKeys[0]];
          return (
            <li key={item.id} data-testid="featured-item">
              <a href={item.path} onClick={onNavigate} className={styles.featuredLink}>
                {image ? <img src={image.url} alt="" width={72} height={90} loading="lazy" className={styles.featuredImage} /> : null}
                <span className={styles.featuredName}>{item.name}</span>
                <span>{formatMoney(item.price)}</span>
                {purchased.includes(item.id) ? <span className={styles.boughtBefore}>You’ve bought this before</span> : null}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
