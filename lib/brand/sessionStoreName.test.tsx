import { renderHook } from '@testing-library/react';
import { useRememberedStoreName } from './sessionStoreName';

test('the store name of the last page that had one is kept for pages without one', () => {
  const { result, rerender } = renderHook(({ current }: { current: string | null }) => useRememberedStoreName(current), {
    initialProps: { current: null as string | null },
  });
  expect(result.current).toBeNull();
  rerender({ current: 'Pure Form' });
  expect(result.current).toBe('Pure Form');
  rerender({ current: null });
  expect(result.current).toBe('Pure Form');
});
