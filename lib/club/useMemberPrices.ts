import { useCart } from '../cart/useCart';

/**
 * Whether this shopper's cart gives member prices now (GET cart memberPrices). Catalog pages are
 * publicly cached, so their HTML always holds the list price and this switches it after the cart
 * loads: false on the server and until then.
 */
export function useMemberPrices(): boolean {
  const { data } = useCart();
  return data?.memberPrices === true;
}
