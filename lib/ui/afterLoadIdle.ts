/**
 * Runs `task` once, after the window's load event and when the main thread is next idle (at most
 * `timeoutMs` after load), so third-party code never competes with the page becoming interactive.
 * Returns a cancel function (for an effect's cleanup).
 */
export function afterLoadIdle(task: () => void, timeoutMs = 3000, w: Window = window): () => void {
  let done = false;
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (done) return;
    done = true;
    task();
  };
  const schedule = () => {
    if (done) return;
    if (typeof w.requestIdleCallback === 'function') idle = w.requestIdleCallback(run, { timeout: timeoutMs });
    else timer = setTimeout(run, 0);
  };
  if (w.document.readyState === 'complete') schedule();
  else w.addEventListener('load', schedule, { once: true });
  return () => {
    done = true;
    w.removeEventListener('load', schedule);
    if (idle !== undefined && typeof w.cancelIdleCallback === 'function') w.cancelIdleCallback(idle);
    if (timer !== undefined) clearTimeout(timer);
  };
}
