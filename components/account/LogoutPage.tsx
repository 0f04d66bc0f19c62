import { useCallback, useEffect, useRef, useState } from 'react';
import { useAccountSession } from '../../lib/account/useAccountSession';
import { accountFormFailure } from '../../lib/account/errors';
import type { BrandPageProps } from '../../lib/page/brandPage';
import s from '../pages/shared/section.module.css';
import { AccountScreen } from './AccountScreen';
import styles from './Account.module.css';

type State = { state: 'asking' } | { state: 'working' } | { state: 'done' } | { state: 'failed'; message: string };

export interface LogoutPageProps extends BrandPageProps {
  /** The shopper followed a link on another site: log out only when they say so. */
  confirmFirst?: boolean;
}

/**
 * /logout: logs out as the page loads (GET logout), resets the cart and reloads it (spec section 4,
 * "Logout"), then says so and links onward. A failed call offers to try again.
 */
export function LogoutPage({ path, confirmFirst = false }: LogoutPageProps) {
  const { logout } = useAccountSession();
  const [status, setStatus] = useState<State>({ state: confirmFirst ? 'asking' : 'working' });
  const started = useRef(false);

  const run = useCallback(async () => {
    setStatus({ state: 'working' });
    try {
      await logout();
      setStatus({ state: 'done' });
    } catch (err) {
      setStatus({ state: 'failed', message: accountFormFailure(err, []).message ?? '' });
    }
  }, [logout]);

  useEffect(() => {
    // Once per visit (React's development double effects included).
    if (started.current || confirmFirst) return;
    started.current = true;
    void run();
  }, [run, confirmFirst]);

  const titles: Record<State['state'], string> = {
    asking: 'Log out?',
    working: 'Logging you out…',
    done: 'You’re logged out',
    failed: 'We couldn’t log you out',
  };
  const title = titles[status.state];
  return (
    <AccountScreen path={path} title={title} metaTitle="Log out">
      <div role="status" className={styles.status} data-testid="logout-status" data-state={status.state}>
        {status.state === 'done' ? <p>You’ve been logged out of your account on this device. Thanks for shopping with us!</p> : null}
        {status.state === 'working' ? <p>Just a moment while we log you out.</p> : null}
        {status.state === 'asking' ? <p>A link from another site brought you here. Do you want to log out of your account on this device?</p> : null}
      </div>
      {status.state === 'asking' ? (
        <div className={styles.actions}>
          <button type="button" className="btn" onClick={() => void run()}>
            Log out
          </button>
          <a href="/" className="btn btn-outline">
            Stay logged in
          </a>
        </div>
      ) : null}
      {status.state === 'failed' ? (
        <>
          <p className={s.alert} role="alert">
            {status.message}
          </p>
          <div className={styles.actions}>
            <button type="button" className="btn" onClick={() => void run()}>
              Try again
            </button>
          </div>
        </>
      ) : null}
      {status.state === 'done' ? (
        <div className={styles.actions}>
          <a href="/" className="btn">
            Continue shopping
          </a>
          <a href="/login" className="btn btn-outline">
            Log in again
          </a>
        </div>
      ) : null}
    </AccountScreen>
  );
}
