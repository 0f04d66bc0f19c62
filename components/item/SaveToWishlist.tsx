import { useWishlistToggle } from '../../lib/wishlist/useWishlistToggle';
import styles from './SaveToWishlist.module.css';

/**
 * "Save to wishlist" / "Saved" beside the purchase panel. Server-rendered unsaved (the page is
 * public and cached); the browser learns the saved state for a logged-in shopper.
 */
export function SaveToWishlist({ itemId }: { itemId: number }) {
  const { saved, busy, error, toggle } = useWishlistToggle(itemId);
  return (
    <div className={styles.wrap}>
      <div className={styles.row}>
        <button
          type="button"
          className={`btn btn-outline ${styles.button}`}
          aria-pressed={saved}
          aria-busy={busy || undefined}
          onClick={() => void toggle()}
          data-testid="wishlist-toggle"
        >
          <svg className={styles.heart} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path
              d="M12 20.5s-7.5-4.6-9.3-9.4C1.4 7.6 3.6 4 7.2 4c2 0 3.5 1.1 4.8 2.8C13.3 5.1 14.8 4 16.8 4c3.6 0 5.8 3.6 4.5 7.1-1.8 4.8-9.3 9.4-9.3 9.4z"
              fill={saved ? 'currentColor' : 'none'}
              stroke="currentColor"
              strokeWidth="2"
              strokeLinejoin="round"
            />
          </svg>
          {saved ? (
            <span>
              Saved<span className="visually-hidden"> to wishlist</span>
            </span>
          ) : (
            <span>Save to wishlist</span>
          )}
        </button>
        {saved && (
          <a href="/wishlist" className={styles.view}>
            View wishlist
          </a>
        )}
      </div>
      {error && (
        <p className={styles.error} role="alert" data-testid="wishlist-error">
          {error}
        </p>
      )}
    </div>
  );
}
