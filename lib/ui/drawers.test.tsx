import '@testing-library/jest-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { DrawerProvider, useDrawers } from './drawers';
import { Drawer } from '../../components/ui/Drawer';

function CartDrawerProbe() {
  const { drawerCartOpen, drawerCartAnimated, animationDone, openDrawer, closeDrawer } = useDrawers();
  return (
    <>
      <button type="button" onClick={() => openDrawer('cart')}>
        open
      </button>
      <span data-testid="animated">{String(drawerCartAnimated)}</span>
      <Drawer id="d" open={drawerCartOpen} side="right" title="Your cart" onClose={closeDrawer} testId="drawer" animated={drawerCartAnimated} onAnimationDone={animationDone}>
        x
      </Drawer>
    </>
  );
}

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = ((q: string) => ({ matches: reduce && q.includes('reduce'), media: q, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
}

describe('drawerCartAnimated (spec UI flag)', () => {
  test('is true while the cart drawer slides in, false once its animation ends', () => {
    mockReducedMotion(false);
    render(<DrawerProvider><CartDrawerProbe /></DrawerProvider>);
    fireEvent.click(screen.getByText('open'));
    expect(screen.getByTestId('animated')).toHaveTextContent('true');
    expect(screen.getByTestId('drawer')).toHaveAttribute('data-animating', 'true');
    act(() => {
      fireEvent.animationEnd(screen.getByTestId('drawer'));
    });
    expect(screen.getByTestId('animated')).toHaveTextContent('false');
    expect(screen.getByTestId('drawer')).not.toHaveAttribute('data-animating');
  });

  test('never with prefers-reduced-motion: the drawer shows at once', () => {
    mockReducedMotion(true);
    render(<DrawerProvider><CartDrawerProbe /></DrawerProvider>);
    fireEvent.click(screen.getByText('open'));
    expect(screen.getByTestId('animated')).toHaveTextContent('false');
    expect(screen.getByTestId('drawer')).not.toHaveAttribute('data-animating');
  });
});
