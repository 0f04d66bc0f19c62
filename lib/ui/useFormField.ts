import { useField } from 'formik';
import type { ChangeEvent } from 'react';

/**
 * A Formik field whose error (from the form's rules or from the server) shows until the shopper
 * types again: its value, handlers and error. components/ui/Field links the error and hint to the
 * control.
 */
export function useFormField(name: string) {
  const [input, meta, helpers] = useField<string>(name);
  const error = meta.error;
  const onChange = (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    void helpers.setValue(e.target.value, false);
    if (error) helpers.setError(undefined);
  };
  return { value: input.value ?? '', onChange, onBlur: input.onBlur, error };
}
