import type { Wishlist } from '../../lib/account/types';
import { useBrand } from '../../lib/brand/context';
import type { BrandPageProps } from '../../lib/page/brandPage';
import { useWishlistList } from '../../lib/wishlist/useWishlistList';
import { PageHeader } from '../pages/shared/PageHeader';
import { PageMeta } from '../pages/shared/PageMeta';
import { WishlistGrid } from './WishlistGrid';
import styles from './Wishlist.module.css';

export interface WishlistPageProps extends BrandPageProps {
  wishlist: Wishlist;
}

const count = (n: number) => `${n} saved ${n === 1 ? 'item' : 'items'}`;

/** /wishlist: the logged-in customer's saved items (GET wishlist on the server; a visitor was sent to /login?next=/wishlist). */
export function WishlistPage({ path, wishlist }: WishlistPageProps) {
  const { settings } = useBrand();
  const { items, removing, error, notice, noticeRef, remove } = useWishlistList(wishlist);
  return (
    <>
      <PageMeta title="Wishlist" path={path} />
      <PageHeader eyebrow="My account" title="Your wishlist" intro={<p>{items.length ? count(items.length) : 'Styles you save show up here.'}</p>} />
      <div className={styles.wrap}>
        <p ref={noticeRef} tabIndex={-1} className={styles.notice} role="status" data-testid="wishlist-notice">
          {notice}
        </p>
        {error && (
          <p className={styles.error} role="alert" data-testid="wishlist-error">
            {error}
          </p>
        )}
        {items.length ? (
          <WishlistGrid items={items} removing={removing} onRemove={(item) => void remove(item)} />
        ) : (
          <div className={styles.empty} data-testid="wishlist-empty">
            <h2>Your wishlist is empty</h2>
            <p>Tap “Save to wishlist” on any item to keep it here for later.</p>
            <a href={settings.mainShoppingPath || '/'} className="btn">
              Start shopping
            </a>
          </div>
        )}
        <p className={styles.back}>
          <a href="/members">Back to my account</a>
        </p>
      </div>
    </>
  );
}
