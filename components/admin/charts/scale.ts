/** Axis arithmetic for the back office's charts (pure). */

/** Round steps a reader counts in: 1, 2, 2.5 or 5 times a power of ten. */
function niceStep(raw: number): number {
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const f = raw / magnitude;
  const nice = f <= 1 ? 1 : f <= 2 ? 2 : f <= 2.5 ? 2.5 : f <= 5 ? 5 : 10;
  return nice * magnitude;
}

/**
 * Ticks from 0 to at least `max` in about `count` round steps: niceTicks(87) = [0, 25, 50, 75, 100].
 * Whole steps only when `whole` (counts), so a count axis never shows 0.5. Nothing to show: [0, 1].
 */
export function niceTicks(max: number, count = 4, whole = false): number[] {
  if (!(max > 0) || !Number.isFinite(max)) return [0, 1];
  let step = niceStep(max / count);
  if (whole) step = Math.max(1, Math.ceil(step));
  const top = Math.ceil(max / step - 1e-9) * step;
  const ticks: number[] = [];
  for (let i = 0; i * step <= top + step / 1e6; i++) ticks.push(Number((i * step).toPrecision(12)));
  return ticks;
}

/** Which of `n` points get an x-axis label: the first, the last, and evenly spaced ones between, at most `max`. */
export function labelIndexes(n: number, max = 6): number[] {
  if (n <= 0) return [];
  if (n <= max) return Array.from({ length: n }, (_, i) => i);
  const every = Math.ceil((n - 1) / (max - 1));
  const out: number[] = [];
  for (let i = 0; i < n - 1; i += every) out.push(i);
  if (n - 1 - out[out.length - 1] < every / 2) out.pop();
  out.push(n - 1);
  return out;
}
