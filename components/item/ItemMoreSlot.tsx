import { lazy, memo, Suspense, type ComponentType } from 'react';
import type { ItemMoreProps } from './ItemMore';

const importItemMore = () => import('./ItemMore');
const LazyItemMore = lazy(importItemMore);
let loaded: ComponentType<ItemMoreProps> | null = null;

/**
 * The server loads ItemMore before it renders (the item page's getServerSideProps awaits this), so
 * its HTML always holds the section in full: a boundary that suspended on the server would be sent
 * as a placeholder plus an inline script to swap it in, which the page's script policy does not run.
 */
export async function preloadItemMore(): Promise<void> {
  // Once per process: every later item page finds it loaded without another import.
  if (!loaded) loaded = (await importItemMore()).default;
}

/**
 * ItemMore in the page. In the browser its code is not part of the page's first load: the boundary
 * keeps the server's HTML until the chunk arrives, then hydrates it (docs/performance.md). Memoized:
 * the item view re-renders (fresh stock, member prices, a colour) while the chunk may still be on
 * its way, and an update reaching a boundary that has not hydrated yet makes React drop its server
 * HTML and render it again (e2e/hydration.spec.ts). Its props are the page's own, so they do not change.
 */
export const ItemMoreSlot = memo(function ItemMoreSlot(props: ItemMoreProps) {
  const Section = loaded ?? LazyItemMore;
  return (
    <Suspense fallback={null}>
      <Section {...props} />
    </Suspense>
  );
});
