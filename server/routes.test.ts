import { ROUTE_KEYS } from '../lib/api/contract';
import { ROUTES } from './routes';

describe('the router and the contract', () => {
  test('every contract route has exactly one handler, and every handler a contract route', () => {
    const served = ROUTES.map((r) => `${r.method} ${r.path}`);
    expect(new Set(served).size).toBe(served.length);
    expect([...served].sort()).toEqual([...ROUTE_KEYS].sort());
  });

  test('every route has a handler function', () => {
    for (const r of ROUTES) expect(typeof r.handler).toBe('function');
  });
});
