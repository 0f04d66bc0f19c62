import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import type { ReactNode } from 'react';
import { CartDrawer } from './CartDrawer';
import { BrandProvider } from '../../lib/brand/context';
import { DrawerProvider, useDrawers } from '../../lib/ui/drawers';
import { ApiError } from '../../lib/api/errors';
import { resetCartUiState } from '../../lib/cart/uiState';
import type { CartLineState, CartState } from '../../lib/cart/types';
import { testBrand, testLayoutSettings } from '../../lib/brand/testFixtures';

const api = { get: jest.fn(), post: jest.fn() };
jest.mock('../../lib/api/browser', () => ({ browserApi: () => api }));

const brand = testBrand;
const settings = testLayoutSettings;

function line(cartId: number, o: Partial<CartLineState> = {}): CartLineState {
  return {
    cartId, itemId: cartId, path: `/item/${cartId}`, image: `/i/${cartId}.svg`, name: `Item ${cartId}`, description: '',
    colors: ['Black/Pink'], color: 'Black/Pink', quantity: 1, quantityFixed: false, bundledWith: null, size: 'M',
    price: 30, originalPrice: null, total: 30, originalTotal: 30, banner: null, discountClass: '', ...o,
  };
}

function cart(items: CartLineState[], o: Partial<CartState> = {}): CartState {
  const subtotal = items.reduce((s, l) => s + l.total, 0);
  return {
    loading: false, customer: null, sessionOrders: [], items, itemCount: items.reduce((n, l) => n + l.quantity, 0), featuredItemIds: [], purchased: [],
    banners: [], discountDetails: null, oneClickAvailable: false, loggedIn: false, hasClub: false, hasClubInCart: false, boughtClub: false,
    removedFreePromo: false, checkoutFlow: 'free_flow', checkoutPath: '/checkout',
    amounts: { subtotal, discount: 0, shipping: 5.95, tax: 0, total: subtotal + 5.95, savings: 0 },
    freeShippingThreshold: 75, standardShippingCost: 5.95, clubMonthly: 49.95, clubOverdue: false, clubPaused: false, clubDiscountPercentage: 0,
    afterpayAvailable: false, savings: 0, cancelledBefore: false, freeLeggingsEligible: false, freeUnderwearEligible: false, ...o,
  };
}

function DrawerButtons() {
  const { openDrawer, drawerMenuOpen } = useDrawers();
  return (
    <>
      <button onClick={() => openDrawer('cart')}>open cart</button>
      <button onClick={() => openDrawer('menu')}>open menu</button>
      <span data-testid="menu-state">{drawerMenuOpen ? 'menu open' : 'menu closed'}</span>
    </>
  );
}

function renderDrawer(initial: CartState, children?: ReactNode) {
  api.get.mockResolvedValue(initial);
  return render(
    <SWRConfig value={{ provider: () => new Map(), fallback: { cart: initial }, dedupingInterval: 0 }}>
      <BrandProvider brand={brand} settings={settings}>
        <DrawerProvider>
          <DrawerButtons />
          <CartDrawer />
          {children}
        </DrawerProvider>
      </BrandProvider>
    </SWRConfig>,
  );
}

beforeEach(() => {
  api.get.mockReset();
  api.post.mockReset();
  resetCartUiState();
});

