import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { OrderSummary } from './OrderSummary';
import { BrandProvider } from '../../lib/brand/context';
import { DrawerProvider } from '../../lib/ui/drawers';
import type { CartState } from '../../lib/cart/types';
import { testBrand, testLayoutSettings } from '../../lib/brand/testFixtures';

const api = { get: jest.fn(), post: jest.fn() };
jest.mock('../../lib/api/browser', () => ({ browserApi: () => api }));

const cart = (o: Partial<CartState> = {}): CartState => ({
  loading: false, customer: null, sessionOrders: [], featuredItemIds: [], purchased: [], itemCount: 1,
  items: [{
    cartId: 1, itemId: 1, path: '/item/1', image: '/i/1.svg', name: 'Legging', description: '', colors: ['Black'], color: 'Black', quantity: 1,
    quantityFixed: false, bundledWith: null, size: 'M', price: 50, originalPrice: null, total: 50, originalTotal: 50, banner: null, discountClass: '',
  }],
  banners: [], discountDetails: null, oneClickAvailable: false, loggedIn: false, hasClub: false, hasClubInCart: false, boughtClub: false,
  removedFreePromo: false, checkoutFlow: 'free_flow', checkoutPath: '/checkout',
  amounts: { subtotal: 50, discount: 0, shipping: 6.95, tax: 0, total: 56.95, savings: 0 },
  freeShippingThreshold: 75, standardShippingCost: 6.95, clubMonthly: 49.95, clubOverdue: false, clubPaused: false, clubDiscountPercentage: 0,
  afterpayAvailable: false, savings: 0, cancelledBefore: false, freeLeggingsEligible: false, freeUnderwearEligible: false, ...o,
});

function renderSummary(c: CartState) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), fallback: { cart: c }, dedupingInterval: 0 }}>
      <BrandProvider brand={testBrand} settings={testLayoutSettings}>
        <DrawerProvider>
          <OrderSummary cart={c} />
        </DrawerProvider>
      </BrandProvider>
    </SWRConfig>,
  );
}

beforeEach(() => {
  api.get.mockReset();
  api.post.mockReset();
});

test('without a code the summary has no discount form', () => {
  renderSummary(cart());
  expect(screen.queryByLabelText('Discount code')).not.toBeInTheDocument();
  expect(screen.queryByTestId('discount-applied')).not.toBeInTheDocument();
});

test('a code that gives nothing is listed with the reason and can be removed from checkout', async () => {
  const c = cart({ discountDetails: { name: '10First', description: '10% off your first order', details: '', reason: '10First is for your first order only.' } });
  api.post.mockResolvedValue({ ...c, discountDetails: null });
  api.get.mockResolvedValue({ ...c, discountDetails: null });
  renderSummary(c);
  expect(screen.getByTestId('discount-reason')).toHaveTextContent('Not applied: 10First is for your first order only.');
  fireEvent.click(screen.getByRole('button', { name: 'Remove discount code 10First' }));
  await waitFor(() => expect(api.post).toHaveBeenCalledWith('discount-code/remove', {}));
});

