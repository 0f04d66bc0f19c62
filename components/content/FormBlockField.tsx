import { useFormField } from '../../lib/ui/useFormField';
import { Field, fieldAria } from '../ui/Field';
import { RATING_LABELS, type ContentFormField } from '../../lib/content/forms';
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
  const { value, onChange, error } = useFormField(field.name);

  const required = field.required ? (
    <span className={styles.required} aria-hidden="true">
      {' '}
      *
    </span>
  ) : null;

  if (field.kind === 'rating') {
    const aria = fieldAria(id, Boolean(field.hint), error);
    return (
      <fieldset className={styles.field} aria-describedby={aria['aria-describedby']} aria-invalid={aria['aria-invalid']}>
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
        {error ? (
          <p id={`${id}-error`} className={styles.error}>
            {error}
          </p>
        ) : null}
      </fieldset>
    );
  }

  const label = (
    <>
      {field.label}
      {required}
    </>
  );
  return (
    <Field id={id} label={label} hint={field.hint} error={error} classes={styles} hintFirst>
      {(control) => {
        const common = {
          ...control,
          name: field.name,
          value,
          onChange,
          'aria-required': field.required,
          maxLength: field.maxLength,
          className: `${styles.input}${error ? ` ${styles.inputError}` : ''}`,
        };
        return field.kind === 'textarea' ? (
          <textarea {...common} rows={6} />
        ) : (
          <input {...common} type={field.kind === 'email' ? 'email' : 'text'} autoComplete={field.autoComplete} inputMode={field.kind === 'email' ? 'email' : undefined} />
        );
      }}
    </Field>
  );
}
