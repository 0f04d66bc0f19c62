import { Form, Formik, type FormikHelpers } from 'formik';
import { useId, useMemo, useRef, useState } from 'react';
import {
  FORM_SUCCESS_MESSAGES,
  contentFormFields,
  emptyContentFormValues,
  submitContentForm,
  validateContentForm,
  type ContentFormValues,
} from '../../lib/content/forms';
import type { FormBlock as FormBlockData } from '../../lib/content/types';
import { FocusFirstError } from '../ui/FocusFirstError';
import { FormBlockField } from './FormBlockField';
import styles from './FormBlock.module.css';

interface Props {
  block: FormBlockData;
  /** Base of the shop API (the brand's apiBaseUrl); defaults to this app's '/api.php/'. */
  apiBase?: string;
}

type Status = { state: 'idle' } | { state: 'sent' } | { state: 'failed'; message: string };

/** A CMS contact or feedback form: Formik with the rules the shop API applies (lib/content/formSchema.ts). */
export function FormBlock({ block, apiBase }: Props) {
  const { formId } = block;
  const fields = contentFormFields(formId);
  const uid = useId();
  const idFor = (name: string) => `${uid}-${formId}-${name}`;
  const formRef = useRef<HTMLFormElement>(null);
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const sending = useRef(false);
  const initialValues = useMemo(() => emptyContentFormValues(formId), [formId]);
  const headingId = idFor('heading');

  const onSubmit = async (values: ContentFormValues, helpers: FormikHelpers<ContentFormValues>) => {
    // One message per send, even when Enter is pressed twice.
    if (sending.current) return;
    sending.current = true;
    const result = await submitContentForm(formId, values, window.location.host, { apiBase }).finally(() => {
      sending.current = false;
    });
    if (result.ok) {
      setStatus({ state: 'sent' });
      return;
    }
    // Fields the API rejected show its problem in the shopper's words; FocusFirstError moves there.
    helpers.setErrors(result.fieldErrors);
    setStatus(result.message ? { state: 'failed', message: result.message } : { state: 'idle' });
  };

  return (
    <section className={styles.form} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {block.heading}
      </h2>
      {status.state === 'sent' ? (
        <p className={styles.success} role="status">
          {FORM_SUCCESS_MESSAGES[formId]}
        </p>
      ) : (
        <>
          {block.intro ? <p className={styles.intro}>{block.intro}</p> : null}
          <Formik
            initialValues={initialValues}
            validate={(values) => validateContentForm(formId, values)}
            validateOnChange={false}
            validateOnBlur={false}
            onSubmit={onSubmit}
          >
            {({ isSubmitting }) => (
              <Form ref={formRef} noValidate aria-labelledby={headingId} data-form-id={formId} onSubmitCapture={() => setStatus({ state: 'idle' })}>
                <FocusFirstError formRef={formRef} />
                {fields.map((field) => (
                  <FormBlockField key={field.name} field={field} id={idFor(field.name)} />
                ))}
                {status.state === 'failed' ? (
                  <p className={styles.submitError} role="alert">
                    {status.message}
                  </p>
                ) : null}
                <button type="submit" className={styles.submit} disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
                  {isSubmitting ? 'Sending…' : formId === 'feedback' ? 'Send feedback' : 'Send message'}
                </button>
              </Form>
            )}
          </Formik>
        </>
      )}
    </section>
  );
}
