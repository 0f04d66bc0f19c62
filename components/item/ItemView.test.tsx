import '@testing-library/jest-dom';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { SWRConfig } from 'swr';
import { BrandProvider } from '../../lib/brand/context';
import { testBrand, testLayoutSettings } from '../../lib/brand/testFixtures';
import { itemWithCards } from '../../lib/catalog/cards';
import { colorImageSets } from '../../lib/catalog/colorImages';
import type { CatalogImage, Item, ReviewsPageData } from '../../lib/catalog/types';
import { DrawerProvider } from '../../lib/ui/drawers';
import { installFakeShopFetch, ok } from '../../tests/helpers/fakeShopFetch';
import { renderInBrand } from '../../tests/helpers/renderInBrand';
import { ItemView, type ItemViewProps } from './ItemView';
import { preloadItemMore } from './ItemMoreSlot';

jest.mock('next/router', () => ({ useRouter: () => ({ query: {}, push: jest.fn(), replace: jest.fn() }) }));

const shop = installFakeShopFetch();

const img = (n: number, view: string): CatalogImage => ({ url: `/media/art${n}.svg`, width: 800, height: 1000, alt: `Lace Cheeky in Lavender, ${view}` });
const images = { image1: img(1, 'front view'), image2: img(2, 'back view') };
const colors = [
  { name: 'Lavender', hex: '#b9a7d6', parts: ['Lavender'] },
  { name: 'Ivory/Black', hex: '#f3ead8', parts: ['Ivory', 'Black'] },
];
const item: Item = {
  id: 2001, path: '/item/2001', slug: 'lace-cheeky', name: 'Lace Cheeky', type: 'cheeky', description: '',
  images, imageKeys: ['image1', 'image2'], colorImages: colorImageSets(images, colors.map((c) => c.name)),
  aspectClass: 'portrait', additionalImages: [], modelImages: { plus: null, straight: null }, colors, baseColor: 'purple',
  sizes: [{ size: 'S', label: 'S', stock: 9, soldOut: false }], soldOut: false, categoryIds: [], price: 12.99, originalPrice: null,
  clubPrice: null, vipOnly: false, matching: [], rating: { average: 1, count: 1, histogram: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: stars === 1 ? 1 : 0 })) },
  category: null, breadcrumb: [], createdAt: '2026-01-01T00:00:00.000Z',
};
const reviews: ReviewsPageData = {
  reviews: [{ id: 1, itemId: 2001, item: null, firstName: 'Ann', lastInitial: 'Q', rating: 1, title: 'Too small', body: '', images: [], answers: [], date: '2026-09-30' }],
  summary: item.rating, page: 1, pageSize: 10, total: 1,
};
const props: ItemViewProps = { item: itemWithCards(item), reviews, sizeGuide: [], afterpay: { afterpay: false, afterpayMin: 0, afterpayMax: 0 }, clubName: 'VIP' };

beforeEach(() => shop.reply({ 'POST cart/add': ok({ items: [] }), 'GET cart': ok({ items: [], loggedIn: false }) }));

/** The item page in the browser, once its cart (wishlist button) has been read. */
async function view() {
  renderInBrand(
    <DrawerProvider>
      <ItemView {...props} />
    </DrawerProvider>,
  );
  await waitFor(() => expect(shop.callsTo('GET cart')).toHaveLength(1));
  await act(async () => {});
}
/** The item view as the server renders it. */
const serverHtml = () =>
  renderToString(
    <SWRConfig value={{ provider: () => new Map() }}>
      <BrandProvider brand={testBrand} settings={testLayoutSettings}>
        <DrawerProvider>
          <ItemView {...props} />
        </DrawerProvider>
      </BrandProvider>
    </SWRConfig>,
  );
const photos = () => within(screen.getByRole('list', { name: 'Photos of Lace Cheeky' })).getAllByRole('img');

test('the server renders the first colour only: no other colour\'s images in the HTML', () => {
  const html = serverHtml();
  expect(html).toContain('src="/media/art1.svg"');
  expect(html).not.toContain('?color=');
});

test('choosing a colour shows the garment in that colour, and that colour goes to the cart', async () => {
  await view();
  expect(photos().map((p) => p.getAttribute('src'))).toEqual(['/media/art1.svg', '/media/art2.svg']);
  fireEvent.click(screen.getByLabelText('Ivory / Black'));
  expect(screen.getByTestId('selected-color')).toHaveTextContent('Ivory / Black');
  expect(photos().map((p) => p.getAttribute('src'))).toEqual(['/media/art1.svg?color=Ivory%2FBlack', '/media/art2.svg?color=Ivory%2FBlack']);
  expect(photos()[0]).toHaveAccessibleName('Lace Cheeky in Ivory/Black, front view');
  fireEvent.click(screen.getByTestId('add-to-cart'));
  expect(await screen.findByText('Added to your cart.')).toBeInTheDocument();
  expect(shop.callsTo('POST cart/add').map((c) => c.fields)).toEqual([{ itemId: '2001', color: 'Ivory/Black', size: 'S', quantity: '1' }]);
  fireEvent.click(screen.getByLabelText('Lavender'));
  await waitFor(() => expect(photos()[0]).toHaveAttribute('src', '/media/art1.svg'));
});

test('reviews read like the reviews page: "1 star", dates in words', async () => {
  await view();
  const section = screen.getByTestId('reviews');
  expect(within(section).getByText('1 star')).toBeInTheDocument();
  expect(within(section).getByText('5 stars')).toBeInTheDocument();
  expect(within(section).getByText('September 30, 2026')).toHaveAttribute('dateTime', '2026-09-30');
  expect(within(section).queryByText('2026-09-30')).toBeNull();
});

