// Registers the cart's and funnel's client-side pieces with the layout (imported once from _app).
import { registerLayoutSlot } from '../layout/slots';
import { useCouponFromQuery, useFreePromoRedirect } from '../../lib/cart/effects';
import { useRecordHistory, useScrollTopOnNavigation } from '../../lib/checkout/navigation';
import { CartDrawer } from './CartDrawer';

function CartEffects() {
  useCouponFromQuery();
  useFreePromoRedirect();
  return null;
}

function NavigationEffects() {
  useScrollTopOnNavigation();
  useRecordHistory();
  return null;
}

registerLayoutSlot(CartDrawer);
registerLayoutSlot(CartEffects);
registerLayoutSlot(NavigationEffects);
