import { useField } from 'formik';
import { useState } from 'react';
import type { ClubJoin } from '../../lib/cart/types';
import { errorMessage } from '../../lib/cart/errors';
import { formatMoney } from '../../lib/format/money';
import { billingDateLabel } from '../../lib/club/months';
import { fieldAria } from '../ui/Field';
import styles from './CheckoutForm.module.css';

interface Props {
  club: ClubJoin;
  /** Takes the membership out of the cart (POST cart/club join=false); rejects with a message. */
  onRemove(): Promise<void>;
}

/**
 * The automatic-renewal disclosure beside the pay button while the club is in the cart: the recurring
 * price and how often, the first renewal date, how to cancel, the terms link, an unticked consent box
 * (Formik `clubConsent`, required; the server refuses checkout without it) and a way to remove the club.
 */
export function ClubDisclosure({ club, onRemove }: Props) {
  const [field, meta, helpers] = useField<boolean>('clubConsent');
  const [removing, setRemoving] = useState(false);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const error = meta.touched && meta.error ? meta.error : undefined;
  // The box sits inside its label, so Field's separate label does not fit; its wiring does.
  const control = fieldAria('clubConsent', false, error);

  const remove = async () => {
    setRemoving(true);
    setRemoveError(null);
    try {
      await onRemove();
    } catch (err) {
      setRemoveError(errorMessage(err, 'We couldn’t remove the membership. Please try again.'));
      setRemoving(false);
    }
  };

  return (
    <section className={styles.clubDisclosure} aria-labelledby="club-disclosure-title" data-testid="club-disclosure">
      <h2 id="club-disclosure-title" className={styles.legend}>
        {club.clubName} membership
      </h2>
      <dl className={styles.clubTerms}>
        <div>
          <dt>Price</dt>
          <dd data-testid="club-recurring-price">{formatMoney(club.monthly)} a month</dd>
        </div>
        <div>
          <dt>Renews</dt>
          <dd data-testid="club-frequency">Automatically every month until you cancel</dd>
        </div>
        <div>
          <dt>Next charge</dt>
          <dd data-testid="club-renewal-date">{billingDateLabel(club.renewalDate)}</dd>
        </div>
        <div>
          <dt>Cancel</dt>
          <dd data-testid="club-cancel">
            Any time online on <a href={club.cancelUrl}>your membership page</a>, before a billing date
          </dd>
        </div>
      </dl>
      <p className={styles.hint} data-testid="club-disclosure-text">
        {club.disclosure}{' '}
        <a href={club.termsUrl} target="_blank" rel="noopener" data-testid="club-terms-link">
          Read the {club.clubName} terms
        </a>
      </p>
      <label className={styles.check}>
        <input
          type="checkbox"
          name="clubConsent"
          checked={field.value}
          onChange={(e) => {
            void helpers.setValue(e.target.checked, true);
            void helpers.setTouched(true, false);
          }}
          {...control}
          data-testid="club-consent"
        />
        <span>{club.consentLabel}</span>
      </label>
      {error && (
        <p id={`${control.id}-error`} className={styles.error}>
          {error}
        </p>
      )}
      <button type="button" className={styles.clubRemove} onClick={() => void remove()} disabled={removing} data-testid="club-remove">
        {removing ? 'Removing membership…' : `Remove the membership — check out without joining`}
      </button>
      {removeError && (
        <p role="alert" className={styles.error}>
          {removeError}
        </p>
      )}
    </section>
  );
}
