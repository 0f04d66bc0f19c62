import { memo } from 'react';
import { useBrand } from '../../lib/brand/context';
import styles from './Footer.module.css';

/** Memoized: opening a drawer re-renders the layout, not the footer's links (only its `inert` changes). */
export const Footer = memo(function Footer({ checkout = false, inert = false }: { checkout?: boolean; inert?: boolean }) {
  const { settings } = useBrand();
  const groups = settings.footerMenu
    .map((g) => ({ ...g, items: checkout ? g.items.filter((i) => i.showDuringCheckout) : g.items }))
    .filter((g) => g.items.length > 0);
  return (
    <footer className={styles.footer} inert={inert}>
      <div className={styles.inner}>
        {groups.map((g) => (
          <section key={g.header} className={styles.group} aria-labelledby={`footer-${g.header}`}>
            <h2 id={`footer-${g.header}`} className={styles.heading}>
              {g.header}
            </h2>
            <ul>
              {g.items.map((i) => (
                <li key={i.path}>
                  <a href={i.path}>{i.name}</a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <p className={styles.copy}>© {settings.storeName}</p>
    </footer>
  );
});
