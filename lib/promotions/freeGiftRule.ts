/**
 * The free gift's condition, shared by the server's rule (server/cart/freeGift.ts) and what the
 * shop tells the shopper: $50 or more paid for the items after the discount code, or the club's
 * perks (a member in good standing, or joining with this cart).
 */
export const FREE_GIFT_MIN_SUBTOTAL_CENTS = 5000;
