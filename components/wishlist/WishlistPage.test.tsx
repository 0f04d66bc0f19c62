import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BrandPageProps } from '../../lib/page/brandPage';
import { WISHLIST_ERROR } from '../../lib/wishlist/errors';
import { failed, installFakeShopFetch, ok } from '../../tests/helpers/fakeShopFetch';
import { renderInBrand } from '../../tests/helpers/renderInBrand';
import { WishlistPage } from './WishlistPage';

const mockRouter = { push: jest.fn(() => Promise.resolve(true)) };
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));

const shop = installFakeShopFetch();
const page = { path: '/wishlist' } as BrandPageProps;
const card = (id: number, name: string) => ({
  id, path: `/item/${id}`, name, image: { url: `/img/${id}.jpg`, width: 400, height: 600, alt: name }, hoverImage: null, price: 50, originalPrice: 60, clubPrice: null, colors: [], soldOut: false,
});
const wishlist = { items: [card(1, 'Seamless Legging'), card(2, 'Crop Top')], max: 200 };

beforeEach(() => jest.clearAllMocks());

const removeButton = (name: string) => screen.getByRole('button', { name: `Remove ${name} from your wishlist` });

test('lists the saved items as product cards, each with a link to the item and a remove button', () => {
  shop.reply({});
  renderInBrand(<WishlistPage {...page} wishlist={wishlist} />);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your wishlist');
  expect(screen.getByText('2 saved items')).toBeInTheDocument();
  const entries = within(screen.getByRole('list', { name: 'Saved items' })).getAllByTestId('wishlist-item');
  expect(entries).toHaveLength(2);
  expect(within(entries[0]).getByRole('link', { name: /Seamless Legging/ })).toHaveAttribute('href', '/item/1');
  expect(within(entries[1]).getByRole('link', { name: /Crop Top/ })).toHaveAttribute('href', '/item/2');
  expect(removeButton('Crop Top')).toBeEnabled();
  // The server's list is used as it is; only the cart is read (member prices, lib/club/useMemberPrices).
  expect(shop.calls.filter((c) => c.path !== 'cart')).toEqual([]);
});

test('remove: the item goes, the shopper is told, and the last one leaves the empty state with a link to shop', async () => {
  shop.reply({ 'POST wishlist/remove': (req) => ok({ itemId: Number(req.fields.itemId), saved: false, count: 0 }) });
  renderInBrand(<WishlistPage {...page} wishlist={wishlist} />);
  fireEvent.click(removeButton('Seamless Legging'));
  await waitFor(() => expect(screen.queryByRole('link', { name: /Seamless Legging/ })).toBeNull());
  expect(shop.callsTo('POST wishlist/remove').map((c) => c.fields)).toEqual([{ itemId: '1' }]);
  const notice = screen.getByRole('status');
  expect(notice).toHaveTextContent('Seamless Legging was removed from your wishlist.');
  await waitFor(() => expect(notice).toHaveFocus());
  expect(screen.getByText('1 saved item')).toBeInTheDocument();

  fireEvent.click(removeButton('Crop Top'));
  const empty = await screen.findByTestId('wishlist-empty');
  expect(within(empty).getByRole('heading', { level: 2 })).toHaveTextContent('Your wishlist is empty');
  expect(within(empty).getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/category/leggings');
  expect(screen.queryByTestId('wishlist-grid')).toBeNull();
});

test('an empty wishlist from the start shows the empty state', () => {
  shop.reply({});
  renderInBrand(<WishlistPage {...page} wishlist={{ items: [], max: 200 }} />);
  expect(screen.getByTestId('wishlist-empty')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Start shopping' })).toBeInTheDocument();
});

test('a failed removal keeps the item and says so', async () => {
  shop.reply({ 'POST wishlist/remove': failed(500, 'boom') });
  renderInBrand(<WishlistPage {...page} wishlist={wishlist} />);
  fireEvent.click(removeButton('Crop Top'));
  expect(await screen.findByRole('alert')).toHaveTextContent(WISHLIST_ERROR);
  expect(screen.getByRole('link', { name: /Crop Top/ })).toBeInTheDocument();
  expect(removeButton('Crop Top')).toBeEnabled();
});

test('a session that expired meanwhile: to the login page, back to the wishlist', async () => {
  shop.reply({ 'POST wishlist/remove': failed(401, 'Please log in to use your wishlist.') });
  renderInBrand(<WishlistPage {...page} wishlist={wishlist} />);
  fireEvent.click(removeButton('Crop Top'));
  await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/login?next=/wishlist'));
});
