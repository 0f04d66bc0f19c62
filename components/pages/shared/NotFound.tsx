import Head from 'next/head';
import styles from './NotFound.module.css';

/**
 * The generic 404 page. It is rendered outside the brand layout (Next's 404 cannot know the host's
 * brand), so it is neutral and links back to the home page, which is always the right brand.
 */
export function NotFound() {
  return (
    <main className={styles.wrap}>
      <Head>
        <title>Page not found</title>
        <meta name="robots" content="noindex" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <div className={styles.card} data-testid="not-found">
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1 className={styles.title}>Page not found</h1>
        <p className={styles.text}>We couldn’t find the page you were looking for. It may have moved, or the link may be mistyped.</p>
        <nav aria-label="Helpful links" className={styles.links}>
          <a href="/" className={styles.primary}>
            Back to the shop
          </a>
          <a href="/customer_reviews">Customer reviews</a>
          <a href="/photo-size-chart">Size guide</a>
          <a href="/contact-us">Contact us</a>
        </nav>
      </div>
    </main>
  );
}
