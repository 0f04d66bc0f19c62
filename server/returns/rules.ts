// Returns and exchanges, the rules (issue 36; the store policies' FAQ): 30 days from delivery (from
// shipment while no delivery is recorded), final-sale items and free gifts refused with the reason,
// unworn-only goods (a brand's underwear) flagged, a size exchange reserved when the return starts.
// Pure: server/returns/returns.ts reads the rows and applies these.

export const RETURN_WINDOW_DAYS = 30;
const DAY_MS = 86_400_000;

/** Brands whose goods can only be returned unworn (hygiene): the shopper confirms it when starting a return. */
export const UNWORN_ONLY_BRANDS: ReadonlySet<string> = new Set(['ckb']);

export const RETURN_REFUSALS = {
  notShipped: 'This order hasn’t shipped yet. To change it, contact us and we’ll help before it leaves.',
  windowClosed: (until: string) => `The 30-day return window for this order closed on ${until}.`,
  notReturnable: 'This order can’t be returned.',
  finalSale: 'Final sale: this item can’t be returned or exchanged.',
  freeGift: 'Free gifts can’t be returned.',
  membership: 'A membership isn’t an item to send back; manage it on your account page.',
  allRequested: 'Already on a return.',
  cancelled: 'This line was canceled and not shipped.',
  clubPiece: 'Your monthly piece can be exchanged for another size, not refunded (your membership paid for it).',
  clubPieceFinal: 'Your monthly piece is yours to keep: it can’t be returned or exchanged.',
} as const;

export interface OrderFacts {
  status: string;
  /** When it shipped and when it was delivered (tracking events), ISO; null when not (yet). */
  shippedAt: string | null;
  deliveredAt: string | null;
}

export type OrderWindow = { open: true; until: string } | { open: false; until: string | null; reason: string };

/** Whether the order can be returned at `now`, and until when (a date, YYYY-MM-DD, the last day). */
export function returnWindow(o: OrderFacts, now: Date): OrderWindow {
  if (!['shipped', 'delivered'].includes(o.status)) {
    return { open: false, until: null, reason: ['paid', 'pending'].includes(o.status) ? RETURN_REFUSALS.notShipped : RETURN_REFUSALS.notReturnable };
  }
  const from = o.deliveredAt ?? o.shippedAt;
  if (!from) return { open: true, until: new Date(now.getTime() + RETURN_WINDOW_DAYS * DAY_MS).toISOString().slice(0, 10) };
  const until = new Date(Date.parse(from) + RETURN_WINDOW_DAYS * DAY_MS).toISOString().slice(0, 10);
  return now.toISOString().slice(0, 10) <= until ? { open: true, until } : { open: false, until, reason: RETURN_REFUSALS.windowClosed(until) };
}

export interface LineFacts {
  unitPriceCents: number;
  quantity: number;
  discountClass: string;
  cancelled: boolean;
  finalSale: boolean;
  /** Units already on an open or received return. */
  requested: number;
  /** The brand's clubExchanges setting: whether a club monthly piece may be exchanged. */
  clubExchanges: boolean;
}

export interface LineOptions {
  /** Units that may still be sent back. */
  quantityLeft: number;
  refundable: boolean;
  exchangeable: boolean;
  /** Why neither (or why refund is not offered), else null. */
  note: string | null;
}

export function lineOptions(l: LineFacts): LineOptions {
  const none = (note: string): LineOptions => ({ quantityLeft: 0, refundable: false, exchangeable: false, note });
  if (l.cancelled) return none(RETURN_REFUSALS.cancelled);
  if (l.discountClass === 'club') return none(RETURN_REFUSALS.membership);
  if (l.finalSale) return none(RETURN_REFUSALS.finalSale);
  const left = Math.max(0, l.quantity - l.requested);
  if (left === 0) return none(RETURN_REFUSALS.allRequested);
  if (l.discountClass === 'club_piece') {
    return l.clubExchanges ? { quantityLeft: left, refundable: false, exchangeable: true, note: RETURN_REFUSALS.clubPiece } : none(RETURN_REFUSALS.clubPieceFinal);
  }
  if (l.unitPriceCents <= 0) return none(RETURN_REFUSALS.freeGift);
  return { quantityLeft: left, refundable: true, exchangeable: true, note: null };
}

export interface OrderMoney {
  subtotalCents: number;
  multiBuyCents: number;
  discountCents: number;
  taxCents: number;
}

/**
 * What a refund line gives back: its share of what was paid for merchandise (the order's multi-buy
 * savings and discount spread over its lines by their price) and of the tax; shipping is not refunded.
 * `lineCents` is the returned units' part of the line's total.
 */
export function refundForLine(o: OrderMoney, lineCents: number): number {
  if (o.subtotalCents <= 0 || lineCents <= 0) return 0;
  const share = lineCents / o.subtotalCents;
  const merchandise = o.subtotalCents - o.multiBuyCents - o.discountCents;
  return Math.max(0, Math.round(merchandise * share) + Math.round(o.taxCents * share));
}
