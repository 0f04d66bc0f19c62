import type { DiscountCodeRow } from './discountCodes';
import { isClubMember, isPaused, type MembershipSummary } from './membership';
import { formatCents } from '../../lib/format/money';

export interface CodeFacts {
  /** The cart's subtotal in cents (before the discount). */
  subtotalCents: number;
  /** The club's perks apply: a member in good standing (active, not overdue), or the club bought with this cart. */
  clubPerks: boolean;
  /** The customer's latest membership in any state (says why a member has no perks now). */
  membership: MembershipSummary | null;
  /** The shopper has ordered from this brand before (hasEarlierOrder). */
  orderedBefore: boolean;
  /** The shopper's earlier orders with this code (codeUses); counted only for a code with a per-customer limit. */
  usedBefore?: number;
  /** Today (UTC), for the code's dates; the real day when absent. */
  today?: string;
}

type CodeLimits = Pick<DiscountCodeRow, 'starts_at' | 'ends_at' | 'per_customer_limit'>;

/** "Nov 28, 2026" from YYYY-MM-DD. */
const dayText = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** Why the code cannot be used today or by this shopper any more: before its first day, after its last, or its per-customer uses spent. */
function limitsRefusal(code: Pick<DiscountCodeRow, 'code'> & Partial<CodeLimits>, f: CodeFacts): string | null {
  const today = f.today ?? new Date().toISOString().slice(0, 10);
  if (code.starts_at && today < code.starts_at) return `${code.code} starts on ${dayText(code.starts_at)}.`;
  if (code.ends_at && today > code.ends_at) return `${code.code} ended on ${dayText(code.ends_at)}.`;
  const limit = code.per_customer_limit ?? null;
  if (limit !== null && (f.usedBefore ?? 0) >= limit) {
    return limit === 1 ? `${code.code} can be used once per customer, and you have used it.` : `${code.code} can be used ${limit} times per customer, and you have used it ${limit} times.`;
  }
  return null;
}

/** Why the code is not for this shopper now (the club, a first order), or null: nothing the cart's items can change. */
function shopperRefusal(code: Pick<DiscountCodeRow, 'code' | 'club_only' | 'first_order_only'> & Partial<CodeLimits>, f: CodeFacts): string | null {
  const limits = limitsRefusal(code, f);
  if (limits) return limits;
  if (code.club_only && !f.clubPerks) {
    const m = f.membership;
    if (isClubMember(m) && isPaused(m)) return `${code.code} is for club members only, and your membership is paused. Resume it to use this code.`;
    if (isClubMember(m) && m.overdue) return `${code.code} is for club members only, and your membership has a balance due. Settle it to use this code.`;
    return `${code.code} is for club members only.`;
  }
  if (code.first_order_only && f.orderedBefore) return `${code.code} is for your first order only.`;
  return null;
}

/**
 * Why the code gives nothing on this cart now, or null when it applies. Re-evaluated every time a
 * cart is priced (GET cart, every mutation, checkout), so a code stays as good as the facts it
 * needs: leaving or pausing the club, falling overdue, a first order placed elsewhere, or a
 * subtotal dropping below the minimum turn the discount off. POST discount-code refuses with the
 * same words. Each reason is a sentence.
 */
export function codeRefusal(code: Pick<DiscountCodeRow, 'code' | 'club_only' | 'first_order_only' | 'min_subtotal_cents'> & Partial<CodeLimits>, f: CodeFacts): string | null {
  const shopper = shopperRefusal(code, f);
  if (shopper) return shopper;
  if (f.subtotalCents < code.min_subtotal_cents) return `${code.code} needs a subtotal of at least ${formatCents(code.min_subtotal_cents)}.`;
  return null;
}

/** "$10", "$12.50": money in the code's own sentences. */
const whole = (cents: number) => formatCents(cents, { stripZeroCents: true });

/**
 * What the code does, in words, from its kind and value (not its free-text description):
 * "$10 off the items in your order", "15% off the items in your order", "free shipping on your order".
 */
export function codeEffect(code: Pick<DiscountCodeRow, 'kind' | 'value_cents' | 'percent_off' | 'min_subtotal_cents'>): string {
  const over = code.min_subtotal_cents > 0 ? ` of ${whole(code.min_subtotal_cents)} or more` : '';
  if (code.kind === 'percent') return `${code.percent_off}% off the items in your order${over}`;
  if (code.kind === 'amount') return `${whole(code.value_cents)} off the items in your order${over}`;
  if (code.kind === 'free_shipping') return `free shipping on your order${over}`;
  return 'a discount on your order';
}

/**
 * What the cart still needs before a code meant for this shopper gives anything, or null when it
 * gives something now or is not for this shopper (codeRefusal says why). An amount or percent code on
 * a cart with no items to take it off (the club alone, as a rejoin puts it on the cart) gives $0:
 * "add an item to use it"; below its minimum: "add $12.50 more to use it". Lower case, to follow
 * "CODE: <codeEffect> — ". subtotalCents is what the code applies to (the items after multi-buy sets).
 */
export function codeWaiting(code: Pick<DiscountCodeRow, 'code' | 'kind' | 'club_only' | 'first_order_only' | 'min_subtotal_cents'> & Partial<CodeLimits>, f: CodeFacts): string | null {
  if (shopperRefusal(code, f)) return null;
  if (f.subtotalCents < code.min_subtotal_cents) {
    return f.subtotalCents <= 0
      ? `add ${whole(code.min_subtotal_cents)} or more of items to use it`
      : `add ${whole(code.min_subtotal_cents - f.subtotalCents)} more to use it`;
  }
  if (f.subtotalCents <= 0 && (code.kind === 'amount' || code.kind === 'percent')) return 'add an item to use it';
  return null;
}
