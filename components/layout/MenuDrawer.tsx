import { useBrand } from '../../lib/brand/context';
import { useDrawers } from '../../lib/ui/drawers';
import { Drawer } from '../ui/Drawer';
import styles from './MenuDrawer.module.css';

export function MenuDrawer() {
  const { settings } = useBrand();
  const { drawerMenuOpen, closeDrawer } = useDrawers();
  return (
    <Drawer id="menu-drawer" open={drawerMenuOpen} side="left" title="Menu" onClose={closeDrawer} testId="menu-drawer">
      <nav aria-label="Mobile">
        <ul className={styles.list}>
          {settings.headerMenu.map((m) => (
            <li key={m.path}>
              <a href={m.path} onClick={closeDrawer} className={styles.top}>
                {m.name}
              </a>
              {m.children && m.children.length > 0 && (
                <ul className={styles.children}>
                  {m.children.map((c) => (
                    <li key={c.path}>
                      <a href={c.path} onClick={closeDrawer}>
                        {c.name}
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </Drawer>
  );
}
