import { render, screen } from '@testing-library/react';
import { DrawerProvider } from '../../lib/ui/drawers';
import { CartButton } from './CartButton';

let mockItemCount: number | undefined;
jest.mock('../../lib/cart/useCart', () => ({ useCart: () => ({ data: mockItemCount === undefined ? undefined : { itemCount: mockItemCount } }) }));

function renderWith(itemCount: number | undefined) {
  mockItemCount = itemCount;
  return render(
    <DrawerProvider>
      <CartButton />
    </DrawerProvider>,
  );
}

test.each([
  [undefined, 'Cart, empty', null],
  [0, 'Cart, empty', null],
  [1, 'Cart, 1 item', '1'],
  [12, 'Cart, 12 items', '12'],
])('with %p items the button is named %p and the badge shows %p', (count, name, badge) => {
  renderWith(count);
  expect(screen.getByRole('button', { name })).toBeInTheDocument();
  if (badge === null) expect(screen.queryByTestId('cart-count')).toBeNull();
  else expect(screen.getByTestId('cart-count')).toHaveTextContent(badge);
});
