import { HttpError } from '../http/errors';
import { ACCOUNT_MESSAGES as M, cleanName, parseEmail, readForgot, readLogin, readRegistration, readResetPassword } from './input';

function errorsOf(fn: () => unknown): string[] {
  try {
    fn();
  } catch (err) {
    if (err instanceof HttpError && err.status === 400) return err.messages;
    throw err;
  }
  return [];
}

test('emails are trimmed and lower-cased; invalid ones, control characters and overlong ones are refused', () => {
  expect(parseEmail('  Ann@Example.COM ')).toBe('ann@example.com');
  expect(parseEmail('ann@example')).toBeNull();
  expect(parseEmail('ann example@example.com')).toBeNull();
  expect(parseEmail('ann\u0000@example.com')).toBeNull();
  expect(parseEmail(`${'a'.repeat(250)}@example.com`)).toBeNull();
});

test('names lose control characters and extra white space', () => {
  expect(cleanName('  Ann\u0000\n  Lee\t')).toBe('Ann Lee');
});

test('registration: every problem at once, each named by its field', () => {
  expect(errorsOf(() => readRegistration({}))).toEqual([M.name, M.email, M.passwordLength]);
  expect(errorsOf(() => readRegistration({ name: 'x'.repeat(101), email: 'a@b.co', password: '12345678' }))).toEqual([M.nameTooLong]);
  expect(errorsOf(() => readRegistration({ name: 'Ann', email: 'a@b.co', password: '1234567' }))).toEqual([M.passwordLength]);
  expect(errorsOf(() => readRegistration({ name: 'Ann', email: 'a@b.co', password: 'x'.repeat(201) }))).toEqual([M.passwordLength]);
  expect(M.email).toBe('email: Enter a valid email address.');
});

test('passwords are taken as typed: spaces count, an emoji is one character', () => {
  expect(readRegistration({ name: 'Ann', email: 'A@B.co', password: ' 1234567' })).toEqual({ name: 'Ann', email: 'a@b.co', password: ' 1234567' });
  expect(errorsOf(() => readRegistration({ name: 'Ann', email: 'a@b.co', password: '🙂'.repeat(200) }))).toEqual([]);
  expect(errorsOf(() => readRegistration({ name: 'Ann', email: 'a@b.co', password: '🙂'.repeat(7) }))).toEqual([M.passwordLength]);
});

test('login, forgot and reset read their fields', () => {
  expect(errorsOf(() => readLogin({ email: 'nope' }))).toEqual([M.email, M.passwordMissing]);
  expect(readLogin({ email: ' A@B.co', password: 'x' })).toEqual({ email: 'a@b.co', password: 'x' });
  expect(errorsOf(() => readForgot({ email: '' }))).toEqual([M.email]);
  expect(errorsOf(() => readResetPassword({ token: 'abc', password: 'short' }))).toEqual([M.passwordLength]);
  expect(readResetPassword({ token: ' abc ', password: 'long enough' })).toEqual({ token: 'abc', password: 'long enough' });
});
