import { useFormField } from '@/lib/ui/useFormField';
import s from '../pages/shared/section.module.css';

export interface AccountFieldSpec<F extends string = string> {
  name: F;
  label: string;
  type: 'text' | 'email' | 'password';
  autoComplete: string;
  hint?: string;
  maxLength?: number;
}

interface Props {
  field: AccountFieldSpec;
  /** The input's id; its hint and error get `${id}-hint` and `${id}-error`. */
  id: string;
}

/**
 * One field of an account form (inside its Formik form). Its error, from the form's rules or from
 * the shop API, shows under it, marks it aria-invalid and is linked with aria-describedby after the
 * hint. Typing clears the error.
 */
export function AccountField({ field, id }: Props) {
  const { value, onChange, onBlur, error, errorId, hintId, describedBy } = useFormField(field.name, id, Boolean(field.hint));

  return (
    <div className={s.field}>
      <label htmlFor={id} className={s.label}>
        {field.label}
      </label>
      <input
        id={id}
        name={field.name}
        type={field.type}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        autoComplete={field.autoComplete}
        inputMode={field.type === 'email' ? 'email' : undefined}
        autoCapitalize={field.type === 'text' ? undefined : 'none'}
        spellCheck={field.type === 'text' ? undefined : false}
        maxLength={field.maxLength}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={s.input}
      />
      {field.hint ? (
        <span id={hintId} className={s.hint}>
          {field.hint}
        </span>
      ) : null}
      {error ? (
        <span id={errorId} className={s.error}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
