import { useDrawers } from '../../lib/ui/drawers';
import styles from './Header.module.css';

/** The header's menu button (phones): opens and closes the menu drawer. */
export function MenuToggle() {
  const { toggleDrawer, drawerMenuOpen } = useDrawers();
  return (
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
  );
}

/** The header's search button (phones): a link to the search page without JavaScript; with it, the search overlay. */
export function SearchToggle() {
  const { openDrawer, open } = useDrawers();
  return (
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
  );
}
