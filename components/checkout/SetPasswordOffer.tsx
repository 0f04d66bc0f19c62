import { useId, useState, type FormEvent } from 'react';
import { useShopApi } from '../../lib/api/useShopApi';
import { accountApi } from '../../lib/account/api';
import { useBrand } from '../../lib/brand/context';
import { errorMessage } from '../../lib/cart/errors';
import { fieldAria } from '../ui/Field';
import styles from './Funnel.module.css';

const PASSWORD_MIN = 8;
const PASSWORD_MAX = 200;

interface Props {
  email: string;
  name: string;
  /** The order joined the club: the membership is managed from the account this password opens. */
  joinedClub: boolean;
}

/**
 * The thank-you page's way into the account the order is kept under (issue 25): a shopper who is not
 * logged in chooses a password here, in one step, and confirms it from the link mailed to the order's
 * email (POST register: a guest checkout's customer keeps its id, orders and membership; an email that
 * already has an account gets a mail pointing to /forgot). The answer is the same for every email.
 */
export function SetPasswordOffer({ email, name, joinedClub }: Props) {
  const { brand } = useBrand();
  const api = useShopApi();
  const id = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  // The hint stays on screen, but an error takes its place in what the field is described by.
  const control = fieldAria(`${id}-password`, !error, error);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) {
      setError(`Use ${PASSWORD_MIN} to ${PASSWORD_MAX} characters.`);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await accountApi.register(api, { name: name || email.split('@')[0], email, password });
      setSent(true);
    } catch (err) {
      setError(errorMessage(err, 'We couldn’t save your password. Please try again.').replace(/^password:\s*/, ''));
    } finally {
      setBusy(false);
    }
  };

  if (sent) {
    return (
      <section className={styles.orderBlock} data-testid="set-password-sent" role="status">
        <h2>Check your inbox</h2>
        <p>
          We sent a link to <strong className={styles.email}>{email}</strong>. Open it to confirm the email is yours, and you’re logged in with your new password.
        </p>
      </section>
    );
  }
  return (
    <section className={styles.orderBlock} aria-labelledby={`${id}-title`} data-testid="set-password-offer">
      <h2 id={`${id}-title`}>{joinedClub ? `Set a password to manage your ${brand.clubName} membership` : 'Set a password for your account'}</h2>
      <p>
        Your order{joinedClub ? ' and membership are' : ' is'} kept under <strong className={styles.email}>{email}</strong>. Choose a password to log in, follow your orders
        {joinedClub ? ', and skip, pause or cancel your membership' : ''}. Already have one? <a href="/login">Log in</a> or <a href="/forgot">reset it</a>.
      </p>
      <form className={styles.setPassword} onSubmit={(e) => void submit(e)} noValidate>
        <label htmlFor={control.id}>Choose a password</label>
        <input
          {...control}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          data-testid="set-password-input"
        />
        <p id={`${control.id}-hint`}>{PASSWORD_MIN} to {PASSWORD_MAX} characters.</p>
        {error && (
          <p id={`${control.id}-error`} role="alert" className={styles.error}>
            {error}
          </p>
        )}
        <button type="submit" className="btn" disabled={busy} data-testid="set-password-submit">
          {busy ? 'Saving…' : 'Set my password'}
        </button>
      </form>
    </section>
  );
}
