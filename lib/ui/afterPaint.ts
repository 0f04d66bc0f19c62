/**
 * Runs `task` after the next paint: inside an input handler that is the interaction's own frame,
 * so work started here is not part of the interaction's latency (Interaction to Next Paint). A
 * frame callback runs just before the paint; the timer it sets runs in a task after it.
 */
export function afterPaint(task: () => void): void {
  const later = () => setTimeout(task, 0);
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(later);
  else later();
}
