/** One line of an order as the return form offers it (GET orders/:id/returns). */
export interface ReturnLineOption {
  orderItemId: number;
  name: string;
  color: string;
  size: string;
  image: string;
  quantityLeft: number;
  refundable: boolean;
  exchangeable: boolean;
  /** Why it cannot be sent back (or why only an exchange), else null. */
  note: string | null;
  /** Other sizes of the item for an exchange; a size without stock cannot be reserved. */
  exchangeSizes: { size: string; inStock: boolean }[];
}

/** A return authorization as the shopper sees it. */
export interface ReturnSummary {
  id: number;
  rma: string;
  status: 'open' | 'received' | 'cancelled';
  createdAt: string;
  receivedAt: string | null;
  /** Refunded on receipt, in dollars; null before. */
  refund: number | null;
  exchangeOrderId: number | null;
  lines: { name: string; color: string; size: string; quantity: number; action: 'refund' | 'exchange'; exchangeSize: string | null }[];
  /** The prepaid label's addresses (printed from the order page). */
  label: { from: string[]; to: string[] };
}

/** GET orders/:id/returns: whether the order can be sent back, until when, its lines and its returns so far. */
export interface ReturnOptions {
  open: boolean;
  /** The last day to start a return (YYYY-MM-DD), when known. */
  until: string | null;
  /** Why returns are closed, else null. */
  reason: string | null;
  /** Goods that can only be returned unworn (the shopper confirms it). */
  unwornOnly: boolean;
  lines: ReturnLineOption[];
  returns: ReturnSummary[];
}

/** POST orders/:id/return and orders/:id/return/cancel. */
export interface ReturnStarted {
  return: ReturnSummary;
  options: ReturnOptions;
}
