import type { ReactNode } from 'react';
import { PageHeader } from '../pages/shared/PageHeader';
import { PageMeta } from '../pages/shared/PageMeta';
import s from '../pages/shared/section.module.css';
import styles from './Account.module.css';

interface Props {
  /** The visible path (BrandPageProps.path); account pages are noindex (lib/seo/noindex.ts). */
  path: string;
  /** The page's title and its one h1. */
  title: string;
  /** The browser tab's title when it differs from the heading. */
  metaTitle?: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Below the card: links onward. */
  after?: ReactNode;
}

/** The frame of an account screen: head tags, the heading band, one card in a narrow column. */
export function AccountScreen({ path, title, metaTitle, intro, children, after }: Props) {
  return (
    <>
      <PageMeta title={metaTitle ?? title} path={path} />
      <PageHeader eyebrow="My account" title={title} intro={intro} />
      <div className={styles.wrap}>
        <div className={s.card}>{children}</div>
        {after}
      </div>
    </>
  );
}
