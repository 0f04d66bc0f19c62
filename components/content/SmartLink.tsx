import type { ReactNode } from 'react';

interface Props {
  href: string;
  className?: string;
  children: ReactNode;
}

/**
 * Web addresses open in a new tab with rel="noopener noreferrer" (and say so to screen readers);
 * in-app paths (navigated client-side, lib/ui/inAppNavigation) and mailto:/tel: are plain links.
 */
export function SmartLink({ href, className, children }: Props) {
  if (/^https?:\/\//i.test(href)) {
    return (
      <a href={href} className={className} target="_blank" rel="noopener noreferrer">
        {children}
        <span className="visually-hidden" style={VISUALLY_HIDDEN}>
          {' '}
          (opens in a new tab)
        </span>
      </a>
    );
  }
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}

/** Inline so the hint stays hidden even where no global utility class exists. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
