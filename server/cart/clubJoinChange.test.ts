import { clubJoinChange } from './clubJoinChange';
import type { AmountsCents } from './amounts';

const amounts = (a: Partial<AmountsCents>): AmountsCents => ({ subtotal: 0, multiBuy: 0, discount: 0, shipping: 0, tax: 0, club: 0, total: 0, savings: 0, ...a });

test('member prices, the shipping they cost, the first month: rows in whole cents that add up to the net change', () => {
  // $100 at list with free shipping; $80 at member prices pays $6.95 shipping; the first month $49.95.
  const change = clubJoinChange(amounts({ subtotal: 8000, shipping: 695, club: 4995, total: 13690 }), amounts({ subtotal: 10000, total: 10000 }));
  expect(change).toEqual({ items: -20, shipping: 6.95, tax: 0, membership: 49.95, net: 36.9 });
});

test('a multi-buy set already below member prices: no member saving on the items', () => {
  // ckb: five Cheekies make the $50 set either way; without the club shipping is $6.95.
  const change = clubJoinChange(amounts({ subtotal: 6100, multiBuy: 1100, club: 3995, total: 8995 }), amounts({ subtotal: 7200, multiBuy: 2200, shipping: 695, total: 5695 }));
  expect(change).toEqual({ items: 0, shipping: -6.95, tax: 0, membership: 39.95, net: 33 });
});

test('tax on odd cents never leaves the rows a cent apart from the net', () => {
  const withClub = amounts({ subtotal: 3333, tax: 275, club: 4995, total: 8603 });
  const without = amounts({ subtotal: 4167, tax: 344, shipping: 695, total: 5206 });
  const c = clubJoinChange(withClub, without);
  expect(Math.round(c.items * 100) + Math.round(c.shipping * 100) + Math.round(c.tax * 100) + Math.round(c.membership * 100)).toBe(Math.round(c.net * 100));
});
