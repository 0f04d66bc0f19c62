const STATUS_LABELS: Record<string, string> = {
  pending: 'Processing',
  paid: 'Processing',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Canceled',
  refunded: 'Refunded',
};

/** An order status as the shopper reads it: 'shipped' → 'Shipped', 'paid' → 'Processing'. */
export function statusLabel(status: string): string {
  return STATUS_LABELS[status] ?? status.charAt(0).toUpperCase() + status.slice(1).replace(/_/g, ' ');
}
