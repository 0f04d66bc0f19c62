/**
 * Blocking time that a keyed run's own extra scripts account for (npm run lighthouse, issue 35): the
 * long tasks Lighthouse attributes to a script that only the keyed configuration of the page loaded
 * (the analytics chunks and the third-party tags, found by comparing the two configurations' script
 * requests on one build), each counted as TBT counts a task, its time over 50 ms. A direct reading of
 * analytics' cost, unlike the difference of two medians, which carries the page's run-to-run spread.
 * It misses work those scripts cause inside a task attributed to another script (a React render they
 * trigger), which only the difference of the medians sees.
 */
interface Item {
  url?: string;
  duration?: number;
  resourceType?: string;
}
export interface RunAudits {
  audits: Record<string, { details?: unknown } | undefined>;
}

const items = (lhr: RunAudits, audit: string): Item[] => (lhr.audits[audit]?.details as { items?: Item[] } | undefined)?.items ?? [];

/** Script URLs a run requested. */
export function scriptsOf(lhr: RunAudits): Set<string> {
  return new Set(items(lhr, 'network-requests').filter((i) => i.resourceType === 'Script' && i.url).map((i) => pathOf(i.url!)));
}

/** Ports differ between the two configurations' servers; a script is the same by its path. */
function pathOf(url: string): string {
  return url.replace(/^https?:\/\/[^/]+/, '');
}

/** The scripts some keyed run loaded and no run without keys did. */
export function keyedOnlyScripts(keyed: RunAudits[], none: RunAudits[]): Set<string> {
  const base = new Set(none.flatMap((r) => [...scriptsOf(r)]));
  return new Set(keyed.flatMap((r) => [...scriptsOf(r)]).filter((u) => !base.has(u)));
}

/** One run's blocking time (ms) in long tasks attributed to those scripts. */
export function blockingOf(lhr: RunAudits, scripts: Set<string>): number {
  return items(lhr, 'long-tasks')
    .filter((t) => t.url && scripts.has(pathOf(t.url)))
    .reduce((sum, t) => sum + Math.max(0, (t.duration ?? 0) - 50), 0);
}
