import { useFormField } from '@/lib/ui/useFormField';
import { RATING_LABELS, type ContentFormField } from '@/lib/content/forms';
import styles from './FormBlock.module.css';

interface Props {
  field: ContentFormField;
  /** The input's id; its hint and error get `${id}-hint` and `${id}-error`. */
  id: string;
}

/**
 * One field of a contact or feedback form (inside its Formik form). Its error, from the form's
 * rules or from the shop API, shows under it, marks it aria-invalid and is linked with
 * aria-describedby. Typing clears the error.
 *
 * A required field shows one marker, the same on every field: a '*' after its label, hidden from
 * screen readers, which hear the control's required state instead (aria-required on inputs,
 * `required` on the rating's radios: a fieldset cannot carry aria-required, and the form is
 * noValidate, so the browser shows no bubble of its own).
 */
export function FormBlockField({ field, id }: Props) {
  const { value, onChange, error, errorId, hintId, describedBy } = useFormField(field.name, id, Boolean(field.hint));

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
      <fieldset className={styles.field} aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
        <legend className={styles.label}>
          {field.label}
          {required}
        </legend>
        <div className={styles.rating}>
          {['1', '2', '3', '4', '5'].map((n) => (
            <label key={n} className={styles.ratingOption}>
              <input type="radio" name={field.name} value={n} checked={value === n} onChange={onChange} required={field.required} />
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
    onChange,
    'aria-required': field.required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    maxLength: field.maxLength,
    className: `${styles.input}${error ? ` ${styles.inputError}` : ''}`,
  };
  return (
    <div className={styles.field}>
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
}
