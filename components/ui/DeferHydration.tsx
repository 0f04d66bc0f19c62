import { Suspense, type ReactNode } from 'react';

/**
 * Server-rendered in full, hydrated after the page's first commit.
 *
 * React hydrates the page root in one blocking task: on a phone, the whole page's worth of
 * components in a single long task (Lighthouse's total blocking time). Content inside a Suspense
 * boundary is hydrated afterwards at idle priority, in slices of a few milliseconds, so input is
 * never kept waiting. A click or key press inside the boundary before then makes React hydrate it
 * at once and then handle the event, so nothing the shopper does is lost. Nothing here suspends,
 * so the fallback is never shown.
 *
 * Keep next/head out of it (the page's Seo or PageMeta): until the boundary hydrates, its head
 * tags are not mounted, and Next's head manager would take them out of the document meanwhile.
 */
export function DeferHydration({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
