import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { SWRConfig } from 'swr';
import { BrandProvider } from '../../lib/brand/context';
import { testBrand, testLayoutSettings } from '../../lib/brand/testFixtures';
import { WISHLIST_ERROR } from '../../lib/wishlist/errors';
import { failed, installFakeShopFetch, ok } from '../../tests/helpers/fakeShopFetch';
import { renderInBrand } from '../../tests/helpers/renderInBrand';
import { SaveToWishlist } from './SaveToWishlist';

const mockRouter = { query: {} as Record<string, string>, push: jest.fn(() => Promise.resolve(true)), replace: jest.fn(() => Promise.resolve(true)) };
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));

const shop = installFakeShopFetch();
const ITEM = 9001;
const card = (id: number) => ({ id, path: `/item/${id}`, name: `Item ${id}`, image: null, hoverImage: null, price: 10, originalPrice: null, colors: [], soldOut: false });

beforeEach(() => {
  jest.clearAllMocks();
  mockRouter.query = {};
});

const button = () => screen.getByRole('button', { name: /wishlist/i });
const pressed = async (value: 'true' | 'false') => waitFor(() => expect(button()).toHaveAttribute('aria-pressed', value));

/** A logged-in shopper whose wishlist holds `saved`; add and remove change it like the API does. */
function loggedInWith(saved: number[]) {
  let ids = [...saved];
  shop.reply({
    'GET cart': ok({ loggedIn: true, itemCount: 0 }),
    'GET wishlist': () => ok({ items: ids.map(card), max: 200 }),
    'POST wishlist/add': (req) => {
      ids = [Number(req.fields.itemId), ...ids.filter((i) => i !== Number(req.fields.itemId))];
      return ok({ itemId: Number(req.fields.itemId), saved: true, count: ids.length });
    },
    'POST wishlist/remove': (req) => {
      ids = ids.filter((i) => i !== Number(req.fields.itemId));
      return ok({ itemId: Number(req.fields.itemId), saved: false, count: ids.length });
    },
  });
}

test('the server renders the default state without asking anything', () => {
  shop.reply({});
  const html = renderToString(
    <SWRConfig value={{ provider: () => new Map() }}>
      <BrandProvider brand={testBrand} settings={testLayoutSettings}>
        <SaveToWishlist itemId={ITEM} />
      </BrandProvider>
    </SWRConfig>,
  );
  expect(html).toContain('aria-pressed="false"');
  expect(html).toContain('Save to wishlist');
  expect(shop.calls).toEqual([]);
});

test('a visitor: never asks for a wishlist; pressing goes to the login page that comes back to the item to save it', async () => {
  shop.reply({ 'GET cart': ok({ loggedIn: false, itemCount: 0 }) });
  renderInBrand(<SaveToWishlist itemId={ITEM} />);
  await waitFor(() => expect(shop.callsTo('GET cart')).toHaveLength(1));
  expect(button()).toHaveAccessibleName('Save to wishlist');
  expect(button()).toHaveAttribute('aria-pressed', 'false');
  fireEvent.click(button());
  await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith(`/login?next=/item/${ITEM}%3Fwishlist%3Dsave`));
  expect(shop.callsTo('GET wishlist')).toEqual([]);
  expect(shop.callsTo('POST wishlist/add')).toEqual([]);
});

test('logged in, not saved: pressing saves it, shows Saved and a link to the wishlist', async () => {
  loggedInWith([42]);
  renderInBrand(<SaveToWishlist itemId={ITEM} />);
  await waitFor(() => expect(shop.callsTo('GET wishlist')).toHaveLength(1));
  expect(button()).toHaveAttribute('aria-pressed', 'false');
  expect(screen.queryByRole('link', { name: 'View wishlist' })).toBeNull();
  fireEvent.click(button());
  await pressed('true');
  expect(button()).toHaveAccessibleName('Saved to wishlist');
  expect(button().querySelector('.visually-hidden')).toHaveTextContent('to wishlist');
  expect(shop.callsTo('POST wishlist/add').map((c) => c.fields)).toEqual([{ itemId: String(ITEM) }]);
  await waitFor(() => expect(shop.callsTo('GET wishlist')).toHaveLength(2));
  expect(button()).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('link', { name: 'View wishlist' })).toHaveAttribute('href', '/wishlist');
});

