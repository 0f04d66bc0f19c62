import { ApiError } from '../api/errors';
import type { ApiClient } from '../api/client';
import { clubPageProps, monthParam, trackingParam } from './server';
import { testMembership } from './testFixtures';

function apiAnswering(answer: () => Promise<unknown>) {
  const get = jest.fn(answer);
  return { api: { get, post: jest.fn() } as unknown as ApiClient, get };
}

describe('clubPageProps', () => {
  test('the membership (or null) for a logged-in customer', async () => {
    const membership = testMembership();
    const { api, get } = apiAnswering(async () => ({ membership }));
    expect(await clubPageProps(api, '/members_skip_flow')).toEqual({ props: { membership } });
    expect(get).toHaveBeenCalledWith('club');
    expect(await clubPageProps(apiAnswering(async () => ({ membership: null })).api, '/members_skip_flow')).toEqual({ props: { membership: null } });
  });

  test('a visitor goes to log in and comes back; a brand without a club is the 404 page; anything else throws', async () => {
    const visitor = apiAnswering(() => Promise.reject(new ApiError(401, ['Please log in to continue.'], '')));
    expect(await clubPageProps(visitor.api, '/skip-vip?month=2025-07')).toEqual({
      redirect: { destination: '/login?next=/skip-vip%3Fmonth%3D2025-07', permanent: false },
    });
    const noClub = apiAnswering(() => Promise.reject(new ApiError(404, ['This store has no club.'], '')));
    expect(await clubPageProps(noClub.api, '/members_pause_flow')).toEqual({ notFound: true });
    const broken = apiAnswering(() => Promise.reject(new ApiError(500, [], '')));
    await expect(clubPageProps(broken.api, '/cancel-vip')).rejects.toBeInstanceOf(ApiError);
  });
});

test('query parameters are taken only when well-formed', () => {
  expect(monthParam('2025-07')).toBe('2025-07');
  expect(monthParam(['2025-08', '2025-09'])).toBe('2025-08');
  for (const bad of [undefined, '', '2025-13', '<script>', '2025-07-01']) expect(monthParam(bad)).toBeNull();
  expect(trackingParam('9400111899223')).toBe('9400111899223');
  expect(trackingParam('1Z-999-AA1')).toBe('1Z-999-AA1');
  for (const bad of [undefined, '', 'abc', '<b>hi</b>', 'x'.repeat(41), 'a b c d']) expect(trackingParam(bad)).toBeNull();
});
