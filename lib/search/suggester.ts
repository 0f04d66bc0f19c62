import { debounce } from './debounce';
import { SUGGEST_DEBOUNCE_MS } from './types';
import type { Suggestions } from './types';

export interface Suggester {
  /** Asks for `q` after the quiet time; an earlier request still running is cancelled. */
  ask(q: string): void;
  /** Drops a pending ask and cancels a running request. */
  cancel(): void;
}

/**
 * Suggestions as the shopper types: debounced, one request at a time (a newer query aborts the
 * older), answers kept per query (case-insensitive) so backspacing asks nothing again. `onAnswer`
 * gets the answer with `query` set to what was asked.
 */
export function createSuggester(
  fetchSuggestions: (q: string, signal: AbortSignal) => Promise<Suggestions>,
  onAnswer: (s: Suggestions) => void,
  onError: () => void,
  waitMs = SUGGEST_DEBOUNCE_MS,
): Suggester {
  const cache = new Map<string, Suggestions>();
  let running: AbortController | null = null;
  const run = debounce((q: string) => {
    running?.abort();
    running = null;
    const hit = cache.get(q.toLowerCase());
    if (hit) {
      onAnswer(hit);
      return;
    }
    const ctrl = new AbortController();
    running = ctrl;
    fetchSuggestions(q, ctrl.signal).then(
      (s) => {
        if (ctrl.signal.aborted) return;
        const answer = { ...s, query: q };
        cache.set(q.toLowerCase(), answer);
        onAnswer(answer);
      },
      () => {
        if (!ctrl.signal.aborted) onError();
      },
    );
  }, waitMs);
  return {
    ask: run,
    cancel() {
      run.cancel();
      running?.abort();
      running = null;
    },
  };
}
