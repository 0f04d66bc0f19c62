/**
 * A Lighthouse run that painted late (docs/performance.md, "Lighthouse runs that paint late"): its
 * observed first paint came after DOMContentLoaded, i.e. after the page's deferred scripts had run.
 * The page's HTML paints before its scripts whenever Chromium schedules a frame on time; when it
 * does not (a loaded machine, headless frame scheduling), Lighthouse's simulation counts every script
 * and task before that late paint into the run's LCP and speed index, and the run scores 5–15 points
 * lower for reasons outside the page. npm run lighthouse reports such runs apart.
 */
export interface ObservedMetrics {
  observedFirstContentfulPaint?: number;
  observedDomContentLoaded?: number;
}

export function observedMetrics(lhr: { audits: Record<string, { details?: unknown } | undefined> }): ObservedMetrics {
  const items = (lhr.audits.metrics?.details as { items?: ObservedMetrics[] } | undefined)?.items;
  return items?.[0] ?? {};
}

export function paintedLate(m: ObservedMetrics): boolean {
  const paint = m.observedFirstContentfulPaint;
  const dcl = m.observedDomContentLoaded;
  return paint !== undefined && dcl !== undefined && paint > dcl;
}
