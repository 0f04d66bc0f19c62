import { ApiError, RetryError } from '../api/errors';
import type { ApiClient } from '../api/client';
import { accountOrLogin, loggedInCustomer } from './server';

const customer = { id: 1, name: 'Demo Shopper', email: 'demo@pf.example' };
const overview = { customer, club: { member: false, paused: false }, orders: [] };

function apiAnswering(answer: () => Promise<unknown>) {
  const get = jest.fn(answer);
  return { api: { get, post: jest.fn() } as unknown as ApiClient, get };
}

const withCookie = { cookies: { other: '1', shop_sid: 'abcdefghijklmnopqrstuvwxyz' } };

describe('loggedInCustomer', () => {
  test('no session cookie: a visitor, without asking the API', async () => {
    const { api, get } = apiAnswering(async () => overview);
    expect(await loggedInCustomer(api, { cookies: { other: '1' } })).toBeNull();
    expect(await loggedInCustomer(api, { cookies: {} })).toBeNull();
    expect(get).not.toHaveBeenCalled();
  });

  test('with a session: GET account says who it is; a 401 or any failure means not logged in', async () => {
    expect(await loggedInCustomer(apiAnswering(async () => overview).api, withCookie)).toEqual(customer);
    expect(await loggedInCustomer(apiAnswering(() => Promise.reject(new ApiError(401, ['Please log in to continue.'], ''))).api, withCookie)).toBeNull();
    expect(await loggedInCustomer(apiAnswering(() => Promise.reject(new RetryError(3, 'account', null))).api, withCookie)).toBeNull();
  });
});

describe('accountOrLogin', () => {
  test('the account for a customer', async () => {
    const { api, get } = apiAnswering(async () => overview);
    expect(await accountOrLogin(api, '/members')).toEqual({ props: { account: overview } });
    expect(get).toHaveBeenCalledWith('account');
  });

  test('a 401 redirects to the login page that comes back', async () => {
    const { api } = apiAnswering(() => Promise.reject(new ApiError(401, ['Please log in to continue.'], '')));
    expect(await accountOrLogin(api, '/members')).toEqual({ redirect: { destination: '/login?next=/members', permanent: false } });
  });

  test('other failures are errors, not an empty account', async () => {
    const { api } = apiAnswering(() => Promise.reject(new RetryError(3, 'account', new Error('Server error 500'))));
    await expect(accountOrLogin(api, '/members')).rejects.toBeInstanceOf(RetryError);
  });
});
