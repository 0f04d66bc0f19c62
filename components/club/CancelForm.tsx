import { Form, Formik } from 'formik';
import { useId, useRef } from 'react';
import { accountFormFailure } from '../../lib/account/errors';
import { useFormSend } from '../../lib/account/useFormSend';
import { cancelSchema, EMPTY_CANCEL, type CancelValues } from '../../lib/club/cancelSchema';
import { CANCEL_COMMENT_MAX, CANCEL_REASONS } from '../../lib/club/reasons';
import type { ClubCancelResult } from '../../lib/club/types';
import { useFormField } from '../../lib/ui/useFormField';
import { Field, fieldAria } from '../ui/Field';
import { FocusFirstError } from '../ui/FocusFirstError';
import s from '../pages/shared/section.module.css';
import styles from './Club.module.css';

const FIELDS = ['reason', 'comment'] as const;

/** The reasons as one radio group (marked invalid as a whole); its error is read with each option and shown under them. */
function ReasonField({ id }: { id: string }) {
  const { value, onChange, error } = useFormField('reason');
  const aria = fieldAria(id, false, error);
  return (
    <fieldset
      role="radiogroup"
      aria-required="true"
      aria-invalid={aria['aria-invalid']}
      aria-describedby={aria['aria-describedby']}
      className={`${styles.fieldset} ${error ? styles.invalid : ''}`}
    >
      <legend className={styles.legend}>
        Why are you canceling? <span className={s.required}>(required)</span>
      </legend>
      <div className={styles.options}>
        {CANCEL_REASONS.map((r) => (
          <label key={r.value} className={`${styles.option} ${value === r.value ? styles.optionOn : ''}`}>
            <input
              type="radio"
              name="reason"
              value={r.value}
              checked={value === r.value}
              onChange={onChange}
              aria-describedby={aria['aria-describedby']}
            />
            <span>{r.label}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className={s.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function CommentField({ id }: { id: string }) {
  const { value, onChange, onBlur, error } = useFormField('comment');
  return (
    <Field id={id} label="Anything else you’d like to tell us? (optional)" hint={`Up to ${CANCEL_COMMENT_MAX} characters (${value.length} used).`} error={error} classes={s} textTag="span">
      {(control) => <textarea {...control} name="comment" value={value} onChange={onChange} onBlur={onBlur} maxLength={CANCEL_COMMENT_MAX} className={s.input} />}
    </Field>
  );
}

interface Props {
  /** Sends the cancellation; rejects with the API's error (field messages go on the fields). */
  onSubmit(values: CancelValues): Promise<ClubCancelResult>;
  /** Runs before the button is released (the page navigates on). */
  onDone(result: ClubCancelResult): Promise<unknown> | void;
}

/** /cancel-vip's form: a reason from the fixed list (required) and an optional comment. */
export function CancelForm({ onSubmit, onDone }: Props) {
  const uid = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const { message, submit } = useFormSend(
    async (values: CancelValues) => onDone(await onSubmit(values)),
    (err) => {
      const failure = accountFormFailure(err, FIELDS);
      return { errors: failure.fieldErrors, message: failure.message };
    },
  );

  return (
    <Formik initialValues={EMPTY_CANCEL} validationSchema={cancelSchema} validateOnChange={false} validateOnBlur={false} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form ref={formRef} noValidate aria-label="Cancel your membership" data-testid="cancel-form">
          <FocusFirstError formRef={formRef} />
          <ReasonField id={`${uid}-reason`} />
          <CommentField id={`${uid}-comment`} />
          {message ? (
            <p className={s.alert} role="alert" data-testid="club-error">
              {message}
            </p>
          ) : null}
          <div className={styles.actions}>
            <button type="submit" className="btn" disabled={isSubmitting} aria-busy={isSubmitting || undefined} data-testid="confirm-cancel">
              {isSubmitting ? 'Canceling…' : 'Cancel my membership'}
            </button>
            <a className="btn btn-outline" href="/members">
              Keep my membership
            </a>
          </div>
        </Form>
      )}
    </Formik>
  );
}
