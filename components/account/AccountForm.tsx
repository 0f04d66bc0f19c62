import { Form, Formik, type FormikErrors } from 'formik';
import { useId, useRef, type ReactNode } from 'react';
import type { AnyObjectSchema } from 'yup';
import { accountFormFailure } from '../../lib/account/errors';
import { useFormSend } from '../../lib/account/useFormSend';
import { FocusFirstError } from '../ui/FocusFirstError';
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
  const names = fields.map((f) => f.name);
  const { message, submit } = useFormSend(onSubmit, (err) => {
    const failure = accountFormFailure(err, names);
    return { errors: failure.fieldErrors as FormikErrors<Record<F, string>>, message: failure.message };
  });

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
