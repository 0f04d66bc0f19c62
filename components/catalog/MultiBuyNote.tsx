import type { MultiBuyOffer } from '../../lib/promotions/multiBuy';
import styles from './MultiBuyNote.module.css';

interface Props {
  offers: readonly MultiBuyOffer[];
  /** On the item page each set links to its category (where its other items are); on that category's page it does not. */
  linkToCategory?: boolean;
}

/** The multi-buy sets an item or category is in ("Mix any 5 Cheekies for $50"), priced in the cart by the shop API. */
export function MultiBuyNote({ offers, linkToCategory = false }: Props) {
  if (offers.length === 0) return null;
  return (
    <ul className={styles.notes} data-testid="multibuy-note">
      {offers.map((o) => (
        <li key={o.id} className={styles.note}>
          <strong className={styles.badge}>{o.label}</strong>{' '}
          <span className={styles.small}>
            {linkToCategory ? (
              <>
                Any styles, sizes and colors in <a href={o.path}>{o.categoryName}</a>; the saving is taken in your cart.
              </>
            ) : (
              'Any styles, sizes and colors on this page; the saving is taken in your cart.'
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
