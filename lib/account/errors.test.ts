import { ApiError, RetryError } from '../api/errors';
import { ACCOUNT_NETWORK_ERROR, ACCOUNT_SERVER_ERROR, accountFormFailure } from './errors';

const fields = ['name', 'email', 'password'] as const;
const api = (status: number, ...messages: string[]) => new ApiError(status, messages, `failed with ${status}`);

test('messages naming a field of the form go on that field, without the prefix', () => {
  expect(accountFormFailure(api(400, 'name: Enter your name.', 'password: Use 8 to 200 characters.'), fields)).toEqual({
    fieldErrors: { name: 'Enter your name.', password: 'Use 8 to 200 characters.' },
    message: null,
  });
});

test('the first message per field wins; a bare message becomes a sentence', () => {
  expect(accountFormFailure(api(400, 'email: enter a valid email', 'email: second'), fields).fieldErrors).toEqual({ email: 'Enter a valid email.' });
});

test('messages naming no field are for the whole form as they are', () => {
  expect(accountFormFailure(api(400, 'Email or password is incorrect.'), fields)).toEqual({ fieldErrors: {}, message: 'Email or password is incorrect.' });
  expect(accountFormFailure(api(429, 'Too many attempts. Try again in 15 minutes.'), fields).message).toBe('Too many attempts. Try again in 15 minutes.');
});

test('a message naming something that is not a field of this form loses its prefix and goes above the button', () => {
  expect(accountFormFailure(api(400, 'token: This link has expired or was already used.'), ['password'])).toEqual({
    fieldErrors: {},
    message: 'This link has expired or was already used.',
  });
});

test('no message: the server’s problem; no answer: the network’s', () => {
  expect(accountFormFailure(api(502), fields).message).toBe(ACCOUNT_SERVER_ERROR);
  expect(accountFormFailure(new TypeError('Failed to fetch'), fields).message).toBe(ACCOUNT_NETWORK_ERROR);
  expect(accountFormFailure(new RetryError(3, '/api.php/logout', new Error('Timed out after 60000 ms')), fields).message).toBe(ACCOUNT_NETWORK_ERROR);
  expect(accountFormFailure(new RetryError(1, '/api.php/logout', new Error('Server error 500 from logout')), fields).message).toBe(ACCOUNT_SERVER_ERROR);
});

test('the throttle’s 429 and the other-site 403 are shown above the button as the API says them', () => {
  const throttled = accountFormFailure(new ApiError(429, ['Too many attempts. Try again in 15 minutes.'], 'x'), ['email', 'password']);
  expect(throttled).toEqual({ fieldErrors: {}, message: 'Too many attempts. Try again in 15 minutes.' });
  const crossSite = accountFormFailure(new ApiError(403, ["origin: this request must come from the store's own pages"], 'x'), ['email']);
  expect(crossSite.fieldErrors).toEqual({});
  expect(crossSite.message).toMatch(/^This request must come from the store's own pages\.?$/);
});
