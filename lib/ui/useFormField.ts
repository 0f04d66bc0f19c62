import { useField } from 'formik';
import type { ChangeEvent } from 'react';

/**
 * A Formik field whose error (from the form's rules or from the server) shows until the shopper
 * types again: its value and handlers, and the ids that link the input to its hint and error
 * (`${id}-hint`, `${id}-error`) through aria-describedby.
 */
export function useFormField(name: string, id: string, hasHint: boolean) {
  const [input, meta, helpers] = useField<string>(name);
  const error = meta.error;
  const errorId = `${id}-error`;
  const hintId = hasHint ? `${id}-hint` : undefined;
  const describedBy = [hintId, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  const onChange = (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    void helpers.setValue(e.target.value, false);
    if (error) helpers.setError(undefined);
  };
  return { value: input.value ?? '', onChange, onBlur: input.onBlur, error, errorId, hintId, describedBy };
}
