import { useField } from 'formik';
import styles from './CheckoutForm.module.css';

/** A Formik boolean as a checkbox with its label (the checkout's tick boxes). */
export function CheckField({ name, label, testId }: { name: string; label: string; testId?: string }) {
  const [field, , helpers] = useField<boolean>(name);
  return (
    <label className={styles.check}>
      <input type="checkbox" name={name} checked={field.value} onChange={(e) => void helpers.setValue(e.target.checked)} data-testid={testId} />
      <span>{label}</span>
    </label>
  );
}
