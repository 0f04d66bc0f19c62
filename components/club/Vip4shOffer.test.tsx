import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { failed, installFakeShopFetch, ok } from '../../tests/helpers/fakeShopFetch';
import { renderInBrand } from '../../tests/helpers/renderInBrand';
import { resetSplitTestCache } from '../../lib/experiments/resolve';
import { Vip4shOffer } from './Vip4shOffer';

const shop = installFakeShopFetch();
const running = { splitTests: [{ key: 'Vip4sh', values: ['Control', '4sh'], allowQueryOverride: true }] };

beforeEach(() => {
  resetSplitTestCache();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

test('the 4sh group sees the free-shipping offer after its space was kept hidden, and its exposure is reported once', async () => {
  shop.reply({ 'POST test-group': ok({ test: { key: 'Vip4sh', value: '4sh' } }), 'POST test-exposure': ok({ exposure: { recorded: true } }) });
  renderInBrand(<Vip4shOffer />, running);
  const line = screen.getByTestId('vip4sh-offer');
  expect(line).toHaveAttribute('data-variant', 'pending');
  expect(line).toHaveAttribute('aria-hidden', 'true');
  await waitFor(() => expect(line).toHaveAttribute('data-variant', '4sh'));
  expect(line).toHaveTextContent('Join today and this order ships free.');
  expect(line).not.toHaveAttribute('aria-hidden');
  await waitFor(() => expect(shop.callsTo('POST test-exposure')).toHaveLength(1));
  expect(shop.callsTo('POST test-exposure')[0].fields).toEqual({ key: 'Vip4sh' });
  expect(shop.callsTo('POST test-group')[0].fields).toEqual({ key: 'Vip4sh', values: 'Control,4sh' });
});

test('?Vip4sh=4sh is sent as the forced value', async () => {
  window.history.replaceState(null, '', '/?Vip4sh=4sh');
  shop.reply({ 'POST test-group': (req) => ok({ test: { key: 'Vip4sh', value: req.fields.value ?? 'Control' } }), 'POST test-exposure': ok({}) });
  renderInBrand(<Vip4shOffer />, running);
  await waitFor(() => expect(screen.getByTestId('vip4sh-offer')).toHaveAttribute('data-variant', '4sh'));
  expect(shop.callsTo('POST test-group')[0].fields.value).toBe('4sh');
});

test('when the shop API fails the control renders and no exposure is reported', async () => {
  shop.reply({ 'POST test-group': failed(500, 'down') });
  renderInBrand(<Vip4shOffer />, running);
  await waitFor(() => expect(screen.getByTestId('vip4sh-offer')).toHaveAttribute('data-variant', 'none'));
  expect(screen.getByTestId('vip4sh-offer')).toHaveTextContent('Member prices start with today’s order.');
  expect(shop.callsTo('POST test-exposure')).toHaveLength(0);
});

test('hidden (a member): the space is kept, nothing shown or counted', async () => {
  shop.reply({ 'POST test-group': ok({ test: { key: 'Vip4sh', value: 'Control' } }), 'POST test-exposure': ok({}) });
  renderInBrand(<Vip4shOffer hidden />, running);
  await waitFor(() => expect(shop.callsTo('POST test-group')).toHaveLength(1));
  expect(screen.getByTestId('vip4sh-offer')).toHaveAttribute('data-variant', 'pending');
  expect(shop.callsTo('POST test-exposure')).toHaveLength(0);
});

test('a brand that does not run the test renders nothing and asks nothing', () => {
  shop.reply({});
  const { container } = renderInBrand(<Vip4shOffer />, { splitTests: undefined });
  expect(container).toBeEmptyDOMElement();
  expect(shop.calls).toHaveLength(0);
});

describe('the 4sh promise comes with a way to act on it', () => {
  const cartState = (o: Record<string, unknown> = {}) => ({
    items: [{ cartId: 1, itemId: 1, quantity: 1 }], itemCount: 1, hasClub: false, hasClubInCart: false, amounts: { subtotal: 50, discount: 0, shipping: 6.95, tax: 0, total: 56.95, savings: 0 }, ...o,
  });

  test('one click puts the club in the cart, and the line then says so', async () => {
    let joined = false;
    shop.reply({
      'POST test-group': ok({ test: { key: 'Vip4sh', value: '4sh' } }), 'POST test-exposure': ok({}),
      'GET cart': () => ok(cartState({ hasClubInCart: joined })),
      'POST cart/club': (req) => {
        joined = req.fields.join === 'true';
        return ok(cartState({ hasClubInCart: joined }));
      },
    });
    renderInBrand(<Vip4shOffer />, { ...running, clubName: 'Pure Form VIP' });
    const join = await screen.findByRole('button', { name: 'Add Pure Form VIP to my order' });
    expect(screen.getByTestId('vip4sh-offer')).toHaveTextContent('Join today and this order ships free.');
    fireEvent.click(join);
    await waitFor(() => expect(shop.callsTo('POST cart/club')).toHaveLength(1));
    expect(shop.callsTo('POST cart/club')[0].fields).toEqual({ join: 'true' });
    expect(await screen.findByTestId('join-with-order-done')).toHaveTextContent('Pure Form VIP is in your cart.');
  });

  test('no join button for a member, for the control group, or where the page has its own (joinable false)', async () => {
    shop.reply({ 'POST test-group': ok({ test: { key: 'Vip4sh', value: '4sh' } }), 'POST test-exposure': ok({}), 'GET cart': ok(cartState({ hasClub: true })) });
    const member = renderInBrand(<Vip4shOffer />, running);
    await waitFor(() => expect(shop.callsTo('GET cart')).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('vip4sh-offer')).toHaveAttribute('data-variant', '4sh'));
    expect(screen.queryByTestId('join-with-order')).not.toBeInTheDocument();
    member.unmount();

    resetSplitTestCache();
    window.sessionStorage.clear();
    shop.reply({ 'POST test-group': ok({ test: { key: 'Vip4sh', value: '4sh' } }), 'POST test-exposure': ok({}), 'GET cart': ok(cartState()) });
    const own = renderInBrand(<Vip4shOffer joinable={false} />, running);
    await waitFor(() => expect(screen.getByTestId('vip4sh-offer')).toHaveAttribute('data-variant', '4sh'));
    expect(screen.queryByTestId('join-with-order')).not.toBeInTheDocument();
    own.unmount();

    resetSplitTestCache();
    window.sessionStorage.clear();
    shop.reply({ 'POST test-group': ok({ test: { key: 'Vip4sh', value: 'Control' } }), 'POST test-exposure': ok({}), 'GET cart': ok(cartState()) });
    renderInBrand(<Vip4shOffer />, running);
    await waitFor(() => expect(screen.getByTestId('vip4sh-offer')).toHaveAttribute('data-variant', 'Control'));
    expect(screen.queryByTestId('join-with-order')).not.toBeInTheDocument();
  });
});
