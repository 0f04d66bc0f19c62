import { useEffect, useState } from 'react';
import { useShopApi } from '../../lib/api/useShopApi';
import { catalogApi } from '../../lib/catalog/api';
import type { ItemStock, SizeOption } from '../../lib/catalog/types';

/**
 * The item's sizes with the stock as it is now: the page may have been kept by a CDN for a minute
 * (or more while it revalidates), so once it is in the browser it asks `item/:id/stock` (never
 * cached) and shows a size sold out since as sold out. `refresh` asks again (after the cart refused
 * a size). Until the answer comes, or if it fails, the page's own sizes stand.
 */
export function useFreshStock(itemId: number, sizes: SizeOption[], soldOut: boolean): ItemStock & { refresh: () => void } {
  const api = useShopApi();
  const [fresh, setFresh] = useState<{ itemId: number; stock: ItemStock } | null>(null);
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    let live = true;
    catalogApi.stock(api, itemId).then(
        (stock) => {
          if (live && Array.isArray(stock?.sizes)) setFresh({ itemId, stock });
        },
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [api, itemId, asked]);
  const refresh = () => setAsked((n) => n + 1);
  if (!fresh || fresh.itemId !== itemId) return { sizes, soldOut, refresh };
  const now = new Map(fresh.stock.sizes.map((s) => [s.size, s]));
  const merged = sizes.map((s) => {
    const f = now.get(s.size);
    return f ? { ...s, stock: f.stock, soldOut: f.soldOut } : s;
  });
  return { sizes: merged, soldOut: merged.length > 0 && merged.every((s) => s.soldOut), refresh };
}
