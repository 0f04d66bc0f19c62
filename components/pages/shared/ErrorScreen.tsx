import Head from 'next/head';
import { pageTitle } from '../../../lib/seo/meta';
import styles from './ErrorScreen.module.css';

interface Props {
  code: number;
  title: string;
  text: string;
  /** The host's store, named in the title; null when the host serves no brand. */
  storeName: string | null;
  /** Inside the store's layout, which has the page's main landmark. */
  inLayout?: boolean;
}

/**
 * The page for a request no brand page can answer (404, a malformed address, a server error). In
 * the store's layout when the host's brand and its settings are known; otherwise alone and neutral
 * apart from the title, with links back to the home page, which is always the right brand.
 */
export function ErrorScreen({ code, title, text, storeName, inLayout = false }: Props) {
  const Root = inLayout ? 'div' : 'main';
  return (
    <Root className={inLayout ? `${styles.wrap} ${styles.inLayout}` : styles.wrap}>
      <Head>
        <title>{storeName ? pageTitle(title, storeName) : title}</title>
        <meta name="robots" content="noindex" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <div className={styles.card} data-testid={code === 404 ? 'not-found' : 'error-page'}>
        <p className={styles.code} aria-hidden="true">
          {code}
        </p>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.text}>{text}</p>
        <nav aria-label="Helpful links" className={styles.links}>
          <a href="/" className={styles.primary}>
            Back to the shop
          </a>
          <a href="/customer_reviews">Customer reviews</a>
          <a href="/photo-size-chart">Size guide</a>
          <a href="/contact-us">Contact us</a>
        </nav>
      </div>
    </Root>
  );
}
