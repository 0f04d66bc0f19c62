const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days since `iso` (0 on the day itself; never negative, also for a clock that runs behind). */
export function daysSince(iso: string, now: Date = new Date()): number {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return 0;
  return Math.max(0, Math.floor((now.getTime() - then) / DAY_MS));
}
