// The /change_password form's rules: the new password follows registration's (lib/account/schemas.ts).
import * as yup from 'yup';
import { ACCOUNT_MESSAGES, PASSWORD_MAX, PASSWORD_MIN } from './schemas';

export const CHANGE_PASSWORD_MESSAGES = {
  currentRequired: 'Please enter your current password.',
  confirmRequired: 'Please type your new password again.',
  mismatch: 'The two new passwords don’t match.',
  same: 'Please choose a password different from your current one.',
} as const;

const M = CHANGE_PASSWORD_MESSAGES;

// Passwords are taken as typed: no trimming.
export const changePasswordSchema = yup.object({
  currentPassword: yup.string().required(M.currentRequired),
  newPassword: yup
    .string()
    .required(ACCOUNT_MESSAGES.newPasswordRequired)
    .min(PASSWORD_MIN, ACCOUNT_MESSAGES.passwordLength)
    .max(PASSWORD_MAX, ACCOUNT_MESSAGES.passwordLength)
    .test('different', M.same, (v, ctx) => !v || v !== ctx.parent.currentPassword),
  confirmPassword: yup
    .string()
    .required(M.confirmRequired)
    .test('match', M.mismatch, (v, ctx) => v === ctx.parent.newPassword),
});

export type ChangePasswordValues = yup.InferType<typeof changePasswordSchema>;
