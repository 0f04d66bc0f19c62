import Router from 'next/router';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';

export interface AppLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  /** Load the target page's code when the pointer or focus reaches the link (default true). */
  prefetch?: boolean;
  /** Scroll to the top after navigating (default true). */
  scroll?: boolean;
  replace?: boolean;
}

/** Paths inside this app (same origin, not a file download or a new tab). */
export function isInAppHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

function isPlainLeftClick(e: MouseEvent<HTMLAnchorElement>): boolean {
  return e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;
}

/**
 * A plain <a> that navigates client-side for in-app paths. next/link resolves and memoizes its
 * href and watches the viewport on every render; with dozens of links per page that was a third
 * of the server's render time, so this link does the minimum: the server writes an anchor, the
 * browser navigates through the router on a plain click and prefetches on intent.
 */
export default function AppLink({ href, prefetch = true, scroll = true, replace = false, onClick, onMouseEnter, onFocus, onTouchStart, ...rest }: AppLinkProps) {
  const inApp = isInAppHref(href) && !rest.target && rest.download === undefined;
  const warm = () => {
    if (inApp && prefetch) Router.prefetch(href).catch(() => undefined);
  };
  return (
    <a
      href={href}
      {...rest}
      onClick={(e) => {
        onClick?.(e);
        if (!inApp || e.defaultPrevented || !isPlainLeftClick(e)) return;
        e.preventDefault();
        void (replace ? Router.replace(href, undefined, { scroll }) : Router.push(href, undefined, { scroll }));
      }}
      onMouseEnter={(e) => {
        onMouseEnter?.(e);
        warm();
      }}
      onFocus={(e) => {
        onFocus?.(e);
        warm();
      }}
      onTouchStart={(e) => {
        onTouchStart?.(e);
        warm();
      }}
    />
  );
}
