import { forwardAllCollected, type IngestSummary } from '../marketing/mixpanelIngest';
import type { Job } from './types';

/**
 * Forwards collected events (POST collect) to product analytics' ingestion API for brands with
 * MIXPANEL_TOKEN_<BRAND>: what the forward after each beacon could not send, with retries.
 */
export const collectForwardJob: Job<IngestSummary> = {
  description: 'forwards collected events to product analytics (brands with MIXPANEL_TOKEN_<BRAND>): retries 5xx/429 with backoff',
  everyMs: 10_000,
  run: (db, { now }) => forwardAllCollected(db, { now }),
  describe: (s) => `collect-forward: ${s.sent} sent, ${s.retried} to retry, ${s.failed + s.expired} failed`,
};
