import { ApiError, RetryError } from '../api/errors';
import { fillPath, type ApiClient } from '../api/client';
import type { OrderHistory } from '../account/types';
import { historyOrLogin, orderOrLogin, requestedPage } from './server';

function apiAnswering(answer: () => Promise<unknown>) {
  const get = jest.fn(answer);
  return { api: { get, post: jest.fn() } as unknown as ApiClient, get };
}

const history = (o: Partial<OrderHistory> = {}): OrderHistory => ({ orders: [], page: 1, pageSize: 10, total: 0, pageCount: 0, ...o });
const rejecting = (status: number) => () => Promise.reject(new ApiError(status, ['x'], ''));

describe('requestedPage', () => {
  test('absent is page 1; a page number is taken; the first of repeated values counts', () => {
    expect(requestedPage(undefined)).toBe(1);
    expect(requestedPage('3')).toBe(3);
    expect(requestedPage(['2', '5'])).toBe(2);
  });
  test('anything else is not a page', () => {
    for (const v of ['', '0', '-1', '01', '1.5', 'abc', '10001', 'x'.repeat(5000)]) expect(requestedPage(v)).toBeNull();
  });
});

describe('historyOrLogin', () => {
  test('asks GET orders for the page and gives the history', async () => {
    const h = history({ total: 12, pageCount: 2, page: 2 });
    const { api, get } = apiAnswering(async () => h);
    expect(await historyOrLogin(api, 2)).toEqual({ props: { history: h } });
    expect(get).toHaveBeenCalledWith('orders', { page: 2 });
  });

  test('no orders at all: page 1 is the empty state, not a 404', async () => {
    expect(await historyOrLogin(apiAnswering(async () => history()).api, 1)).toEqual({ props: { history: history() } });
  });

  test('a page past the last one is a 404', async () => {
    expect(await historyOrLogin(apiAnswering(async () => history({ page: 3, total: 12, pageCount: 2 })).api, 3)).toEqual({ notFound: true });
  });

  test('a visitor goes to log in and comes back to the same page', async () => {
    expect(await historyOrLogin(apiAnswering(rejecting(401)).api, 1)).toEqual({ redirect: { destination: '/login?next=/orders', permanent: false } });
    expect(await historyOrLogin(apiAnswering(rejecting(401)).api, 2)).toEqual({ redirect: { destination: '/login?next=/orders%3Fpage%3D2', permanent: false } });
  });

  test('other failures are errors, not an empty history', async () => {
    await expect(historyOrLogin(apiAnswering(() => Promise.reject(new RetryError(3, 'orders', null))).api, 1)).rejects.toBeInstanceOf(RetryError);
    await expect(historyOrLogin(apiAnswering(rejecting(403)).api, 1)).rejects.toBeInstanceOf(ApiError);
  });
});

describe('orderOrLogin', () => {
  test('asks GET orders/:id with the id encoded', async () => {
    const { api, get } = apiAnswering(async () => ({ id: 7 }));
    expect(await orderOrLogin(api, '7')).toEqual({ props: { order: { id: 7 } } });
    expect(get).toHaveBeenCalledWith('orders/:id', { id: '7' });
    await orderOrLogin(api, 'a/b?c');
    expect(get).toHaveBeenLastCalledWith('orders/:id', { id: 'a/b?c' });
    expect(fillPath('orders/:id', { id: 'a/b?c' }).path).toBe('orders/a%2Fb%3Fc');
  });

  test('401 → log in and come back; 404 (not theirs) and 400 (malformed) → the 404 page', async () => {
    expect(await orderOrLogin(apiAnswering(rejecting(401)).api, '7')).toEqual({ redirect: { destination: '/login?next=/orders/7', permanent: false } });
    expect(await orderOrLogin(apiAnswering(rejecting(404)).api, '7')).toEqual({ notFound: true });
    expect(await orderOrLogin(apiAnswering(rejecting(400)).api, 'abc')).toEqual({ notFound: true });
  });
});
