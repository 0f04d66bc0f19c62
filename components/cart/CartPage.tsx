import Head from 'next/head';
import { CartContents } from './CartContents';
import styles from './CartPage.module.css';

export function CartPage() {
  return (
    <div className={styles.wrap}>
      <Head>
        <title>Your cart</title>
        <meta name="robots" content="noindex" />
      </Head>
      <h1 className={styles.title}>Your cart</h1>
      <CartContents variant="page" />
    </div>
  );
}
