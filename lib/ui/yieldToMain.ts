/**
 * Resolves in a later task, so work split around it runs as several short tasks instead of one
 * long one (a long task blocks input; Lighthouse counts each task's time over 50 ms as blocking).
 * scheduler.yield() where the browser has it (it keeps the caller ahead of other queued work),
 * else a zero-delay timer.
 */
export function yieldToMain(): Promise<void> {
  const s = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof s?.yield === 'function') return s.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
