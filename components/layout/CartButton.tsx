import { useCart } from '../../lib/cart/useCart';
import { useDrawers } from '../../lib/ui/drawers';
import styles from './Header.module.css';

export function CartButton() {
  const { data } = useCart();
  const { toggleDrawer, drawerCartOpen } = useDrawers();
  const count = data?.itemCount ?? 0;
  const label = count === 0 ? 'Cart, empty' : `Cart, ${count} item${count === 1 ? '' : 's'}`;
  return (
    <button type="button" className={styles.iconButton} onClick={() => toggleDrawer('cart')} aria-expanded={drawerCartOpen} aria-controls="cart-drawer" aria-label={label} data-testid="cart-button">
      <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8">
        <path d="M6 7h12l-1 13H7L6 7Z" />
        <path d="M9 7a3 3 0 0 1 6 0" />
      </svg>
      {count > 0 ? (
        <span className={styles.count} data-testid="cart-count">
          {count}
        </span>
      ) : null}
    </button>
  );
}
