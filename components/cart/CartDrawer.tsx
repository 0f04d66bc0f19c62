import { useDrawers } from '../../lib/ui/drawers';
import { Drawer } from '../ui/Drawer';
import { CartContents } from './CartContents';

/** The cart drawer: opens on add-to-cart and from the cart button; closes the menu drawer. */
export function CartDrawer() {
  const { drawerCartOpen, drawerCartAnimated, animationDone, closeDrawer } = useDrawers();
  return (
    <Drawer id="cart-drawer" open={drawerCartOpen} side="right" title="Your cart" onClose={closeDrawer} testId="cart-drawer" animated={drawerCartAnimated} onAnimationDone={animationDone}>
      <CartContents variant="drawer" onNavigate={closeDrawer} />
    </Drawer>
  );
}
