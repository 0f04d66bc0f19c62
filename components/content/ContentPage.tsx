import type { ContentPage as ContentPageData } from '@/lib/content/types';
import { ContentBlocks } from './ContentBlocks';
import styles from './ContentPage.module.css';

interface Props {
  page: ContentPageData;
  apiBase?: string;
}

/**
 * A whole content page. The page's h1 is the first block's hero heading; pages that do not start
 * with a hero get their title as the h1. (Title, description and noindex go in the document head,
 * which the route sets.)
 */
export function ContentPage({ page, apiBase }: Props) {
  const startsWithHero = page.blocks[0]?._type === 'hero';
  return (
    <article className={page.layout === 'slim' ? `${styles.page} ${styles.slim}` : styles.page} data-content-slug={page.slug}>
      {startsWithHero ? null : (
        <header className={styles.header}>
          <h1 className={styles.title}>{page.title}</h1>
        </header>
      )}
      <ContentBlocks blocks={page.blocks} apiBase={apiBase} />
    </article>
  );
}
