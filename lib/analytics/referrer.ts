/**
 * The previous in-app path: the last entry of the history buffer that is not the current page.
 * The buffer holds paths with their query (the router's asPath) while a manual page view
 * (usePageView) names its page without one, so an entry is the current page when it is the same
 * path and query, or, for a current path without a query, the same path with any query: a landing
 * on '/?utm_source=x' is not its own referrer.
 */
export function referrerFrom(buffer: readonly string[], current: string): string | undefined {
  const bare = !/[?#]/.test(current);
  const isCurrent = (entry: string) => entry === current || (bare && entry.split(/[?#]/)[0] === current);
  const list = [...buffer];
  while (list.length && isCurrent(list[list.length - 1])) list.pop();
  return list[list.length - 1];
}
