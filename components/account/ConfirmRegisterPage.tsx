import { useRouter } from 'next/router';
import { useRef, useState } from 'react';
import { accountApi } from '../../lib/account/api';
import { accountFormFailure } from '../../lib/account/errors';
import { DEFAULT_NEXT_PATH } from '../../lib/account/loginPath';
import { useAccountSession } from '../../lib/account/useAccountSession';
import type { BrandPageProps } from '../../lib/page/brandPage';
import s from '../pages/shared/section.module.css';
import { AccountScreen } from './AccountScreen';
import styles from './Account.module.css';

export interface ConfirmRegisterPageProps extends BrandPageProps {
  /** ?token= from the e-mail's link; null when the link came without one. */
  token: string | null;
}

const AGAIN = (
  <ul className={styles.links}>
    <li>
      <a href="/register">Register again</a>
    </li>
    <li>
      <a href="/login">Log in</a>
    </li>
  </ul>
);

/**
 * /confirm-register?token=: the e-mail's link. The account is confirmed when the shopper presses
 * the button (POST confirm-register), never on the page load, so a mail scanner following the
 * link does not use the token up. Then the shopper is logged in and goes to the members area.
 */
export function ConfirmRegisterPage({ path, token }: ConfirmRegisterPageProps) {
  const router = useRouter();
  const session = useAccountSession();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const sending = useRef(false);

  const confirm = async () => {
    if (!token || sending.current) return;
    sending.current = true;
    setBusy(true);
    setProblem(null);
    try {
      await accountApi.confirmRegister(session.api, token);
      await session.afterLogin();
      await router.replace(DEFAULT_NEXT_PATH);
    } catch (err) {
      setProblem(accountFormFailure(err, []).message);
      setBusy(false);
    } finally {
      sending.current = false;
    }
  };

  if (!token) {
    return (
      <AccountScreen path={path} title="Confirm your account" after={AGAIN}>
        <p className={s.alert} data-testid="confirm-missing-token">
          This link is incomplete. Please open the link from your email again, or register again to get a new one.
        </p>
      </AccountScreen>
    );
  }

  return (
    <AccountScreen
      path={path}
      title="Confirm your account"
      intro={<p>One last step: confirm your account and you’re logged in.</p>}
      after={problem ? AGAIN : undefined}
    >
      <div className={styles.form}>
        {problem ? (
          <p className={s.alert} role="alert" data-testid="account-form-error">
            {problem}
          </p>
        ) : null}
        <button type="button" className={`btn ${styles.submit}`} onClick={confirm} disabled={busy} aria-busy={busy || undefined} data-testid="confirm-register">
          {busy ? 'Confirming…' : 'Confirm my account'}
        </button>
      </div>
    </AccountScreen>
  );
}
