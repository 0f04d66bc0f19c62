import { createContext, useContext, useState } from 'react';

/**
 * The store name of the host this browser session is on, for pages rendered without brand props:
 * an error page the router shows after a client navigation (a page whose props said notFound).
 * _app provides it; the host, and so the brand, is the same for every page of a session.
 */
const Ctx = createContext<string | null>(null);

export const SessionStoreNameProvider = Ctx.Provider;

export function useSessionStoreName(): string | null {
  return useContext(Ctx);
}

/** For _app: the store name of the current page, else of the last page that had one. */
export function useRememberedStoreName(current: string | null): string | null {
  const [last, setLast] = useState(current);
  if (current !== null && current !== last) setLast(current);
  return current ?? last;
}
