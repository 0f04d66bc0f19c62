import { fakeMatchMedia } from '../../tests/helpers/matchMedia';
import { prefersReducedMotion, scrollBehavior } from './motion';

test('scrolls glide unless the shopper asked for reduced motion', () => {
  const media = fakeMatchMedia(() => false);
  try {
    expect([prefersReducedMotion(), scrollBehavior()]).toEqual([false, 'smooth']);
    media.set((query) => query === '(prefers-reduced-motion: reduce)');
    expect([prefersReducedMotion(), scrollBehavior()]).toEqual([true, 'auto']);
  } finally {
    media.restore();
  }
});

test('without matchMedia (an old browser) scrolls glide', () => {
  const original = window.matchMedia;
  // @ts-expect-error -- a browser without matchMedia
  delete window.matchMedia;
  try {
    expect(scrollBehavior()).toBe('smooth');
  } finally {
    window.matchMedia = original;
  }
});
