import type { NextPageContext } from 'next';
import { errorPageProps } from './errorPage';
import { errorPageLayout } from './errorPageLayout';

// The layout's store settings come from the shop API; here a stand-in answers for the host's brand.
jest.mock('./errorPageLayout', () => ({ errorPageLayout: jest.fn() }));
const layoutFor = jest.mocked(errorPageLayout);
const layout = (storeName: string) => ({ brand: { storeName }, layoutSettings: { storeName }, layout: 'default', path: '/gone' });
beforeEach(() => {
  layoutFor.mockReset();
  layoutFor.mockImplementation(async (brand, path) => ({ ...layout(brand.storeName), path }) as never);
});

const serverCtx = (host: string | undefined, statusCode: number, err?: Error & { statusCode?: number }) =>
  ({ req: { headers: { host }, url: '/gone?x=1' }, res: { statusCode }, err }) as unknown as NextPageContext;

test("a page the server could not find is a 404 named for the host's store, in its layout", async () => {
  expect(await errorPageProps(serverCtx('pf.localhost:3000', 404))).toEqual({ statusCode: 404, storeName: 'Pure Form', ...layout('Pure Form') });
  expect(await errorPageProps(serverCtx('www.cheekboss.shop', 404))).toEqual({ statusCode: 404, storeName: 'Cheekboss', ...layout('Cheekboss') });
});

test('a server error names the store too; a host no brand claims gets no store name and no layout', async () => {
  expect(await errorPageProps(serverCtx('hb.localhost', 500, new Error('boom')))).toMatchObject({ statusCode: 500, storeName: 'Harbor Basics' });
  expect(await errorPageProps(serverCtx('no-such-brand.localhost', 404))).toEqual({ statusCode: 404, storeName: null });
  expect(layoutFor).toHaveBeenCalledTimes(1);
});

test('when the store settings cannot be loaded the page is named for the store but stands alone', async () => {
  layoutFor.mockResolvedValue(null);
  expect(await errorPageProps(serverCtx('pf.localhost', 500, new Error('database down')))).toEqual({ statusCode: 500, storeName: 'Pure Form' });
});

test('in the browser, the router showing a notFound page gets a 404; a thrown error stays a 500', async () => {
  expect(await errorPageProps({} as NextPageContext)).toEqual({ statusCode: 404, storeName: null });
  expect(await errorPageProps({ err: new Error('render failed') } as NextPageContext)).toEqual({ statusCode: 500, storeName: null });
  expect(layoutFor).not.toHaveBeenCalled();
});
