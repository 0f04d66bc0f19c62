import { useState, type FormEvent, type ReactNode } from 'react';
import { adminPost } from '../../lib/admin/api';
import { Errors } from './Errors';
import styles from './admin.module.css';

interface Props {
  /** Its heading, and the accessible name of the form. */
  title: string;
  /** /admin/api path to POST the form's fields to. */
  path: string;
  submitLabel: string;
  danger?: boolean;
  /** Asked before sending (window.confirm); none: sent at once. */
  confirm?: string;
  /** Called after a success (the order page reloads the order). */
  onDone: (message: string) => void;
  doneMessage: string;
  children?: ReactNode;
}

/** One action on an order: a small form that POSTs its fields and shows the server's answer. */
export function ActionForm({ title, path, submitLabel, danger, confirm, onDone, doneMessage, children }: Props) {
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const id = `action-${path.replace(/[^a-z0-9]+/gi, '-')}`;
  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const formEl = e.currentTarget;
    // A required field left empty is said at the field before anything is asked or sent (a club
    // change without its reason asked "Skip the next month for this member?", then was refused).
    if (!formEl.checkValidity()) {
      formEl.reportValidity();
      return;
    }
    if (confirm && !window.confirm(confirm)) return;
    const fields: Record<string, string> = {};
    for (const [k, v] of new FormData(formEl)) if (typeof v === 'string' && v.trim() !== '') fields[k] = v.trim();
    setBusy(true);
    const a = await adminPost(path, fields);
    setBusy(false);
    if (a.ok) {
      setErrors([]);
      formEl.reset();
      onDone(doneMessage);
    } else setErrors(a.errors);
  }
  return (
    <form className={styles.card} aria-labelledby={id} onSubmit={(e) => void submit(e)} noValidate>
      <h2 id={id}>{title}</h2>
      {children}
      {errors.length ? <Errors errors={errors} /> : null}
      <button className={`${styles.button} ${danger ? styles.danger : ''}`} type="submit" disabled={busy}>
        {submitLabel}
      </button>
    </form>
  );
}
