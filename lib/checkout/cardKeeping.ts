// What the checkout tells a shopper about keeping the card they pay with; the server's rule is
// server/checkout/cardKeeping.ts.

/**
 * - 'club': the order starts a club membership, so the card is kept as the default (the club bills it);
 * - 'offer': a logged-in shopper may tick "Save this card for next time";
 * - 'none': a guest who is not joining the club; nothing is kept.
 */
export type CardKeeping = 'club' | 'offer' | 'none';

export function cardKeeping(cart: { hasClubInCart: boolean; loggedIn: boolean }): CardKeeping {
  if (cart.hasClubInCart) return 'club';
  return cart.loggedIn ? 'offer' : 'none';
}