describe('CartDrawer', () => {
  it('lists lines with colours, size label, struck original price and formatted amounts', async () => {
    renderDrawer(
      cart([line(1, { size: 'XXL', originalPrice: 40, originalTotal: 1240, total: 1000, price: 1000 }), line(2, { colors: ['Navy - Grey'], color: 'Navy - Grey' })], {
        amounts: { subtotal: 1030, discount: 103, shipping: 0, tax: 12.5, total: 939.5, savings: 343 },
        savings: 343,
        discountDetails: { name: '10FIRST', description: '10% off', details: '' },
      }),
    );
    fireEvent.click(screen.getByText('open cart'));
    const drawer = screen.getByTestId('cart-drawer');
    const [first, second] = within(drawer).getAllByTestId('cart-line');
    expect(first).toHaveTextContent('Black / Pink');
    expect(first).toHaveTextContent('Size 2XL');
    expect(within(first).getByText('$1,240.00').tagName).toBe('S');
    expect(within(first).getByTestId('line-total')).toHaveTextContent('$1,000.00');
    expect(second).toHaveTextContent('Navy / Grey');
    expect(within(drawer).getByTestId('amount-discount')).toHaveTextContent('($103.00)');
    expect(within(drawer).getByTestId('amount-shipping')).toHaveTextContent('Free');
    expect(within(drawer).getByTestId('amount-total')).toHaveTextContent('$939.50');
    expect(within(drawer).getByTestId('amount-savings')).toHaveTextContent('You save $343.00');
    expect(within(drawer).getByTestId('discount-applied')).toHaveTextContent('10FIRST');
    expect(within(drawer).getByTestId('checkout-button')).toHaveAttribute('href', '/checkout');
  });

  it('keeps a code the cart no longer qualifies for listed, with the server’s reason', () => {
    renderDrawer(cart([line(1)], { discountDetails: { name: 'WB10VIP', description: '$10 off', details: '', reason: 'WB10VIP is for club members only.' } }));
    fireEvent.click(screen.getByText('open cart'));
    const drawer = screen.getByTestId('cart-drawer');
    expect(within(drawer).getByTestId('discount-applied')).toHaveTextContent('WB10VIP');
    expect(within(drawer).getByTestId('discount-reason')).toHaveTextContent('Not applied: WB10VIP is for club members only.');
    expect(within(drawer).getByRole('button', { name: 'Remove discount code WB10VIP' })).toBeInTheDocument();
  });

  it('shows no reason while the code applies', () => {
    renderDrawer(cart([line(1)], { discountDetails: { name: 'Lock5', description: '$5 off', details: '', reason: null } }));
    fireEvent.click(screen.getByText('open cart'));
    expect(screen.queryByTestId('discount-reason')).not.toBeInTheDocument();
  });

  it('shows progress toward free shipping', () => {
    renderDrawer(cart([line(1)]));
    fireEvent.click(screen.getByText('open cart'));
    expect(screen.getByTestId('free-shipping')).toHaveTextContent('$45.00 away from free shipping');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
  });

  it('counts free-shipping progress after the discount, so it never claims free shipping while charging it', () => {
    const goods = cart([line(1, { price: 48.99, total: 48.99 }), line(2, { price: 28.99, total: 28.99 })]);
    renderDrawer({ ...goods, amounts: { ...goods.amounts, discount: 7.8, shipping: 6.95 } });
    fireEvent.click(screen.getByText('open cart'));
    expect(screen.getByTestId('free-shipping')).toHaveTextContent('$4.82 away from free shipping');
    expect(screen.getByTestId('free-shipping')).not.toHaveTextContent('unlocked');
  });

  it('folds bundled lines into their parent and disables the stepper of fixed lines', () => {
    renderDrawer(cart([line(1, { name: 'Gift Box', quantityFixed: true }), line(2, { name: 'POP Scrunchie', bundledWith: 1, quantity: 2 })]));
    fireEvent.click(screen.getByText('open cart'));
    const lines = screen.getAllByTestId('cart-line');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toHaveTextContent('2 × Scrunchie');
    expect(screen.queryByRole('button', { name: /Increase quantity/ })).not.toBeInTheDocument();
    expect(screen.getByTestId('line-quantity')).toHaveTextContent('Qty 1');
  });

  it('changes quantity at once and rolls back with a visible error when the API refuses', async () => {
    const initial = cart([line(1)]);
    renderDrawer(initial);
    let reject!: (e: unknown) => void;
    api.post.mockImplementation(() => new Promise((_, r) => (reject = r)));
    fireEvent.click(screen.getByText('open cart'));
    // The cart has been fetched once (the optimistic update starts from the fetched cart).
    await waitFor(() => expect(api.get).toHaveBeenCalledWith('cart'));
    await act(async () => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity of Item 1' }));
    await waitFor(() => expect(screen.getByTestId('line-quantity')).toHaveTextContent('2'));
    // The browser works out no money: the line's price and the totals wait for the server's answer.
    expect(screen.getByTestId('line-total')).toHaveTextContent('Updating…');
    expect(screen.getByTestId('amounts-updating')).toHaveTextContent('Updating your totals…');
    expect(screen.getByTestId('amount-subtotal')).toHaveTextContent('$30.00');
    expect(api.post).toHaveBeenCalledWith('cart/update', { cartId: 1, quantity: 2 });
    await act(async () => reject(new ApiError(409, ['quantity: only 1 left in M'], 'x')));
    await waitFor(() => expect(screen.getByTestId('line-quantity')).toHaveTextContent('1'));
    expect(screen.getByTestId('cart-error')).toHaveTextContent('Only 1 left in M');
    expect(screen.getByTestId('line-total')).toHaveTextContent('$30.00');
    expect(screen.queryByTestId('amounts-updating')).not.toBeInTheDocument();
  });

  it('removes a line optimistically and keeps the answer of the API', async () => {
    const initial = cart([line(1), line(2)]);
    const after = cart([line(2)]);
    renderDrawer(initial);
    api.post.mockResolvedValue(after);
    api.get.mockResolvedValue(after);
    fireEvent.click(screen.getByText('open cart'));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Item 1' }));
    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(1));
    expect(api.post).toHaveBeenCalledWith('cart/remove', { cartId: 1 });
    expect(screen.queryByTestId('cart-error')).not.toBeInTheDocument();
  });

  it('offers a membership on its own for checkout, with a way to take it out', async () => {
    const clubOnly = cart([], { hasClubInCart: true, amounts: { subtotal: 0, discount: 0, shipping: 0, tax: 0, total: 49.95, savings: 0 } });
    renderDrawer(clubOnly);
    fireEvent.click(screen.getByText('open cart'));
    const drawer = screen.getByTestId('cart-drawer');
    expect(within(drawer).queryByTestId('cart-empty')).not.toBeInTheDocument();
    expect(within(drawer).getByTestId('club-line')).toHaveTextContent(`${brand.clubName} membership$49.95`);
    expect(within(drawer).getByTestId('amount-membership')).toHaveTextContent('$49.95');
    expect(within(drawer).getByTestId('checkout-button')).toHaveAttribute('href', '/checkout');
    const emptied = cart([]);
    api.post.mockResolvedValue(emptied);
    api.get.mockResolvedValue(emptied);
    fireEvent.click(within(drawer).getByRole('button', { name: `Remove ${brand.clubName} membership` }));
    await waitFor(() => expect(within(drawer).getByTestId('cart-empty')).toBeInTheDocument());
    expect(api.post).toHaveBeenCalledWith('cart/club', { join: false });
  });

  it('shows the API error of a discount code inline', async () => {
    renderDrawer(cart([line(1)]));
    api.post.mockRejectedValue(new ApiError(400, ['code: NOPE is not a valid code'], 'x'));
    fireEvent.click(screen.getByText('open cart'));
    fireEvent.change(screen.getByLabelText('Discount code'), { target: { value: 'NOPE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('NOPE is not a valid code');
    expect(screen.getByLabelText('Discount code')).toHaveAttribute('aria-describedby', error.id);
  });

  it('drops a refusal once the cart changes: "needs a subtotal of at least $60.00" is not left under a $90 cart', async () => {
    renderDrawer(cart([line(1)]));
    api.post.mockRejectedValueOnce(new ApiError(400, ['code: First15 needs a subtotal of at least $60.00.'], 'x'));
    fireEvent.click(screen.getByText('open cart'));
    await waitFor(() => expect(api.get).toHaveBeenCalledWith('cart'));
    await act(async () => undefined);
    fireEvent.change(screen.getByLabelText('Discount code'), { target: { value: 'First15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('First15 needs a subtotal of at least $60.00.');
    const more = cart([line(1, { quantity: 3, total: 90 })]);
    api.post.mockResolvedValueOnce(more);
    api.get.mockResolvedValue(more);
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity of Item 1' }));
    await waitFor(() => expect(screen.getByTestId('amount-subtotal')).toHaveTextContent('$90.00'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The code is still in the field, to apply again.
    expect(screen.getByLabelText('Discount code')).toHaveValue('First15');
  });

  it('is mutually exclusive with the menu drawer', () => {
    renderDrawer(cart([]));
    fireEvent.click(screen.getByText('open menu'));
    expect(screen.getByTestId('menu-state')).toHaveTextContent('menu open');
    fireEvent.click(screen.getByText('open cart'));
    expect(screen.getByTestId('cart-drawer')).toBeInTheDocument();
    expect(screen.getByTestId('menu-state')).toHaveTextContent('menu closed');
    expect(screen.getByTestId('cart-empty')).toHaveTextContent('Your cart is empty');
    fireEvent.click(screen.getByText('open menu'));
    expect(screen.queryByTestId('cart-drawer')).not.toBeInTheDocument();
  });
});
