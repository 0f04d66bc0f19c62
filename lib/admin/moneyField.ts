import { parseMoneyInput, toCents } from '../format/money';

/**
 * A typed dollar amount as the API's cents field: '' stays '' (none), '45' → '4500',
 * '$1,234.5' → '123450'; text that is no number is sent as typed, so the server names the field.
 */
export function centsField(typed: string): string {
  const text = typed.trim();
  if (!text) return '';
  const dollars = parseMoneyInput(text);
  return Number.isFinite(dollars) ? String(toCents(dollars)) : text;
}

/** Cents as a form's dollar value: 4500 → '45.00'; null → ''. */
export function dollarsField(cents: number | null): string {
  return cents === null ? '' : (cents / 100).toFixed(2);
}
