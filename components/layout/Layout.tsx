import Head from 'next/head';
import type { ReactNode } from 'react';
import type { BrandPageProps, LayoutKind } from '../../lib/page/brandPage';
import { BrandProvider } from '../../lib/brand/context';
import { DrawerProvider, usePageInert } from '../../lib/ui/drawers';
import { PAGE_START_ID } from '../../lib/ui/inAppNavigation';
import { ThemeStyle } from './ThemeStyle';
import { Header } from './Header';
import { Footer } from './Footer';
import { MenuDrawer } from './MenuDrawer';
import { SearchOverlay } from '../search/SearchOverlay';
import { LayoutSlots } from './slots';
import { DeferHydration } from '../ui/DeferHydration';
import styles from './Layout.module.css';

/** The one layout route at /: default (header, footer), slim (no footer) and checkout. */
export function Layout({ page, children }: { page: BrandPageProps; children: ReactNode }) {
  const { brand, layoutSettings, layout, routeNoindex } = page;
  return (
    <BrandProvider brand={brand} settings={layoutSettings} routeNoindex={routeNoindex}>
      <DrawerProvider>
        <Head>
          <link rel="icon" href={brand.favicon} type="image/svg+xml" />
          <meta name="theme-color" content={brand.theme.primary} />
        </Head>
        <ThemeStyle theme={brand.theme} />
        <PageFrame layout={layout}>{children}</PageFrame>
      </DrawerProvider>
    </BrandProvider>
  );
}

/**
 * The page around the drawers. While a drawer (a modal) is open, everything else is inert: Tab
 * cannot reach links behind the backdrop, and screen readers see only the drawer (from the frame
 * after the drawer appears: lib/ui/drawers.tsx says why). The frame does not read the drawer state
 * itself, so opening a drawer renders the drawer and its toggles, not the page around them.
 */
function PageFrame({ layout, children }: { layout: LayoutKind; children: ReactNode }) {
  const behindModal = usePageInert();
  return (
    <>
      <a href={`#${PAGE_START_ID}`} className={styles.skip} inert={behindModal}>
        Skip to content
      </a>
      <DeferHydration>
        <Header slim={layout !== 'default'} inert={behindModal} />
      </DeferHydration>
      {layout === 'default' && <MenuDrawer />}
      {layout === 'default' && <SearchOverlay />}
      <LayoutSlots />
      <main id={PAGE_START_ID} tabIndex={-1} className={styles.main} inert={behindModal}>
        {children}
      </main>
      {layout !== 'slim' && (
        <DeferHydration>
          <Footer checkout={layout === 'checkout'} inert={behindModal} />
        </DeferHydration>
      )}
    </>
  );
}