test('logged in, saved: shows Saved once the list arrives; pressing removes it', async () => {
  loggedInWith([ITEM, 42]);
  renderInBrand(<SaveToWishlist itemId={ITEM} />);
  await pressed('true');
  fireEvent.click(button());
  await pressed('false');
  expect(button()).toHaveAccessibleName('Save to wishlist');
  expect(shop.callsTo('POST wishlist/remove').map((c) => c.fields)).toEqual([{ itemId: String(ITEM) }]);
  await waitFor(() => expect(shop.callsTo('GET wishlist')).toHaveLength(2));
  expect(button()).toHaveAttribute('aria-pressed', 'false');
  expect(mockRouter.push).not.toHaveBeenCalled();
});

test('a full wishlist: the API says why and the button goes back', async () => {
  shop.reply({
    'GET cart': ok({ loggedIn: true }),
    'GET wishlist': ok({ items: [], max: 200 }),
    'POST wishlist/add': failed(409, 'itemId: Your wishlist is full (200 items). Remove an item to save another.'),
  });
  renderInBrand(<SaveToWishlist itemId={ITEM} />);
  await waitFor(() => expect(shop.callsTo('GET wishlist')).toHaveLength(1));
  fireEvent.click(button());
  expect(await screen.findByRole('alert')).toHaveTextContent('Your wishlist is full (200 items). Remove an item to save another.');
  expect(button()).toHaveAttribute('aria-pressed', 'false');
});

test('a server failure gives a friendly message', async () => {
  shop.reply({ 'GET cart': ok({ loggedIn: true }), 'GET wishlist': ok({ items: [], max: 200 }), 'POST wishlist/add': failed(500, 'boom') });
  renderInBrand(<SaveToWishlist itemId={ITEM} />);
  await waitFor(() => expect(shop.callsTo('GET wishlist')).toHaveLength(1));
  fireEvent.click(button());
  expect(await screen.findByRole('alert')).toHaveTextContent(WISHLIST_ERROR);
});

test('a session that expired (401) while saving: the login page, back to the item to save it', async () => {
  shop.reply({ 'GET cart': ok({ loggedIn: true }), 'GET wishlist': ok({ items: [], max: 200 }), 'POST wishlist/add': failed(401, 'Please log in to use your wishlist.') });
  renderInBrand(<SaveToWishlist itemId={ITEM} />);
  await waitFor(() => expect(shop.callsTo('GET wishlist')).toHaveLength(1));
  fireEvent.click(button());
  await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith(`/login?next=/item/${ITEM}%3Fwishlist%3Dsave`));
  expect(button()).toHaveAttribute('aria-pressed', 'false');
  expect(screen.queryByRole('alert')).toBeNull();
});

test('back from logging in to save (?wishlist=save): saves the item once and drops the flag from the URL', async () => {
  loggedInWith([42]);
  mockRouter.query = { id: String(ITEM), wishlist: 'save' };
  renderInBrand(<SaveToWishlist itemId={ITEM} />);
  await pressed('true');
  await waitFor(() => expect(shop.callsTo('GET wishlist')).toHaveLength(2));
  expect(shop.callsTo('POST wishlist/add').map((c) => c.fields)).toEqual([{ itemId: String(ITEM) }]);
  expect(mockRouter.replace).toHaveBeenCalledTimes(1);
  expect(mockRouter.replace).toHaveBeenCalledWith(`/item/${ITEM}`, undefined, { shallow: true, scroll: false });
  expect(button()).toHaveAttribute('aria-pressed', 'true');
});

test('back from logging in to save an item already saved: leaves it saved (no press that would remove it)', async () => {
  loggedInWith([ITEM]);
  mockRouter.query = { id: String(ITEM), wishlist: 'save' };
  renderInBrand(<SaveToWishlist itemId={ITEM} />);
  await pressed('true');
  await waitFor(() => expect(mockRouter.replace).toHaveBeenCalledTimes(1));
  expect(shop.callsTo('POST wishlist/add')).toEqual([]);
  expect(shop.callsTo('POST wishlist/remove')).toEqual([]);
  expect(button()).toHaveAttribute('aria-pressed', 'true');
});

test('?wishlist=save for a visitor (not logged in after all) saves nothing and sends nowhere', async () => {
  shop.reply({ 'GET cart': ok({ loggedIn: false, itemCount: 0 }) });
  mockRouter.query = { id: String(ITEM), wishlist: 'save' };
  renderInBrand(<SaveToWishlist itemId={ITEM} />);
  await waitFor(() => expect(shop.callsTo('GET cart')).toHaveLength(1));
  expect(shop.callsTo('GET wishlist')).toEqual([]);
  expect(mockRouter.push).not.toHaveBeenCalled();
  expect(mockRouter.replace).not.toHaveBeenCalled();
});
