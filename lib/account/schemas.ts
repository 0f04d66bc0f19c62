// Yup rules of the account forms: the rules the shop API applies (server/accounts), so a problem
// shows on the field before anything is sent.
import * as yup from 'yup';
import { EMAIL_PATTERN } from '../validation/email';

/** Passwords: 8 to 200 characters (the shop API's rule). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;

export const ACCOUNT_MESSAGES = {
  nameRequired: 'Please enter your name.',
  nameTooLong: `Please keep your name to ${NAME_MAX} characters or fewer.`,
  emailRequired: 'Please enter your email address.',
  email: 'Please enter a valid email address, like name@example.com.',
  passwordRequired: 'Please enter your password.',
  newPasswordRequired: 'Please choose a password.',
  passwordLength: `Your password needs ${PASSWORD_MIN} to ${PASSWORD_MAX} characters.`,
  passwordHint: `At least ${PASSWORD_MIN} characters.`,
} as const;

const M = ACCOUNT_MESSAGES;

const email = () => yup.string().trim().required(M.emailRequired).max(EMAIL_MAX, M.email).matches(EMAIL_PATTERN, M.email);
// Passwords are taken as typed: no trimming (a space is a character like any other).
const newPassword = () => yup.string().required(M.newPasswordRequired).min(PASSWORD_MIN, M.passwordLength).max(PASSWORD_MAX, M.passwordLength);

export const loginSchema = yup.object({
  email: email(),
  password: yup.string().required(M.passwordRequired),
});

export const registerSchema = yup.object({
  name: yup.string().trim().required(M.nameRequired).max(NAME_MAX, M.nameTooLong),
  email: email(),
  password: newPassword(),
});

export const forgotSchema = yup.object({ email: email() });

export const resetPasswordSchema = yup.object({ password: newPassword() });

export type LoginValues = yup.InferType<typeof loginSchema>;
export type RegisterValues = yup.InferType<typeof registerSchema>;
export type ForgotValues = yup.InferType<typeof forgotSchema>;
export type ResetPasswordValues = yup.InferType<typeof resetPasswordSchema>;

/** The shopper's message for a field the shop API rejected although the form let it through. */
export const SERVER_FIELD_MESSAGES: Record<string, string> = {
  name: M.nameRequired,
  email: M.email,
  password: M.passwordLength,
};
