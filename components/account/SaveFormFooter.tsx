import { useFormikContext } from 'formik';
import checkout from '../checkout/CheckoutForm.module.css';
import ui from './memberScreens.module.css';

interface Props {
  /** The API's refusal that belongs to no field. */
  message: string | null;
  messageTestId: string;
  submitLabel: string;
  /** Offers Cancel (closing the form) when given. */
  onCancel?(): void;
}

/** The end of a saved-list form (an address, a card): the refusal, read out when it appears, then Save and Cancel. */
export function SaveFormFooter({ message, messageTestId, submitLabel, onCancel }: Props) {
  const { isSubmitting } = useFormikContext();
  return (
    <>
      {message ? (
        <p className={checkout.formAlert} role="alert" data-testid={messageTestId}>
          {message}
        </p>
      ) : null}
      <div className={ui.formActions}>
        <button type="submit" className="btn" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          {isSubmitting ? 'Saving…' : submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className="btn btn-outline" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
    </>
  );
}
