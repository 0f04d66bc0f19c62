import { useFormField } from '../../lib/ui/useFormField';
import { Field } from '../ui/Field';
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
  const { value, onChange, onBlur, error } = useFormField(field.name);

  return (
    <Field id={id} label={field.label} hint={field.hint} error={error} classes={s} textTag="span">
      {(control) => (
        <input
          {...control}
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
          className={s.input}
        />
      )}
    </Field>
  );
}
