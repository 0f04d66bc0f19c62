import { sameOrigin } from './origin';

test('only the host the request was sent to', () => {
  expect(sameOrigin('https://pf.example.com', 'pf.example.com')).toBe(true);
  expect(sameOrigin('http://localhost:4100', 'localhost:4100')).toBe(true);
  expect(sameOrigin('https://evil.example', 'pf.example.com')).toBe(false);
  expect(sameOrigin('https://pf.example.com:8443', 'pf.example.com')).toBe(false);
  expect(sameOrigin(undefined, 'pf.example.com')).toBe(false);
  expect(sameOrigin('null', 'pf.example.com')).toBe(false);
  expect(sameOrigin('not a url', 'pf.example.com')).toBe(false);
  expect(sameOrigin('file://pf.example.com', 'pf.example.com')).toBe(false);
  expect(sameOrigin('https://pf.example.com', undefined)).toBe(false);
});
