import { EMAIL_PATTERN } from '../../lib/validation/email';
import { badRequest } from '../http/errors';
import type { Fields } from '../http/types';
import { PASSWORD_MAX, PASSWORD_MIN, passwordLengthOk } from './password';

const NAME_MAX = 100;
const EMAIL_MAX = 254;

/** The account calls' messages. Field errors follow the API's 'field: text' convention. */
export const ACCOUNT_MESSAGES = {
  badLogin: 'Email or password is incorrect.',
  badLink: 'This link has expired or was already used.',
  registrationClosed: 'Registration is closed right now.',
  crossSiteLogout: 'Log out from the shop’s own pages.',
  loginRequired: 'Please log in to continue.',
  name: 'name: Enter your name.',
  nameTooLong: `name: Use at most ${NAME_MAX} characters.`,
  email: 'email: Enter a valid email address.',
  passwordMissing: 'password: Enter your password.',
  passwordLength: `password: Use ${PASSWORD_MIN} to ${PASSWORD_MAX} characters.`,
} as const;

// PostgreSQL text cannot hold NUL, and no name or email address needs control characters.
const CONTROLS = /[\u0000-\u001f\u007f]/g;

const text = (f: Fields, name: string): string => {
  const v = f[name];
  return typeof v === 'string' ? v : '';
};

/** The email, trimmed and lower-cased, or null when it is not a valid address. */
export function parseEmail(raw: string): string | null {
  const v = raw.trim().toLowerCase();
  return v.length <= EMAIL_MAX && EMAIL_PATTERN.test(v) ? v : null;
}

/** A display name: control characters and runs of white space become one space. */
export function cleanName(raw: string): string {
  return raw.replace(CONTROLS, ' ').replace(/\s+/g, ' ').trim();
}

function fail(problems: (string | false)[]): void {
  const list = problems.filter((p): p is string => p !== false);
  if (list.length) throw badRequest(list);
}

export function readLogin(f: Fields): { email: string; password: string } {
  const email = parseEmail(text(f, 'email'));
  const password = text(f, 'password');
  fail([!email && ACCOUNT_MESSAGES.email, !password && ACCOUNT_MESSAGES.passwordMissing]);
  return { email: email ?? '', password };
}

/** Passwords are taken as typed: never trimmed or cleaned. */
export function readRegistration(f: Fields): { name: string; email: string; password: string } {
  const name = cleanName(text(f, 'name'));
  const email = parseEmail(text(f, 'email'));
  const password = text(f, 'password');
  fail([
    !name ? ACCOUNT_MESSAGES.name : [...name].length > NAME_MAX && ACCOUNT_MESSAGES.nameTooLong,
    !email && ACCOUNT_MESSAGES.email,
    !passwordLengthOk(password) && ACCOUNT_MESSAGES.passwordLength,
  ]);
  return { name, email: email ?? '', password };
}

export function readForgot(f: Fields): { email: string } {
  const email = parseEmail(text(f, 'email'));
  fail([!email && ACCOUNT_MESSAGES.email]);
  return { email: email ?? '' };
}

/** The token is not checked here: a malformed one is an unusable link like any other (consumeToken). */
export function readResetPassword(f: Fields): { token: string; password: string } {
  const password = text(f, 'password');
  fail([!passwordLengthOk(password) && ACCOUNT_MESSAGES.passwordLength]);
  return { token: readToken(f), password };
}

export function readToken(f: Fields): string {
  return text(f, 'token').trim();
}
