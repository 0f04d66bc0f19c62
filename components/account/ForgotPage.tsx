import { useRouter } from 'next/router';
import { useState } from 'react';
import { accountApi } from '../../lib/account/api';
import { DEFAULT_NEXT_PATH } from '../../lib/account/loginPath';
import { ACCOUNT_MESSAGES, EMAIL_MAX, PASSWORD_MAX, forgotSchema, resetPasswordSchema, type ForgotValues, type ResetPasswordValues } from '../../lib/account/schemas';
import { useAccountSession } from '../../lib/account/useAccountSession';
import type { BrandPageProps } from '../../lib/page/brandPage';
import { AccountForm } from './AccountForm';
import type { AccountFieldSpec } from './AccountField';
import { AccountScreen } from './AccountScreen';
import { MailSent } from './MailSent';
import styles from './Account.module.css';

export interface ForgotPageProps extends BrandPageProps {
  /** ?token= from the reset e-mail's link: the page asks for the new password. */
  token: string | null;
}

const EMAIL_FIELDS: AccountFieldSpec<keyof ForgotValues>[] = [{ name: 'email', label: 'Email address', type: 'email', autoComplete: 'email', maxLength: EMAIL_MAX }];
const PASSWORD_FIELDS: AccountFieldSpec<keyof ResetPasswordValues>[] = [
  { name: 'password', label: 'New password', type: 'password', autoComplete: 'new-password', hint: ACCOUNT_MESSAGES.passwordHint, maxLength: PASSWORD_MAX },
];

const BACK_TO_LOGIN = (
  <ul className={styles.links}>
    <li>
      <a href="/login">Back to log in</a>
    </li>
  </ul>
);

/** /forgot: the e-mail for a reset link (POST forgot); "we’ve sent a link" whether or not the account exists. */
function RequestReset({ path }: { path: string }) {
  const session = useAccountSession();
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <AccountScreen
      path={path}
      title="Forgot your password?"
      intro={<p>Enter the email address of your account and we’ll send you a link to choose a new password.</p>}
      after={BACK_TO_LOGIN}
    >
      {sentTo ? (
        <MailSent title="Check your email" testId="forgot-sent">
          <p>
            If there is an account for <span className={styles.email}>{sentTo}</span>, we’ve sent it a link to choose a new password. The link works for 1 hour.
          </p>
          <p>No email after a few minutes? Check your spam folder, or ask for a new link.</p>
        </MailSent>
      ) : (
        <AccountForm
          label="Send a reset link"
          testId="forgot-form"
          fields={EMAIL_FIELDS}
          schema={forgotSchema}
          initialValues={{ email: '' }}
          submitLabel="Send me a link"
          busyLabel="Sending…"
          onSubmit={async (values) => {
            await accountApi.forgot(session.api, values);
            setSentTo(values.email.trim());
          }}
        />
      )}
    </AccountScreen>
  );
}

/** /forgot?token=: the new password (POST reset-password), then logged in and on to the members area. */
function ChooseNewPassword({ path, token }: { path: string; token: string }) {
  const router = useRouter();
  const session = useAccountSession();
  return (
    <AccountScreen
      path={path}
      title="Choose a new password"
      intro={<p>Pick a new password for your account. You’ll be logged in straight away, and logged out everywhere else.</p>}
      after={
        <ul className={styles.links}>
          <li>
            <a href="/forgot">Link expired? Get a new one</a>
          </li>
        </ul>
      }
    >
      <AccountForm
        label="Choose a new password"
        testId="reset-form"
        fields={PASSWORD_FIELDS}
        schema={resetPasswordSchema}
        initialValues={{ password: '' }}
        submitLabel="Save my new password"
        busyLabel="Saving…"
        onSubmit={async (values) => {
          await accountApi.resetPassword(session.api, token, values.password);
          await session.afterLogin();
          await router.replace(DEFAULT_NEXT_PATH);
        }}
      />
    </AccountScreen>
  );
}

export function ForgotPage({ path, token }: ForgotPageProps) {
  return token ? <ChooseNewPassword path={path} token={token} /> : <RequestReset path={path} />;
}
