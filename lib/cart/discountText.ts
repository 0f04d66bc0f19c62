import type { CartState } from './types';

type Details = NonNullable<CartState['discountDetails']>;

/**
 * The text of the code's row in the cart, the drawer and the checkout summary. A code that waits for
 * items (GET cart's discountDetails.waiting: nothing to take it off yet, or below its minimum) says what
 * it will do and what it needs ("WB10VIP: $10 off the items in your order — add an item to use it"),
 * never its advertised saving beside a $0 discount; any other code reads "NAME — description".
 */
export function discountRowText(d: Details): string {
  return `${d.name}${discountRowDetail(d)}`;
}

/** The row's text after the code's name (which the row sets in bold): ": <effect> — <waiting>", " — <description>" or nothing. */
export function discountRowDetail(d: Details): string {
  if (d.waiting) return `: ${d.effect || d.description || 'a discount'} — ${d.waiting}`;
  return d.description ? ` — ${d.description}` : '';
}

/** The "Not applied: …" note under the row: a refusal's reason, unless the row already says what the code waits for. */
export function discountRefusalNote(d: Details): string | null {
  return d.reason && !d.waiting ? `Not applied: ${d.reason}` : null;
}
