import { useEffect, useRef } from 'react';
import { track, type EventProps, type PlanEvent } from './index';

/** Tracks the event once per mount, as soon as its properties are known (null: not yet). */
export function useTrackOnce(event: PlanEvent, props: EventProps | null): void {
  const done = useRef(false);
  const ready = props !== null;
  useEffect(() => {
    if (!ready || done.current || !props) return;
    done.current = true;
    track(event, props);
    // Once: later changes of the properties (a quantity, a coupon) are not a new event.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready]);
}
