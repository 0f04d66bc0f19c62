// Registers the cart's and funnel's client-side pieces with the layout (imported once from _app).
import { registerLayoutSlot } from '../layout/slots';
import { useCouponFromQuery, useFreePromoRedirect } from '../../lib/cart/effects';
import { useRecordHistory, useScrollTopOnNavigation } from '../../lib/checkout/navigation';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { useDrawers } from '../../lib/ui/drawers';

// The cart drawer's code (lines, amounts, codes, gifts) is not part of any page's first load: it is
// fetched when the browser is idle after the page became interactive, and drawn from its first opening.
const loadCartDrawer = () => import('./CartDrawer').then((m) => m.CartDrawer);
const CartDrawer = dynamic(loadCartDrawer, { ssr: false });

function CartDrawerSlot() {
  const { drawerCartOpen } = useDrawers();
  const [opened, setOpened] = useState(false);
  if (drawerCartOpen && !opened) setOpened(true);
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 1));
    idle(() => void loadCartDrawer());
  }, []);
  return opened ? <CartDrawer /> : null;
}

// Loaded only on the rare page view that carries ?ineligible=true.
const IneligibleNotice = dynamic(() => import('./IneligibleNotice'), { ssr: false });

function FreePromoNotice() {
  const { query } = useRouter();
  return query.ineligible === 'true' ? <IneligibleNotice /> : null;
}

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

registerLayoutSlot(CartDrawerSlot);
registerLayoutSlot(CartEffects);
registerLayoutSlot(NavigationEffects);
registerLayoutSlot(FreePromoNotice);
