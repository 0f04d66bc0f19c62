import { useFormikContext } from 'formik';
import { useEffect, useRef, type RefObject } from 'react';
import { scrollToFirstError } from '../../lib/ui/scrollToError';

/**
 * Inside a Formik form: after each send attempt that left field errors (the form's own rules, or
 * fields the server rejected), scroll to the first of them on the page (its label 60 px below the
 * sticky header) and focus it. Fields are looked up inside `formRef`'s form when given, else in the whole document.
 */
export function FocusFirstError({ formRef }: { formRef?: RefObject<HTMLFormElement | null> }) {
  const { submitCount, isSubmitting, isValidating, errors } = useFormikContext();
  const handled = useRef(0);
  useEffect(() => {
    const root = formRef ? formRef.current : document;
    if (submitCount === handled.current || isSubmitting || isValidating || !root) return;
    handled.current = submitCount;
    scrollToFirstError(errors, root);
  }, [submitCount, isSubmitting, isValidating, errors, formRef]);
  return null;
}
