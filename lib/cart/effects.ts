import { useEffect, useRef } from 'react';
import { useRouter } from 'next/router';
import { useBrand } from '../brand/context';
import { useCart } from './useCart';
import { useCartActions } from './actions';

/**
 * Routes that render an error in place of the page asked for (no pages/404 here: pages/_error answers
 * every 404, including a page whose getServerSideProps says notFound, such as an upcoming campaign).
 */
const ERROR_ROUTES = new Set(['/_error', '/404', '/500']);

/** The `coupon` a page's URL asks the cart to apply: none on an error page (a 404 never changes the cart). */
export function couponOf(pathname: string, query: Record<string, string | string[] | undefined>): string {
  if (ERROR_ROUTES.has(pathname)) return '';
  return typeof query.coupon === 'string' ? query.coupon.trim() : '';
}

/**
 * Applies the `coupon` query parameter's discount code once the cart has loaded (once per code), on
 * any page but an error page: an upcoming campaign's link (its page is a 404 until its first day) or a
 * mistyped one leaves the cart as it was.
 */
export function useCouponFromQuery(): void {
  const router = useRouter();
  const { data: cart } = useCart();
  const { applyDiscount } = useCartActions();
  const applied = useRef(new Set<string>());
  const coupon = couponOf(router.pathname, router.query);
  const loaded = Boolean(cart);

  useEffect(() => {
    if (!router.isReady || !loaded || !coupon || applied.current.has(coupon.toLowerCase())) return;
    applied.current.add(coupon.toLowerCase());
    applyDiscount(coupon).catch(() => {
      // An unusable code from a link is not the shopper's mistake; the cart simply has no discount.
    });
  }, [router.isReady, loaded, coupon, applyDiscount]);
}

/** The path the shopper is sent to when a free promotion was removed from a non-empty cart. */
export function ineligiblePath(mainShoppingPath: string): string {
  const base = mainShoppingPath || '/';
  return `${base}${base.includes('?') ? '&' : '?'}ineligible=true`;
}

/**
 * Spec section 4: a navigation redirects to the main shopping path with ?ineligible=true when the
 * cart has items and removedFreePromo flips from false to true.
 */
export function useFreePromoRedirect(): void {
  const router = useRouter();
  const { settings } = useBrand();
  const { data: cart } = useCart();
  const last = useRef<boolean | undefined>(undefined);
  const pending = useRef(false);
  const hasItems = (cart?.items.length ?? 0) > 0;

  useEffect(() => {
    if (!cart) return;
    if (last.current === false && cart.removedFreePromo && hasItems) pending.current = true;
    if (!cart.removedFreePromo) pending.current = false;
    last.current = cart.removedFreePromo;
  }, [cart, hasItems]);

  useEffect(() => {
    const onDone = (url: string) => {
      if (!pending.current || !hasItems) return;
      pending.current = false;
      const target = ineligiblePath(settings.mainShoppingPath);
      if (url.split('?')[0] !== target.split('?')[0]) void router.replace(target);
    };
    router.events.on('routeChangeComplete', onDone);
    return () => router.events.off('routeChangeComplete', onDone);
  }, [router, hasItems, settings.mainShoppingPath]);
}
