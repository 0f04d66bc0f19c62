/** How the back office writes times: '2026-03-01 14:05 UTC' (no Intl: lib/format's rule for browser code). */
export function utcMinute(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** The statuses an order can have, as stored (the order search's filter offers each). */
export const ORDER_STATUSES = ['pending', 'paid', 'processing', 'shipped', 'delivered', 'refunded', 'cancelled'] as const;

/** Stored values whose words differ from their US spelling (the shop stores 'cancelled', as its tracker reads it). */
const WORDS: Record<string, string> = { cancelled: 'Canceled' };

/** A status for people: 'processing' → 'Processing', 'cancelled' → 'Canceled'. */
export function statusLabel(status: string): string {
  return WORDS[status] ?? (status ? status[0].toUpperCase() + status.slice(1).replace(/_/g, ' ') : status);
}
