import { errorCopy, errorStatus } from './errorCopy';

test('a malformed address and a missing page have their own words', () => {
  expect(errorCopy(400)).toMatchObject({ code: 400, title: 'This link doesn’t work' });
  expect(errorCopy(404)).toMatchObject({ code: 404, title: 'Page not found' });
});

test('other client errors read as a broken link, server errors as our problem', () => {
  expect(errorCopy(431)).toMatchObject({ code: 431, title: 'This link doesn’t work' });
  expect(errorCopy(503)).toMatchObject({ code: 503, title: 'Something went wrong' });
});

test('a status that is not an error becomes 500', () => {
  expect(errorCopy(200).code).toBe(500);
  expect(errorCopy(Number.NaN).code).toBe(500);
});

test('the status comes from the response, else the error, else 500', () => {
  expect(errorStatus(400, undefined)).toBe(400);
  expect(errorStatus(200, 404)).toBe(404);
  expect(errorStatus(undefined, undefined)).toBe(500);
});
