import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import {
  CONTENT_FORM_FIELDS,
  FORM_SUCCESS_MESSAGES,
  RATING_LABELS,
  submitContentForm,
  validateContentForm,
  type ContentFormErrors,
  type ContentFormField,
  type ContentFormFieldName,
  type ContentFormValues,
} from '@/lib/content/forms';
import type { FormBlock as FormBlockData } from '@/lib/content/types';
import styles from './FormBlock.module.css';

interface Props {
  block: FormBlockData;
  /** Base of the shop API (the brand's apiBaseUrl); defaults to this app's '/api.php/'. */
  apiBase?: string;
}

type Status = { state: 'idle' } | { state: 'sending' } | { state: 'sent' } | { state: 'failed'; message: string };

/** Spec section 2: form errors scroll to the first field with a 60 pixel offset. */
const SCROLL_OFFSET = 60;

export function FormBlock({ block, apiBase }: Props) {
  const fields = CONTENT_FORM_FIELDS[block.formId] ?? [];
  const uid = useId();
  const idFor = (name: string) => `${uid}-${block.formId}-${name}`;
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ContentFormValues>({});
  const [errors, setErrors] = useState<ContentFormErrors>({});
  const [status, setStatus] = useState<Status>({ state: 'idle' });

  const onChange = (name: ContentFormFieldName) => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const value = e.target.value;
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name]) setErrors((errs) => ({ ...errs, [name]: undefined }));
  };

  const focusFirstError = (errs: ContentFormErrors) => {
    const first = fields.find((f) => errs[f.name]);
    if (!first) return;
    const el = formRef.current?.querySelector<HTMLElement>(`[name="${first.name}"]`);
    if (!el) return;
    el.focus({ preventScroll: true });
    if (typeof window !== 'undefined' && typeof window.scrollTo === 'function') {
      const top = el.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET;
      try {
        window.scrollTo({ top, behavior: 'smooth' });
      } catch {
        // jsdom and very old browsers
      }
    }
  };

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (status.state === 'sending') return;
    const errs = validateContentForm(block.formId, values);
    setErrors(errs);
    if (Object.keys(errs).length > 0) {
      setStatus({ state: 'idle' });
      focusFirstError(errs);
      return;
    }
    setStatus({ state: 'sending' });
    const result = await submitContentForm(block.formId, values, window.location.host, { apiBase });
    if (result.ok) {
      setStatus({ state: 'sent' });
      setValues({});
    } else {
      setStatus({ state: 'failed', message: result.message });
    }
  };

  const headingId = idFor('heading');

  if (status.state === 'sent') {
    return (
      <section className={styles.form} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.heading}>
          {block.heading}
        </h2>
        <p className={styles.success} role="status">
          {FORM_SUCCESS_MESSAGES[block.formId]}
        </p>
      </section>
    );
  }

  const renderField = (field: ContentFormField) => {
    const id = idFor(field.name);
    const error = errors[field.name];
    const errorId = `${id}-error`;
    const hintId = field.hint ? `${id}-hint` : undefined;
    const describedBy = [hintId, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
    const value = values[field.name] ?? '';
    const required = field.required ? (
      <span className={styles.required} aria-hidden="true">
        {' '}
        *
      </span>
    ) : null;
    const errorText = error ? (
      <p id={errorId} className={styles.error}>
        {error}
      </p>
    ) : null;

    if (field.kind === 'rating') {
      return (
        <fieldset key={field.name} className={styles.field} aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
          <legend className={styles.label}>
            {field.label}
            {required}
            {field.required ? <span className={styles.visuallyHidden}> (required)</span> : null}
          </legend>
          <div className={styles.rating}>
            {['1', '2', '3', '4', '5'].map((n) => (
              <label key={n} className={styles.ratingOption}>
                <input type="radio" name={field.name} value={n} checked={value === n} onChange={onChange(field.name)} />
                <span>
                  {n} – {RATING_LABELS[n]}
                </span>
              </label>
            ))}
          </div>
          {errorText}
        </fieldset>
      );
    }

    const common = {
      id,
      name: field.name,
      value,
      onChange: onChange(field.name),
      'aria-required': field.required,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy,
      maxLength: field.maxLength,
      className: `${styles.input}${error ? ` ${styles.inputError}` : ''}`,
    };
    return (
      <div key={field.name} className={styles.field}>
        <label htmlFor={id} className={styles.label}>
          {field.label}
          {required}
        </label>
        {field.hint ? (
          <p id={hintId} className={styles.hint}>
            {field.hint}
          </p>
        ) : null}
        {field.kind === 'textarea' ? (
          <textarea {...common} rows={6} />
        ) : (
          <input {...common} type={field.kind === 'email' ? 'email' : 'text'} autoComplete={field.autoComplete} inputMode={field.kind === 'email' ? 'email' : undefined} />
        )}
        {errorText}
      </div>
    );
  };

  return (
    <section className={styles.form} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {block.heading}
      </h2>
      {block.intro ? <p className={styles.intro}>{block.intro}</p> : null}
      <form ref={formRef} onSubmit={onSubmit} noValidate aria-labelledby={headingId} data-form-id={block.formId}>
        {fields.map(renderField)}
        {status.state === 'failed' ? (
          <p className={styles.submitError} role="alert">
            {status.message}
          </p>
        ) : null}
        <button type="submit" className={styles.submit} disabled={status.state === 'sending'} aria-busy={status.state === 'sending' || undefined}>
          {status.state === 'sending' ? 'Sending…' : block.formId === 'feedback' ? 'Send feedback' : 'Send message'}
        </button>
      </form>
    </section>
  );
}
