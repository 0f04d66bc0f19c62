import { badRequest } from '../http/errors';
import { optionalString } from '../http/input';
import type { Fields } from '../http/types';

export interface ReturnLineInput {
  orderItemId: number;
  quantity: number;
  action: 'refund' | 'exchange';
  exchangeSize: string | null;
}

export interface ReturnInput {
  lines: ReturnLineInput[];
  reason: string;
  unwornConfirmed: boolean;
}

export const RETURN_INPUT_MESSAGES = {
  noLines: 'lines: choose at least one item to send back',
  tooMany: 'lines: at most 50 lines',
  quantity: (id: number) => `qty_${id}: must be a whole number from 1 to 99`,
  action: (id: number) => `action_${id}: choose refund or exchange`,
  size: (id: number) => `size_${id}: choose the size you'd like instead`,
} as const;

const FIELD = /^qty_(\d{1,12})$/;

/**
 * POST orders/:id/return: per order line `qty_<lineId>` (units, 0 or absent: not sent back),
 * `action_<lineId>` (refund | exchange) and for an exchange `size_<lineId>`; `reason` (optional, at
 * most 500 characters); `unworn` ('true': the shopper confirms unworn goods, where the brand asks).
 */
export function readReturn(f: Fields): ReturnInput {
  const lines: ReturnLineInput[] = [];
  const problems: string[] = [];
  for (const [name, raw] of Object.entries(f)) {
    const m = FIELD.exec(name);
    if (!m) continue;
    const id = Number(m[1]);
    const value = typeof raw === 'string' ? raw.trim() : '';
    if (value === '' || value === '0') continue;
    if (!/^\d{1,2}$/.test(value)) {
      problems.push(RETURN_INPUT_MESSAGES.quantity(id));
      continue;
    }
    const action = f[`action_${id}`];
    if (action !== 'refund' && action !== 'exchange') {
      problems.push(RETURN_INPUT_MESSAGES.action(id));
      continue;
    }
    const size = action === 'exchange' ? optionalString(f, `size_${id}`, 40)?.trim() ?? '' : '';
    if (action === 'exchange' && !size) {
      problems.push(RETURN_INPUT_MESSAGES.size(id));
      continue;
    }
    lines.push({ orderItemId: id, quantity: Number(value), action, exchangeSize: action === 'exchange' ? size : null });
  }
  if (problems.length) throw badRequest(problems);
  if (!lines.length) throw badRequest(RETURN_INPUT_MESSAGES.noLines);
  if (lines.length > 50) throw badRequest(RETURN_INPUT_MESSAGES.tooMany);
  return { lines, reason: optionalString(f, 'reason', 500)?.trim() ?? '', unwornConfirmed: f.unworn === 'true' };
}
