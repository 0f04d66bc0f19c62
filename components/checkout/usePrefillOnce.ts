import { useEffect, useRef } from 'react';

/**
 * Once, when a logged-in shopper's saved choices first arrive (they load after the form renders):
 * fill the form with the first choice, unless the shopper has already typed there.
 */
export function usePrefillOnce<T>(choices: readonly T[], blank: boolean, fill: (first: T) => void): void {
  const done = useRef(false);
  useEffect(() => {
    if (done.current || choices.length === 0) return;
    done.current = true;
    if (blank) fill(choices[0]);
  }, [choices, blank, fill]);
}
