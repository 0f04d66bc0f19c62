import { useBrand } from '../../lib/brand/context';
import { memo } from 'react';
import { AccountLink } from './AccountLink';
import { CartButton } from './CartButton';
import { SearchField } from '../search/SearchField';
import { MenuToggle, SearchToggle } from './DrawerToggles';
import styles from './Header.module.css';

/**
 * inert: set while a drawer is open over the page (Layout). Memoized, and the drawer toggles read the
 * drawer state themselves, so opening a drawer re-renders the toggles, not the whole header.
 */
export const Header = memo(function Header({ slim = false, inert = false }: { slim?: boolean; inert?: boolean }) {
  const { brand, settings } = useBrand();
  return (
    <header className={styles.header} inert={inert}>
      <div className={styles.bar}>
        {!slim && <MenuToggle />}
        <a href="/" className={styles.logo} data-testid="store-name">
          {settings.storeName}
        </a>
        {!slim && (
          <nav aria-label="Main" className={styles.nav}>
            <ul>
              {settings.headerMenu.map((m) => (
                <li key={m.path}>
                  <a href={m.path}>{m.name}</a>
                  {m.children && m.children.length > 0 && (
                    <ul className={styles.submenu}>
                      {m.children.map((c) => (
                        <li key={c.path}>
                          <a href={c.path}>{c.name}</a>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        )}
        {!slim && (
          <div className={styles.search}>
            <SearchField idPrefix="header-search" label="Site search" />
          </div>
        )}
        <div className={styles.actions}>
          {!slim && <SearchToggle />}
          {!slim && <AccountLink />}
          <CartButton />
        </div>
      </div>
      <span hidden data-brand={brand.id} />
    </header>
  );
});
