import { useRouter } from 'next/router';
import { useEffect, useState, type FormEvent } from 'react';
import { adminPost } from '../../lib/admin/api';
import type { SetupShown } from '../../lib/admin/types';
import { Errors } from './Errors';
import styles from './admin.module.css';

/** The link's token, from the fragment (#token=…), which never reaches a server or a log. */
function tokenFromHash(): string {
  return new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';
}

/**
 * The one-time link's page: shows the TOTP secret to add to an authenticator app, then takes a
 * password and the app's first code. Success signs the staff member in.
 */
export function SetPasswordForm() {
  const router = useRouter();
  const [shown, setShown] = useState<SetupShown | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    void adminPost<SetupShown>('setup/show', { token: tokenFromHash() }).then((a) => (a.ok ? setShown(a.data) : setErrors(a.errors)));
  }, []);
  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const password = String(form.get('password') ?? '');
    if (password !== String(form.get('confirm') ?? '')) return setErrors(['confirm: the two passwords differ']);
    setBusy(true);
    const a = await adminPost('setup/finish', { token: tokenFromHash(), password, code: String(form.get('code') ?? '') });
    setBusy(false);
    if (a.ok) void router.push('/admin');
    else setErrors(a.errors);
  }
  return (
    <div className={`${styles.card} ${styles.narrow}`}>
      <h1>Set your password</h1>
      {shown ? (
        <form onSubmit={(e) => void submit(e)} noValidate>
          <p>
            For <strong>{shown.email}</strong>. Add this key to an authenticator app (time-based, 6 digits), then type the app&apos;s code below.
          </p>
          <p>
            Key: <code className={styles.code} data-testid="totp-secret">{shown.secret}</code>
          </p>
          <p className={styles.muted}>
            Or open <a href={shown.otpauthUri}>this link</a> on the phone that has the app.
          </p>
          <div className={styles.field}>
            <label htmlFor="password">New password (8 to 200 characters)</label>
            <input id="password" name="password" type="password" autoComplete="new-password" minLength={8} required />
          </div>
          <div className={styles.field}>
            <label htmlFor="confirm">New password again</label>
            <input id="confirm" name="confirm" type="password" autoComplete="new-password" required />
          </div>
          <div className={styles.field}>
            <label htmlFor="code">Code from the app</label>
            <input id="code" name="code" inputMode="numeric" pattern="[0-9]{6}" maxLength={6} autoComplete="one-time-code" required />
          </div>
          {errors.length ? <Errors errors={errors} /> : null}
          <button className={styles.button} type="submit" disabled={busy}>
            Save and sign in
          </button>
        </form>
      ) : errors.length ? (
        <Errors errors={errors} />
      ) : (
        <p>Loading…</p>
      )}
    </div>
  );
}
