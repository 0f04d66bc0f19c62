import Head from 'next/head';
import { useBrand } from '../../lib/brand/context';
import { pageTitle } from '../../lib/seo/meta';
import { CartContents } from './CartContents';
import styles from './CartPage.module.css';
import { useCart } from '../../lib/cart/useCart';
import { cartProps } from '../../lib/analytics/plan';
import { useTrackOnce } from '../../lib/analytics/useTrackOnce';

export function CartPage() {
  const { brand } = useBrand();
  const { data: cart } = useCart();
  useTrackOnce('Cart Viewed', cart && !cart.loading ? cartProps(cart) : null);
  return (
    <div className={styles.wrap}>
      <Head>
        <title>{pageTitle('Your cart', brand.storeName)}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <h1 className={styles.title}>Your cart</h1>
      <CartContents variant="page" />
    </div>
  );
}
