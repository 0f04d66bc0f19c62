import { useRouter } from 'next/router';
import { accountApi } from '../../lib/account/api';
import { loginSchema, type LoginValues } from '../../lib/account/schemas';
import { useAccountSession } from '../../lib/account/useAccountSession';
import type { BrandPageProps } from '../../lib/page/brandPage';
import { useBrand } from '../../lib/brand/context';
import { AccountForm } from './AccountForm';
import type { AccountFieldSpec } from './AccountField';
import { AccountScreen } from './AccountScreen';
import styles from './Account.module.css';

export interface LoginPageProps extends BrandPageProps {
  /** Where to go after logging in: a same-site path (lib/account/nextPath.ts), default /members. */
  next: string;
}

const FIELDS: AccountFieldSpec<keyof LoginValues>[] = [
  { name: 'email', label: 'Email address', type: 'email', autoComplete: 'username', maxLength: 254 },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password', maxLength: 200 },
];

/** /login: email and password (POST login), then on to ?next= with the cart reloaded. */
export function LoginPage({ path, next }: LoginPageProps) {
  const router = useRouter();
  const { brand } = useBrand();
  const session = useAccountSession();

  const onSubmit = async (values: LoginValues) => {
    await accountApi.login(session.api, values);
    await session.afterLogin();
    await router.replace(next);
  };

  return (
    <AccountScreen
      path={path}
      title="Log in"
      intro={<p>Welcome back to {brand.storeName}. Log in to see your orders and your account.</p>}
      after={
        <>
          <ul className={styles.links}>
            <li>
              <a href="/forgot">Forgot your password?</a>
            </li>
            <li>
              <a href="/register">New here? Create an account</a>
            </li>
          </ul>
          {/* An account exists only once its email is confirmed; until then its password cannot log in. */}
          <p className={styles.hint} data-testid="login-confirm-hint">
            Just registered? Open the link in the email we sent you to confirm your address, then log in.
          </p>
        </>
      }
    >
      <AccountForm
        label="Log in"
        testId="login-form"
        fields={FIELDS}
        schema={loginSchema}
        initialValues={{ email: '', password: '' }}
        submitLabel="Log in"
        busyLabel="Logging in…"
        onSubmit={onSubmit}
      />
    </AccountScreen>
  );
}
