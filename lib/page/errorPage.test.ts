import type { NextPageContext } from 'next';
import { errorPageProps } from './errorPage';

const serverCtx = (host: string | undefined, statusCode: number, err?: Error & { statusCode?: number }) =>
  ({ req: { headers: { host } }, res: { statusCode }, err }) as unknown as NextPageContext;

test("a page the server could not find is a 404 named for the host's store", async () => {
  expect(await errorPageProps(serverCtx('pf.localhost:3000', 404))).toEqual({ statusCode: 404, storeName: 'Pure Form' });
  expect(await errorPageProps(serverCtx('www.cheekboss.shop', 404))).toEqual({ statusCode: 404, storeName: 'Cheekboss' });
});

test('a server error names the store too; a host no brand claims gets no store name', async () => {
  expect(await errorPageProps(serverCtx('hb.localhost', 500, new Error('boom')))).toEqual({ statusCode: 500, storeName: 'Harbor Basics' });
  expect(await errorPageProps(serverCtx('no-such-brand.localhost', 404))).toEqual({ statusCode: 404, storeName: null });
});

test('in the browser, the router showing a notFound page gets a 404; a thrown error stays a 500', async () => {
  expect(await errorPageProps({} as NextPageContext)).toEqual({ statusCode: 404, storeName: null });
  expect(await errorPageProps({ err: new Error('render failed') } as NextPageContext)).toEqual({ statusCode: 500, storeName: null });
});
