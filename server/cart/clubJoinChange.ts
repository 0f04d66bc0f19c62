import { fromCents } from '../../lib/format/money';
import type { ClubJoinChange } from '../../lib/cart/types';
import type { AmountsCents } from './amounts';

/**
 * What joining the club changes in this order, in whole cents, against the same cart without it:
 * shipping, tax, the first month, the net change of today's total, and the items' change as the
 * rest of it (member prices; a multi-buy set may already price its pieces below them, so the items
 * may not change at all). The rows add up to the net change by construction; the page only formats.
 */
export function clubJoinChange(withClub: AmountsCents, without: AmountsCents): ClubJoinChange {
  const shipping = withClub.shipping - without.shipping;
  const tax = withClub.tax - without.tax;
  const membership = withClub.club;
  const net = withClub.total - without.total;
  const items = net - shipping - tax - membership;
  return { items: fromCents(items), shipping: fromCents(shipping), tax: fromCents(tax), membership: fromCents(membership), net: fromCents(net) };
}
