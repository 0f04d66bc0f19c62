import { useBrand } from '../../lib/brand/context';
import { useDrawers } from '../../lib/ui/drawers';
import { AccountLink } from './AccountLink';
import { CartButton } from './CartButton';
import { SearchField } from '../search/SearchField';
import styles from './Header.module.css';

/** inert: set while a drawer is open over the page (Layout). */
export function Header({ slim = false, inert = false }: { slim?: boolean; inert?: boolean }) {
  const { brand, settings } = useBrand();
  const { toggleDrawer, drawerMenuOpen, openDrawer, open } = useDrawers();
  return (
    <header className={styles.header} inert={inert}>
      <div className={styles.bar}>
        {!slim && (
          <button
            type="button"
            className={`${styles.iconButton} ${styles.menuToggle}`}
            aria-label="Menu"
            aria-expanded={drawerMenuOpen}
            aria-controls="menu-drawer"
            onClick={() => toggleDrawer('menu')}
            data-testid="menu-button"
          >
            <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" stroke="currentColor" strokeWidth="1.8">
              <path d="M3 6h18M3 12h18M3 18h18" />
            </svg>
          </button>
        )}
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
          {!slim && (
            // A link to the search page without JavaScript; with it, the phone's search overlay.
            <a
              href="/search"
              role="button"
              className={`${styles.iconButton} ${styles.searchToggle}`}
              aria-label="Open search"
              aria-haspopup="dialog"
              aria-expanded={open === 'search'}
              onClick={(e) => {
                e.preventDefault();
                openDrawer('search');
              }}
              onKeyDown={(e) => {
                if (e.key === ' ') {
                  e.preventDefault();
                  openDrawer('search');
                }
              }}
              data-testid="search-button"
            >
              <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8">
                <circle cx="11" cy="11" r="7" />
                <path d="m20 20-3.5-3.5" />
              </svg>
            </a>
          )}
          {!slim && <AccountLink />}
          <CartButton />
        </div>
      </div>
      <span hidden data-brand={brand.id} />
    </header>
  );
}
