import { Form, Formik, type FormikErrors, type FormikHelpers } from 'formik';
import { useId, useRef, useState, type ReactNode } from 'react';
import type { AnyObjectSchema } from 'yup';
import { accountFormFailure } from '@/lib/account/errors';
import { FocusFirstError } from '@/components/ui/FocusFirstError';
import { AccountField, type AccountFieldSpec } from './AccountField';
import s from '../pages/shared/section.module.css';
import styles from './Account.module.css';

interface Props<F extends string> {
  /** The form's accessible name. */
  label: string;
  fields: AccountFieldSpec<F>[];
  schema: AnyObjectSchema;
  initialValues: Record<F, string>;
  submitLabel: string;
  busyLabel: string;
  /**
   * Sends the form. Resolves when done (the caller navigates or shows what happened next);
   * rejects with the API's error, whose field messages go on the fields and the rest above the button.
   */
  onSubmit(values: Record<F, string>): Promise<void>;
  testId?: string;
  children?: ReactNode;
}

/** An account form: Formik with the shop API's rules (lib/account/schemas.ts), errors on the fields. */
export function AccountForm<F extends string>({ label, fields, schema, initialValues, submitLabel, busyLabel, onSubmit, testId, children }: Props<F>) {
  const uid = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [message, setMessage] = useState<string | null>(null);
  const sending = useRef(false);
  const names = fields.map((f) => f.name);

  const submit = async (values: Record<F, string>, helpers: FormikHelpers<Record<F, string>>) => {
    // One request per send, even when Enter is pressed twice.
    if (sending.current) return;
    sending.current = true;
    setMessage(null);
    try {
      await onSubmit(values);
    } catch (err) {
      const failure = accountFormFailure(err, names);
      helpers.setErrors(failure.fieldErrors as FormikErrors<Record<F, string>>);
      setMessage(failure.message);
    } finally {
      sending.current = false;
    }
  };

  return (
    <Formik initialValues={initialValues} validationSchema={schema} validateOnChange={false} validateOnBlur={false} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form ref={formRef} noValidate aria-label={label} className={styles.form} data-testid={testId}>
          <FocusFirstError formRef={formRef} />
          {fields.map((field) => (
            <AccountField key={field.name} field={field} id={`${uid}-${field.name}`} />
          ))}
          {message ? (
            <p className={s.alert} role="alert" data-testid="account-form-error">
              {message}
            </p>
          ) : null}
          <button type="submit" className={`btn ${styles.submit}`} disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
            {isSubmitting ? busyLabel : submitLabel}
          </button>
          {children}
        </Form>
      )}
    </Formik>
  );
}
