import { useState } from 'react';
import { accountApi } from '../../lib/account/api';
import { changePasswordSchema, type ChangePasswordValues } from '../../lib/account/changePasswordSchema';
import { ACCOUNT_MESSAGES, PASSWORD_MAX } from '../../lib/account/schemas';
import { useAccountSession } from '../../lib/account/useAccountSession';
import type { BrandPageProps } from '../../lib/page/brandPage';
import { AccountForm } from './AccountForm';
import type { AccountFieldSpec } from './AccountField';
import { AccountScreen } from './AccountScreen';
import { MailSent } from './MailSent';
import styles from './Account.module.css';

const FIELDS: AccountFieldSpec<keyof ChangePasswordValues>[] = [
  { name: 'currentPassword', label: 'Current password', type: 'password', autoComplete: 'current-password', maxLength: PASSWORD_MAX },
  { name: 'newPassword', label: 'New password', type: 'password', autoComplete: 'new-password', hint: ACCOUNT_MESSAGES.passwordHint, maxLength: PASSWORD_MAX },
  { name: 'confirmPassword', label: 'Confirm new password', type: 'password', autoComplete: 'new-password', maxLength: PASSWORD_MAX },
];

const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

const BACK = (
  <ul className={styles.links}>
    <li>
      <a href="/members">Back to my account</a>
    </li>
    <li>
      <a href="/forgot">Forgot your current password?</a>
    </li>
  </ul>
);

/**
 * /change_password (protected): current, new and confirmed new password (POST change-password).
 * The shopper stays logged in here and is logged out everywhere else.
 */
export function ChangePasswordPage({ path }: BrandPageProps) {
  const session = useAccountSession();
  const [changed, setChanged] = useState(false);

  return (
    <AccountScreen path={path} title="Change your password" intro={<p>Choose a new password for your account. You’ll stay logged in here and be logged out on your other devices.</p>} after={BACK}>
      {changed ? (
        <MailSent title="Your password is changed" testId="password-changed">
          <p>Use your new password the next time you log in. Any other device that was logged in to your account has been logged out.</p>
        </MailSent>
      ) : (
        <AccountForm
          label="Change your password"
          testId="change-password-form"
          fields={FIELDS}
          schema={changePasswordSchema}
          initialValues={EMPTY}
          submitLabel="Change my password"
          busyLabel="Changing…"
          onSubmit={async (values) => {
            await accountApi.changePassword(session.api, values.currentPassword, values.newPassword);
            setChanged(true);
          }}
        />
      )}
    </AccountScreen>
  );
}
