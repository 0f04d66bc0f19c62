/**
 * Vip4sh (spec section 3: values Control and 4sh, pf and ckb): the club offer's split test.
 * Control is the club as always (member prices from the order the shopper joins with). 4sh ("for
 * shipping") adds free shipping on the order the shopper joins with, whatever its total; the shop API
 * prices it (server/marketing/clubOffer.ts) for a session in the 4sh group that buys the club with
 * its cart. docs/analytics.md, Split tests.
 */
export const VIP4SH = 'Vip4sh';
export const VIP4SH_CONTROL = 'Control';
export const VIP4SH_FREE_SHIPPING = '4sh';

/** The line each group is shown wherever the club is offered. */
export const VIP4SH_COPY = {
  [VIP4SH_CONTROL]: 'Member prices start with today’s order.',
  [VIP4SH_FREE_SHIPPING]: 'Join today and this order ships free.',
} as const;

/** The line for a group: the control's for Control, for an unknown group and when resolving failed (null). */
export function vip4shCopy(value: string | null): string {
  return value === VIP4SH_FREE_SHIPPING ? VIP4SH_COPY[VIP4SH_FREE_SHIPPING] : VIP4SH_COPY[VIP4SH_CONTROL];
}
