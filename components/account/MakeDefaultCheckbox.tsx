import { useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import checkout from '../checkout/CheckoutForm.module.css';

/** A saved-list form's "Make this my default …" box, bound to its `makeDefault` value. */
export function MakeDefaultCheckbox({ children }: { children: ReactNode }) {
  const { values, setFieldValue } = useFormikContext<{ makeDefault: boolean }>();
  return (
    <label className={checkout.check}>
      <input type="checkbox" name="makeDefault" checked={values.makeDefault} onChange={(e) => void setFieldValue('makeDefault', e.target.checked, false)} />
      {children}
    </label>
  );
}
