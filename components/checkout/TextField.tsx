import { useField } from 'formik';
import type { ChangeEvent, InputHTMLAttributes } from 'react';
import { Field } from '../ui/Field';
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
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const v = format ? format(e.target.value) : e.target.value;
    void helpers.setValue(v, meta.touched);
  };
  return (
    <Field id={id} label={label} hint={hint} error={error} classes={{ ...styles, field: `${styles.field} ${className ?? ''}` }}>
      {(control) => <input {...rest} {...control} name={name} value={field.value ?? ''} onChange={onChange} onBlur={field.onBlur} className={styles.input} />}
    </Field>
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
    <Field id={id} label={label} error={error} classes={{ ...styles, field: `${styles.field} ${className ?? ''}` }}>
      {(control) => (
        <select
          {...control}
          name={name}
          value={field.value ?? ''}
          onChange={(e) => {
            void helpers.setValue(e.target.value, meta.touched);
            onValue?.(e.target.value);
          }}
          onBlur={field.onBlur}
          autoComplete={autoComplete}
          className={styles.input}
        >
          <option value="">Select…</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
