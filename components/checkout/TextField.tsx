import { useField } from 'formik';
import type { ChangeEvent, InputHTMLAttributes } from 'react';
import styles from './CheckoutForm.module.css';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'onChange' | 'value'> {
  name: string;
  label: string;
  /** Reformats the typed value (masks, card grouping) before it is stored. */
  format?(value: string): string;
  hint?: string;
}

export const fieldId = (name: string) => `f-${name.replace(/\./g, '-')}`;

/** A labelled Formik input whose error is shown under it and linked with aria-describedby. */
export function TextField({ name, label, format, hint, className, ...rest }: Props) {
  const [field, meta, helpers] = useField<string>(name);
  const id = fieldId(name);
  const error = meta.touched && meta.error ? meta.error : undefined;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const v = format ? format(e.target.value) : e.target.value;
    void helpers.setValue(v, meta.touched);
  };
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        {...rest}
        id={id}
        name={name}
        value={field.value ?? ''}
        onChange={onChange}
        onBlur={field.onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={styles.input}
      />
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

interface SelectProps {
  name: string;
  label: string;
  options: { value: string; label: string }[];
  autoComplete?: string;
  onValue?(value: string): void;
  className?: string;
}

export function SelectField({ name, label, options, autoComplete, onValue, className }: SelectProps) {
  const [field, meta, helpers] = useField<string>(name);
  const id = fieldId(name);
  const error = meta.touched && meta.error ? meta.error : undefined;
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={field.value ?? ''}
        onChange={(e) => {
          void helpers.setValue(e.target.value, meta.touched);
          onValue?.(e.target.value);
        }}
        onBlur={field.onBlur}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={styles.input}
      >
        <option value="">Select…</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
