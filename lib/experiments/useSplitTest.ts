import { useEffect, useState } from 'react';
import { useShopApi } from '../api/useShopApi';
import { useBrand } from '../brand/context';
import type { SplitTestDef } from './resolve';

export interface SplitTestState {
  /** The session's group; null while unknown, when the request failed, or when the brand does not run the test. */
  value: string | null;
  /** False until resolved (or failed): the page keeps the variant's space reserved and hidden. */
  settled: boolean;
}

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The session's group in a split test the brand runs. Resolved in the browser after hydration,
 * never while rendering: a page a CDN may keep (public s-maxage) is the same for every shopper, and
 * one shopper's variant is never in its HTML.
 */
export function useSplitTest(key: string): SplitTestState & { test: SplitTestDef | null } {
  const { brand } = useBrand();
  const api = useShopApi();
  const test = brand.splitTests?.find((t) => t.key === key) ?? null;
  const [state, setState] = useState<SplitTestState>({ value: null, settled: test === null });
  useEffect(() => {
    if (!test) return;
    let live = true;
    // The resolver is a chunk of its own, loaded after hydration: pages carry only this hook.
    void import('./resolve')
      .then(({ resolveSplitTest }) =>
        resolveSplitTest(test, {
          storage: sessionStore(),
          search: window.location.search,
          request: async (k, values, forced) =>
            (await api.post('test-group', { key: k, values: values.join(','), value: forced }, { timeoutMs: 10_000 }))
              ?.test?.value,
        }),
      )
      .catch(() => null)
      .then((value) => {
        if (live) setState({ value, settled: true });
      });
    return () => {
      live = false;
    };
    // The brand and its tests are fixed for the page's lifetime.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, brand.host]);
  return { ...state, test };
}

/** Reports the exposure once the group has been rendered (call from the component that shows it). */
export function useExposure(key: string, { value, settled }: SplitTestState): void {
  const api = useShopApi();
  useEffect(() => {
    if (!settled || value === null) return;
    void import('./resolve').then(({ reportExposure }) =>
      reportExposure(key, value, { storage: sessionStore(), send: (k) => api.post('test-exposure', { key: k }, { timeoutMs: 10_000 }) }),
    );
  }, [key, value, settled, api]);
}
