import { useBrand } from '../../lib/brand/context';
import { useDrawers } from '../../lib/ui/drawers';
import { AccountLink } from './AccountLink';
import { CartButton } from './CartButton';
import styles from './Header.module.css';

/** inert: set while a drawer is open over the page (Layout). */
export function Header({ slim = false, inert = false }: { slim?: boolean; inert?: boolean }) {
  const { brand, settings } = useBrand();
  const { toggleDrawer, drawerMenuOpen } = useDrawers();
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
        <div className={styles.actions}>
          {!slim && <AccountLink />}
          <CartButton />
        </div>
      </div>
      <span hidden data-brand={brand.id} />
    </header>
  );
}
