import { renderHook } from '@testing-library/react';
import { useLastBrandLayout, type BrandLayoutProps } from './lastBrandLayout';

const pf = { brand: { storeName: 'Pure Form' }, layoutSettings: {} } as BrandLayoutProps;
const next = { brand: { storeName: 'Pure Form' }, layoutSettings: { storeName: 'Pure Form' } } as BrandLayoutProps;

test('the layout of the last page that had one is kept for pages without one', () => {
  const { result, rerender } = renderHook(({ current }: { current: BrandLayoutProps | null }) => useLastBrandLayout(current), {
    initialProps: { current: null as BrandLayoutProps | null },
  });
  expect(result.current).toBeNull();
  rerender({ current: pf });
  expect(result.current).toBe(pf);
  rerender({ current: null });
  expect(result.current).toBe(pf);
  rerender({ current: next });
  rerender({ current: null });
  expect(result.current).toBe(next);
});
