// The shop API's return calls (answer types: lib/api/contract.ts, lib/orders/returns.ts). Client-safe.
import type { ApiClient } from '../api/client';

export interface ReturnFormLine {
  orderItemId: number;
  quantity: number;
  action: 'refund' | 'exchange';
  exchangeSize: string;
}

/** The form's lines as POST orders/:id/return's fields (qty_<line>, action_<line>, size_<line>). */
export function returnFields(lines: ReturnFormLine[], reason: string, unworn: boolean): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const l of lines) {
    if (l.quantity < 1) continue;
    fields[`qty_${l.orderItemId}`] = String(l.quantity);
    fields[`action_${l.orderItemId}`] = l.action;
    if (l.action === 'exchange') fields[`size_${l.orderItemId}`] = l.exchangeSize;
  }
  if (reason.trim()) fields.reason = reason.trim();
  if (unworn) fields.unworn = 'true';
  return fields;
}

export const returnsApi = {
  options: (api: ApiClient, id: string | number) => api.get('orders/:id/returns', { id: String(id) }),
  start: (api: ApiClient, id: string | number, fields: Record<string, string>) => api.post('orders/:id/return', { ...fields, id: String(id) }),
  cancel: (api: ApiClient, id: string | number, returnId: number) => api.post('orders/:id/return/cancel', { id: String(id), returnId: String(returnId) }),
};
