import Head from 'next/head';
import type { ReactNode } from 'react';
import type { BrandPageProps } from '../../lib/page/brandPage';
import { BrandProvider } from '../../lib/brand/context';
import { DrawerProvider } from '../../lib/ui/drawers';
import { ThemeStyle } from './ThemeStyle';
import { Header } from './Header';
import { Footer } from './Footer';
import { MenuDrawer } from './MenuDrawer';
import { LayoutSlots } from './slots';
import styles from './Layout.module.css';

/** The one layout route at /: default (header, footer), slim (no footer) and checkout. */
export function Layout({ page, children }: { page: BrandPageProps; children: ReactNode }) {
  const { brand, layoutSettings, layout } = page;
  return (
    <BrandProvider brand={brand} settings={layoutSettings}>
      <DrawerProvider>
        <Head>
          <link rel="icon" href={brand.favicon} type="image/svg+xml" />
          <meta name="theme-color" content={brand.theme.primary} />
        </Head>
        <ThemeStyle theme={brand.theme} />
        <a href="#main" className={styles.skip}>
          Skip to content
        </a>
        <Header slim={layout !== 'default'} />
        {layout === 'default' && <MenuDrawer />}
        <LayoutSlots />
        <main id="main" className={styles.main}>
          {children}
        </main>
        {layout === 'default' && <Footer />}
        {layout === 'checkout' && <Footer checkout />}
      </DrawerProvider>
    </BrandProvider>
  );
}
