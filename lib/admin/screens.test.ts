import { matchAdminPath } from './screens';

test('each back-office URL opens its screen, with the id where the URL has one', () => {
  expect(matchAdminPath([])).toEqual({ screen: 'orders', id: null });
  expect(matchAdminPath(['orders', '10042'])).toEqual({ screen: 'order', id: '10042' });
  expect(matchAdminPath(['customers'])).toEqual({ screen: 'customers', id: null });
  expect(matchAdminPath(['customers', '7'])).toEqual({ screen: 'customer', id: '7' });
  expect(matchAdminPath(['items'])).toEqual({ screen: 'items', id: null });
  expect(matchAdminPath(['items', '1001'])).toEqual({ screen: 'item', id: '1001' });
  for (const s of ['codes', 'sets', 'offers', 'reports', 'staff', 'audit', 'sign-in', 'set-password'] as const) expect(matchAdminPath([s])).toEqual({ screen: s, id: null });
});

test('anything else is not found', () => {
  for (const segments of [['orders'], ['nope'], ['codes', '1'], ['orders', '1', 'x'], ['constructor'], ['__proto__', '1'], ['toString'], ['orders', '']]) {
    expect([segments, matchAdminPath(segments)]).toEqual([segments, null]);
  }
});
