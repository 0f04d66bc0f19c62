import { forwardPixelEvents, type ForwardSummary } from '../marketing/capi';
import type { Job } from './types';

const BATCH = 100;

/**
 * Forwards stored pixel events to Meta's Conversions API (server/marketing/capi.ts) for brands with
 * META_CAPI_TOKEN_<BRAND> and META_PIXEL_ID_<BRAND>: every due event, in batches, with retries.
 */
export const pixelForwardJob: Job<ForwardSummary> = {
  description: 'forwards stored pixel events to the Conversions API (brands with META_CAPI_TOKEN_<BRAND>): retries 5xx/429 with backoff, blanks address and browser after',
  everyMs: 10_000,
  async run(db, { now }) {
    const total: ForwardSummary = { sent: 0, retried: 0, failed: 0, expired: 0 };
    for (;;) {
      const s = await forwardPixelEvents(db, { now, limit: BATCH });
      total.sent += s.sent;
      total.retried += s.retried;
      total.failed += s.failed;
      total.expired += s.expired;
      if (s.sent + s.retried + s.failed < BATCH) return total;
    }
  },
  describe: (s) => `pixel-forward: ${s.sent} sent, ${s.retried} to retry, ${s.failed + s.expired} failed`,
};
