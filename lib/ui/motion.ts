// Its own small module: the item page's gallery needs it without the form-error scrolling code.

/** Whether the shopper asked for less motion: scrolls then jump instead of gliding. */
export const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The scroll behaviour for scrollIntoView that honours reduced motion. */
export const scrollBehavior = (): ScrollBehavior => (prefersReducedMotion() ? 'auto' : 'smooth');
