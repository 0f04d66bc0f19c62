import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';
import { adminPost } from '../../lib/admin/api';
import { afterSignInPath } from '../../lib/admin/signInNext';
import { Errors } from './Errors';
import styles from './admin.module.css';

/** Email, password and the authenticator's 6-digit code; on success, the page the visitor came from (`next`) or the order search. */
export function SignInForm() {
  const router = useRouter();
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setBusy(true);
    const a = await adminPost('sign-in', { email: String(form.get('email') ?? ''), password: String(form.get('password') ?? ''), code: String(form.get('code') ?? '') });
    setBusy(false);
    if (a.ok) void router.push(afterSignInPath(router.query.next));
    else setErrors(a.errors);
  }
  return (
    <form className={`${styles.card} ${styles.narrow}`} onSubmit={(e) => void submit(e)} noValidate>
      <h1>Sign in</h1>
      <div className={styles.field}>
        <label htmlFor="email">Email</label>
        <input id="email" name="email" type="email" autoComplete="username" required />
      </div>
      <div className={styles.field}>
        <label htmlFor="password">Password</label>
        <input id="password" name="password" type="password" autoComplete="current-password" required />
      </div>
      <div className={styles.field}>
        <label htmlFor="code">Authenticator code</label>
        <input id="code" name="code" inputMode="numeric" pattern="[0-9]{6}" maxLength={6} autoComplete="one-time-code" required />
      </div>
      {errors.length ? <Errors errors={errors} /> : null}
      <button className={styles.button} type="submit" disabled={busy}>
        Sign in
      </button>
    </form>
  );
}
