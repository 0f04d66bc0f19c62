import { useCart } from '../../lib/cart/useCart';
import styles from './Header.module.css';

/** The header's "My account": the login page for a visitor, the members area once the cart says logged in. */
export function AccountLink() {
  const { data } = useCart();
  return (
    <a href={data?.loggedIn ? '/members' : '/login'} className={styles.iconButton} aria-label="My account" data-testid="account-link">
      <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8">
        <circle cx="12" cy="8" r="4" />
        <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
      </svg>
    </a>
  );
}
