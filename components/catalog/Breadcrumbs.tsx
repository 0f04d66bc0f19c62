import type { BreadcrumbEntry } from '../../lib/catalog/types';
import styles from './Breadcrumbs.module.css';

/** Breadcrumb trail; the last entry is the current page. */
export function Breadcrumbs({ entries }: { entries: BreadcrumbEntry[] }) {
  return (
    <nav aria-label="Breadcrumb" className={styles.nav}>
      <ol>
        {entries.map((e, i) => (
          <li key={e.path}>
            {i === entries.length - 1 ? (
              <span aria-current="page">{e.name}</span>
            ) : (
              <a href={e.path}>{e.name}</a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