test('a new colour brings the photo strip back to its first photo; choosing the same colour again does not', async () => {
  const scrollTo = jest.fn();
  const original = HTMLElement.prototype.scrollTo;
  HTMLElement.prototype.scrollTo = scrollTo as unknown as typeof original;
  try {
    await view();
    expect(scrollTo).not.toHaveBeenCalled();
    fireEvent.click(screen.getByLabelText('Ivory / Black'));
    await waitFor(() => expect(scrollTo).toHaveBeenCalledTimes(1));
    expect(scrollTo.mock.contexts[0]).toBe(screen.getByRole('list', { name: 'Photos of Lace Cheeky' }));
    expect(scrollTo.mock.calls[0][0]).toMatchObject({ left: 0 });
    fireEvent.click(screen.getByLabelText('Ivory / Black'));
    await act(async () => {});
    expect(scrollTo).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByLabelText('Lavender'));
    await waitFor(() => expect(scrollTo).toHaveBeenCalledTimes(2));
  } finally {
    HTMLElement.prototype.scrollTo = original;
  }
});

test('once in the browser the page asks for the stock as it is now: a size sold out since the page was made (or kept by a CDN) shows sold out', async () => {
  shop.reply({
    'GET cart': ok({ items: [], loggedIn: false }),
    'GET item/2001/stock': ok({ sizes: [{ size: 'S', label: 'S', stock: 0, soldOut: true }], soldOut: true }),
  });
  await view();
  await waitFor(() => expect(screen.getByTestId('add-to-cart')).toHaveTextContent('Sold out'));
  expect(screen.getByTestId('add-to-cart')).toBeDisabled();
  expect(screen.getByTestId('size-option')).toHaveAttribute('data-sold-out', 'true');
  expect(shop.callsTo('GET item/2001/stock')).toHaveLength(1);
});

test('when the stock cannot be read the page keeps its own sizes', async () => {
  await view();
  expect(screen.getByTestId('size-option')).toHaveAttribute('data-sold-out', 'false');
  expect(screen.getByTestId('add-to-cart')).toHaveTextContent('Add to cart');
});

describe('member prices (issue 25)', () => {
  const clubItem = itemWithCards({ ...item, price: 12.99, clubPrice: 9.99 });
  const render = () =>
    renderInBrand(
      <DrawerProvider>
        <ItemView {...props} item={clubItem} />
      </DrawerProvider>,
    );

  test('the cached HTML holds the list price and the club offer, never a member price', () => {
    const html = renderToString(
      <SWRConfig value={{ provider: () => new Map() }}>
        <BrandProvider brand={testBrand} settings={testLayoutSettings}>
          <DrawerProvider>
            <ItemView {...props} item={clubItem} />
          </DrawerProvider>
        </BrandProvider>
      </SWRConfig>,
    );
    expect(html).toContain('VIP members pay $9.99');
    expect(html).not.toContain('Member price');
  });

  test('a shopper whose cart gives member prices sees the member price on the same lines', async () => {
    shop.reply({ 'GET cart': ok({ items: [], loggedIn: true, hasClub: true, memberPrices: true }) });
    render();
    expect(await screen.findByText('Your VIP member price')).toBeInTheDocument();
    expect(screen.getAllByTestId('price')[0]).toHaveTextContent('Member price $9.99');
    expect(screen.queryByText(/members pay/)).not.toBeInTheDocument();
  });

  test('a paused member (hasClub without member prices) is still offered the club price', async () => {
    shop.reply({ 'GET cart': ok({ items: [], loggedIn: true, hasClub: true, memberPrices: false, clubPaused: true }) });
    render();
    await waitFor(() => expect(shop.callsTo('GET cart').length).toBeGreaterThan(0));
    await act(async () => {});
    expect(screen.getByTestId('club-price')).toHaveTextContent('VIP members pay $9.99');
    expect(screen.getAllByTestId('price')[0]).toHaveTextContent('$12.99');
  });
});

test('while adding, Add to cart keeps keyboard focus (aria-disabled, not disabled) and a second press adds nothing more', async () => {
  let answer!: () => void;
  shop.reply({ 'GET cart': ok({ items: [], loggedIn: false }), 'POST cart/add': () => new Promise((res) => (answer = () => res(ok({ items: [] })))) });
  await view();
  const button = screen.getByTestId('add-to-cart');
  button.focus();
  fireEvent.click(button);
  await waitFor(() => expect(button).toHaveTextContent('Adding…'));
  // A disabled button would lose focus to the page, and the cart drawer would give it back there.
  expect(button).not.toBeDisabled();
  expect(button).toHaveAttribute('aria-disabled', 'true');
  expect(document.activeElement).toBe(button);
  fireEvent.click(button);
  await act(async () => answer());
  expect(await screen.findByText('Added to your cart.')).toBeInTheDocument();
  expect(shop.callsTo('POST cart/add')).toHaveLength(1);
  expect(button).not.toHaveAttribute('aria-disabled');
});

test("an item in members' early access says until when, and who may buy it now; without the date, nothing", async () => {
  renderInBrand(
    <DrawerProvider>
      <ItemView {...props} item={{ ...props.item, membersUntil: '2026-12-12T15:00:00.000Z' }} />
    </DrawerProvider>,
  );
  expect(screen.getByTestId('early-access')).toHaveTextContent('VIP members’ early access: members buy it now, everyone from December 12, 2026.');
  await act(async () => {});
});

test('an item open to everyone has no early-access line', async () => {
  await view();
  expect(screen.queryByTestId('early-access')).toBeNull();
});

test('the server HTML holds the reviews in full once the item page has preloaded them (not a placeholder for a script to fill in)', async () => {
  await preloadItemMore();
  const html = serverHtml();
  expect(html).toContain('id="reviews-title"');
  expect(html).toContain('Too small');
  expect(html).not.toContain('<template');
});
