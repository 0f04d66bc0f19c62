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
}

/**
 * Why the code gives nothing on this cart now, or null when it applies. Re-evaluated every time a
 * cart is priced (GET cart, every mutation, checkout), so a code stays as good as the facts it
 * needs: leaving or pausing the club, falling overdue, a first order placed elsewhere, or a
 * subtotal dropping below the minimum turn the discount off. POST discount-code refuses with the
 * same words. Each reason is a sentence.
 */
export function codeRefusal(code: Pick<DiscountCodeRow, 'code' | 'club_only' | 'first_order_only' | 'min_subtotal_cents'>, f: CodeFacts): string | null {
  if (code.club_only && !f.clubPerks) {
    const m = f.membership;
    if (isClubMember(m) && isPaused(m)) return `${code.code} is for club members only, and your membership is paused. Resume it to use this code.`;
    if (isClubMember(m) && m.overdue) return `${code.code} is for club members only, and your membership has a balance due. Settle it to use this code.`;
    return `${code.code} is for club members only.`;
  }
  if (code.first_order_only && f.orderedBefore) return `${code.code} is for your first order only.`;
  if (f.subtotalCents < code.min_subtotal_cents) return `${code.code} needs a subtotal of at least ${formatCents(code.min_subtotal_cents)}.`;
  return null;
}
