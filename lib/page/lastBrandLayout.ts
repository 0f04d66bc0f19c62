import { useState } from 'react';
import type { BrandPageProps } from './brandPage';

export type BrandLayoutProps = Pick<BrandPageProps, 'brand' | 'layoutSettings'>;

/**
 * For _app: the brand and layout settings of the current page, else of the last page that had
 * them. An error page the router shows after a client navigation (a page whose props said
 * notFound) has none of its own; the host, and so the brand, is the same for every page of a session.
 */
export function useLastBrandLayout(current: BrandLayoutProps | null): BrandLayoutProps | null {
  const [last, setLast] = useState(current);
  if (current !== null && current !== last) setLast(current);
  return current ?? last;
}
