import { useState } from 'react';
import { accountApi } from '../../lib/account/api';
import { ACCOUNT_MESSAGES, EMAIL_MAX, NAME_MAX, PASSWORD_MAX, registerSchema, type RegisterValues } from '../../lib/account/schemas';
import { useAccountSession } from '../../lib/account/useAccountSession';
import { useBrand } from '../../lib/brand/context';
import type { BrandPageProps } from '../../lib/page/brandPage';
import s from '../pages/shared/section.module.css';
import { AccountForm } from './AccountForm';
import type { AccountFieldSpec } from './AccountField';
import { AccountScreen } from './AccountScreen';
import { MailSent } from './MailSent';
import styles from './Account.module.css';

export interface RegisterPageProps extends BrandPageProps {
  /** The brand's registrationLocked flag: no new accounts for now. */
  closed: boolean;
}

export const REGISTRATION_CLOSED = 'Registration is closed right now.';

const FIELDS: AccountFieldSpec<keyof RegisterValues>[] = [
  { name: 'name', label: 'Your name', type: 'text', autoComplete: 'name', maxLength: NAME_MAX },
  { name: 'email', label: 'Email address', type: 'email', autoComplete: 'username', maxLength: EMAIL_MAX },
  { name: 'password', label: 'Choose a password', type: 'password', autoComplete: 'new-password', hint: ACCOUNT_MESSAGES.passwordHint, maxLength: PASSWORD_MAX },
];

/** /register: name, email, password (POST register), then "check your email" for the confirmation link. */
export function RegisterPage({ path, closed }: RegisterPageProps) {
  const { brand } = useBrand();
  const session = useAccountSession();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = async (values: RegisterValues) => {
    await accountApi.register(session.api, values);
    setSentTo(values.email.trim());
  };

  const loginLink = (
    <ul className={styles.links}>
      <li>
        <a href="/login">Already have an account? Log in</a>
      </li>
    </ul>
  );

  return (
    <AccountScreen
      path={path}
      title="Create your account"
      metaTitle="Create an account"
      intro={<p>Track your orders, save your style profile and check out faster at {brand.storeName}.</p>}
      after={loginLink}
    >
      {closed ? (
        <p className={s.alert} data-testid="registration-closed">
          {REGISTRATION_CLOSED} You can still shop as a guest, and log in if you already have an account.
        </p>
      ) : sentTo ? (
        <MailSent title="Check your email" testId="register-sent">
          <p>
            We’ve sent a link to <span className={styles.email}>{sentTo}</span>. Open it within 24 hours to confirm your account and log in.
          </p>
          <p>No email after a few minutes? Check your spam folder, or register again to get a new link.</p>
        </MailSent>
      ) : (
        <AccountForm
          label="Create your account"
          testId="register-form"
          fields={FIELDS}
          schema={registerSchema}
          initialValues={{ name: '', email: '', password: '' }}
          submitLabel="Create account"
          busyLabel="Creating your account…"
          onSubmit={onSubmit}
        />
      )}
    </AccountScreen>
  );
}
