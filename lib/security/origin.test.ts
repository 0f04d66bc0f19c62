import { originOf } from './origin';

test.each([
  ['/api.php/', null],
  ['https://pf.example/api.php/', 'https://pf.example'],
  ['http://127.0.0.1:4000/api.php/', 'http://127.0.0.1:4000'],
  ['HTTPS://API.Example.test:8443/x', 'https://api.example.test:8443'],
  ['javascript:alert(1)', null],
  ['https://', null],
])('originOf(%p) = %p', (base, origin) => {
  expect(originOf(base)).toBe(origin);
});
