import { act, render } from '@testing-library/react';
import { couponOf, ineligiblePath, useCouponFromQuery, useFreePromoRedirect } from './effects';
import type { CartState } from './types';

type Handler = (url: string) => void;
const handlers = new Set<Handler>();
const router = {
  replace: jest.fn().mockResolvedValue(true),
  events: { on: (_: string, h: Handler) => handlers.add(h), off: (_: string, h: Handler) => handlers.delete(h) },
  query: {} as Record<string, string>,
  pathname: '/landing/[id]',
  isReady: true,
};
let currentCart: CartState | undefined;
const applyDiscount = jest.fn().mockResolvedValue(undefined);

jest.mock('next/router', () => ({ useRouter: () => router }));
jest.mock('../brand/context', () => ({ useBrand: () => ({ settings: { mainShoppingPath: '/category/leggings' } }) }));
jest.mock('./useCart', () => ({ useCart: () => ({ data: currentCart }) }));
jest.mock('./actions', () => ({ useCartActions: () => ({ applyDiscount }) }));

const cart = (removedFreePromo: boolean, items = 1) => ({ removedFreePromo, items: Array.from({ length: items }, (_, i) => ({ cartId: i })) }) as unknown as CartState;

function Probe() {
  useFreePromoRedirect();
  useCouponFromQuery();
  return null;
}

const navigate = (url: string) => act(() => handlers.forEach((h) => h(url)));

function mountWith(c: CartState | undefined) {
  currentCart = c;
  const view = render(<Probe />);
  return (next: CartState | undefined) => {
    currentCart = next;
    view.rerender(<Probe />);
  };
}

beforeEach(() => {
  router.replace.mockClear();
  router.query = {};
  router.pathname = '/landing/[id]';
  applyDiscount.mockClear();
  handlers.clear();
});

describe('useFreePromoRedirect', () => {
  it('redirects on the next navigation when removedFreePromo flips to true with items in the cart', () => {
    const update = mountWith(cart(false));
    navigate('/item/1');
    expect(router.replace).not.toHaveBeenCalled();
    update(cart(true));
    navigate('/item/2');
    expect(router.replace).toHaveBeenCalledWith('/category/leggings?ineligible=true');
    navigate('/item/3');
    expect(router.replace).toHaveBeenCalledTimes(1);
  });

  it('does not redirect when the flag was already true or the cart is empty', () => {
    const update = mountWith(cart(true));
    navigate('/a');
    update(cart(false, 0));
    update(cart(true, 0));
    navigate('/b');
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('builds the ineligible path', () => {
    expect(ineligiblePath('/category/leggings')).toBe('/category/leggings?ineligible=true');
    expect(ineligiblePath('/shop?x=1')).toBe('/shop?x=1&ineligible=true');
    expect(ineligiblePath('')).toBe('/?ineligible=true');
  });
});

describe('useCouponFromQuery', () => {
  it('applies the coupon once, after the cart has loaded', () => {
    router.query = { coupon: '10First' };
    const update = mountWith(undefined);
    expect(applyDiscount).not.toHaveBeenCalled();
    update(cart(false));
    update({ ...cart(false), items: [] });
    expect(applyDiscount).toHaveBeenCalledTimes(1);
    expect(applyDiscount).toHaveBeenCalledWith('10First');
  });

  it('never on an error page: an upcoming campaign (a 404 until its first day) with ?coupon= leaves the cart alone', () => {
    // Next renders pages/_error for a getServerSideProps notFound; the URL keeps its ?coupon=.
    router.pathname = '/_error';
    router.query = { coupon: 'First15', id: 'summer-sale' };
    const update = mountWith(undefined);
    update(cart(false));
    update({ ...cart(false), items: [] });
    expect(applyDiscount).not.toHaveBeenCalled();
  });

  it('reads the coupon of a page, not of an error page', () => {
    expect(couponOf('/landing/[id]', { coupon: ' First15 ' })).toBe('First15');
    expect(couponOf('/landing/[id]', { coupon: ['a', 'b'] })).toBe('');
    expect(couponOf('/_error', { coupon: 'First15' })).toBe('');
    expect(couponOf('/404', { coupon: 'First15' })).toBe('');
  });
});
