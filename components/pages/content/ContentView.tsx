import type { ReactNode } from 'react';
import { ContentBlocks } from '../../content/ContentBlocks';
import { HeroBlock } from '../../content/HeroBlock';
import type { ContentPage } from '../../../lib/content/types';
import { useBrand } from '../../../lib/brand/context';
import { PageMeta } from '../shared/PageMeta';
import { DeferHydration } from '../../ui/DeferHydration';
import styles from './ContentView.module.css';

interface Props {
  page: ContentPage;
  /** The visible path (BrandPageProps.path). */
  path: string;
  /** Shown right after the opening hero (or the title when there is none). */
  afterHero?: ReactNode;
  /** Shown after the last block. */
  children?: ReactNode;
  canonicalPath?: string;
  /** Head tags when the route writes its own (the home page); otherwise built from the page. */
  meta?: ReactNode;
}

/**
 * A CMS page with its head tags; routes may add their own working parts (an opt-out button, a
 * share box…) after the hero or at the end. The h1 is the first hero's heading, else the title.
 */
export function ContentView({ page, path, afterHero, children, canonicalPath, meta }: Props) {
  const { brand } = useBrand();
  const startsWithHero = page.blocks[0]?._type === 'hero';
  const head = startsWithHero ? page.blocks.slice(0, 1) : [];
  const rest = startsWithHero ? page.blocks.slice(1) : page.blocks;
  return (
    <>
      {meta ?? (
        <PageMeta
          title={page.title}
          description={page.description}
          path={path}
          noindex={page.noindex}
          canonicalPath={canonicalPath}
          image={page.blocks[0]?._type === 'hero' ? (page.blocks[0].image ?? null) : null}
        />
      )}
      <DeferHydration>
        <article className={page.layout === 'slim' ? `${styles.page} ${styles.slim}` : styles.page} data-content-slug={page.slug}>
          {startsWithHero ? (
            <ContentBlocks blocks={head} apiBase={brand.apiBaseUrl} />
          ) : (
            <header className={styles.header}>
              <h1 className={styles.title}>{page.title}</h1>
            </header>
          )}
          {afterHero ? <div className={styles.extra}>{afterHero}</div> : null}
          {/* Block by block, so no later hero takes the page's h1 again. */}
          {rest.map((b) =>
            b._type === 'hero' ? <HeroBlock key={b._key} block={b} /> : <ContentBlocks key={b._key} blocks={[b]} apiBase={brand.apiBaseUrl} />,
          )}
          {children ? <div className={styles.extra}>{children}</div> : null}
        </article>
      </DeferHydration>
    </>
  );
}
