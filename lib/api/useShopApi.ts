import { useMemo } from 'react';
import { useBrand } from '../brand/context';
import type { ApiClient } from './client';
import { browserApi } from './browser';

/** The browser's shop API client for the page's brand: the same object on every render. */
export function useShopApi(): ApiClient {
  const { brand } = useBrand();
  const { apiBaseUrl, host } = brand;
  return useMemo(() => browserApi({ apiBaseUrl, host }), [apiBaseUrl, host]);
}
