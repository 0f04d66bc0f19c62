import type { FormikErrors, FormikHelpers } from 'formik';
import { useRef, useState } from 'react';

export interface SendFailure<V> {
  /** The messages that belong on the form's fields. */
  errors: FormikErrors<V>;
  /** The rest, shown above the button. */
  message: string | null;
}

/**
 * A Formik `onSubmit` that sends the form: one request at a time (a second click or Enter while
 * one is sent does nothing); a refusal's field messages go on the fields and the rest into
 * `message`. `send` resolves when done (the caller shows what happened next, or navigates).
 */
export function useFormSend<V>(send: (values: V) => Promise<unknown>, failure: (err: unknown) => SendFailure<V>) {
  const [message, setMessage] = useState<string | null>(null);
  const sending = useRef(false);

  const submit = async (values: V, helpers: FormikHelpers<V>) => {
    if (sending.current) return;
    sending.current = true;
    setMessage(null);
    try {
      await send(values);
    } catch (err) {
      const refused = failure(err);
      helpers.setErrors(refused.errors);
      setMessage(refused.message);
    } finally {
      sending.current = false;
    }
  };

  return { message, submit };
}