test('a rejoin cart (the club alone) with WB10VIP: the code waits for items, with no "$10 off" and no discount row', () => {
  const c = cart({
    items: [], itemCount: 0, hasClubInCart: true,
    amounts: { subtotal: 0, discount: 0, shipping: 0, tax: 0, total: 49.95, savings: 0 },
    discountDetails: {
      name: 'WB10VIP', description: '$10 off: welcome back, VIP', details: '', reason: null,
      effect: '$10 off the items in your order', waiting: 'add an item to use it',
    },
  });
  renderSummary(c);
  expect(screen.getByTestId('discount-waiting')).toHaveTextContent('WB10VIP: $10 off the items in your order — add an item to use it');
  expect(screen.getByTestId('discount-applied')).not.toHaveTextContent('welcome back');
  expect(screen.queryByTestId('discount-reason')).not.toBeInTheDocument();
  expect(screen.queryByTestId('amount-discount')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Remove discount code WB10VIP' })).toBeInTheDocument();
});

test('with the club in the cart: no bare "You save", and what joining changes in this order adds up', () => {
  // Member prices $80 (list $100 with free shipping), so shipping $6.95 now applies; the first month $49.95.
  const c = cart({
    hasClubInCart: true, savings: 20,
    amounts: { subtotal: 80, discount: 0, shipping: 6.95, tax: 0, total: 136.9, savings: 20 },
    clubJoin: {
      clubName: 'VIP Club', monthly: 49.95, frequency: 'monthly', renewalDate: '2026-12-26', termsUrl: '/vipterms', termsVersion: 'v1', cancelUrl: '/members',
      disclosure: '…', consentLabel: '…', withoutClub: { subtotal: 100, discount: 0, shipping: 0, tax: 0, total: 100, savings: 0 },
      change: { items: -20, shipping: 6.95, tax: 0, membership: 49.95, net: 36.9 },
    },
  });
  renderSummary(c);
  expect(screen.queryByTestId('amount-savings')).not.toBeInTheDocument();
  expect(screen.getByTestId('amount-membership')).toHaveTextContent('$49.95');
  expect(screen.getByTestId('club-change-items')).toHaveTextContent('−$20.00');
  expect(screen.getByTestId('club-change-shipping')).toHaveTextContent('+$6.95');
  expect(screen.getByTestId('club-change-membership')).toHaveTextContent('+$49.95');
  expect(screen.getByTestId('club-change-net')).toHaveTextContent('+$36.90');
  expect(screen.getByTestId('club-change-shipping-note')).toHaveTextContent('under the $75.00 free-shipping minimum');
  expect(screen.getByTestId('club-change')).toHaveTextContent('Without the membership this order would be $100.00.');
  // The summary's own rows add up to its total.
  const value = (id: string) => Number(screen.getByTestId(id).textContent?.replace(/[^0-9.]/g, ''));
  expect(Math.round((value('amount-subtotal') + value('amount-shipping') + value('amount-membership') + value('amount-tax')) * 100)).toBe(Math.round(value('amount-total') * 100));
});

test('ckb with the 5-for-$50 set: no member saving the set already replaced, and the rows add up to the net change', () => {
  // Five Cheekies: $72 at list, $61 at member prices; the set makes either $50. Without the club shipping is $6.95.
  const c = cart({
    hasClubInCart: true, savings: 11,
    amounts: { subtotal: 61, discount: 0, shipping: 0, tax: 0, total: 89.95, savings: 11 },
    multiBuys: [{ id: 1, label: 'Mix any 5 Cheekies for $50', sets: 1, saving: 11 }],
    clubJoin: {
      clubName: 'Cheekboss VIP', monthly: 39.95, frequency: 'monthly', renewalDate: '2026-12-26', termsUrl: '/vipterms', termsVersion: 'v1', cancelUrl: '/members',
      disclosure: '…', consentLabel: '…', withoutClub: { subtotal: 72, discount: 0, shipping: 6.95, tax: 0, total: 56.95, savings: 22 },
      change: { items: 0, shipping: -6.95, tax: 0, membership: 39.95, net: 33 },
    },
  });
  renderSummary(c);
  expect(screen.queryByTestId('club-change-items')).not.toBeInTheDocument();
  expect(screen.getByTestId('club-change-shipping')).toHaveTextContent('−$6.95');
  expect(screen.getByTestId('club-change-membership')).toHaveTextContent('+$39.95');
  expect(screen.getByTestId('club-change-net')).toHaveTextContent('+$33.00');
  const rows = screen.getByTestId('club-change').querySelectorAll('dd[data-testid^="club-change-"]:not([data-testid="club-change-net"])');
  const cents = (t: string | null) => Math.round(Number(t!.replace(/[^0-9.]/g, '')) * 100) * (t!.startsWith('−') ? -1 : 1);
  expect([...rows].reduce((sum, r) => sum + cents(r.textContent), 0)).toBe(cents(screen.getByTestId('club-change-net').textContent));
});
