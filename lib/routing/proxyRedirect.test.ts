import { NextRequest } from 'next/server';
import { proxy } from '../../proxy';
import { safeNextPath } from '../account/nextPath';

function nextOf(url: string, cookie?: string): string | null {
  const res = proxy(new NextRequest(url, { headers: cookie ? { cookie } : {} }));
  const location = res.headers.get('location');
  return location === null ? null : new URL(location).searchParams.get('next');
}

test('a visitor on a protected page is sent to log in, and comes back to the same page with its query', () => {
  expect(nextOf('http://pf.localhost/members')).toBe('/members');
  expect(nextOf('http://pf.localhost/orders?page=2')).toBe('/orders?page=2');
  expect(safeNextPath(nextOf('http://pf.localhost/orders?page=2&sort=new'))).toBe('/orders?page=2&sort=new');
});

test('the login redirect stays on the shopper’s own host', () => {
  const res = proxy(new NextRequest('http://ckb.localhost:3000/wishlist'));
  expect(new URL(res.headers.get('location')!).host).toBe('ckb.localhost:3000');
});

test('a shopper with a session cookie passes through', () => {
  expect(nextOf('http://pf.localhost/orders?page=2', 'shop_sid=abc')).toBeNull();
});
