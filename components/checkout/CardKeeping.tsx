import type { CardKeeping } from '../../lib/checkout/cardKeeping';
import { CheckField } from './CheckField';
import styles from './CheckoutForm.module.css';

/** Under the typed card: the "save it" box for a logged-in shopper. */
export function SaveCardBox({ keeping }: { keeping: CardKeeping }) {
  return keeping === 'offer' ? <CheckField name="saveCard" label="Save this card for next time" testId="save-card" /> : null;
}

/** Joining the club: whichever card pays today is kept and bills the membership. */
export function ClubCardNote({ keeping, clubName }: { keeping: CardKeeping; clubName: string }) {
  if (keeping !== 'club') return null;
  return (
    <p className={styles.hint} data-testid="club-card-note">
      The card you pay with today is saved to your account as your default card and pays your {clubName} membership each month. You can change it
      any time under Payment methods.
    </p>
  );
}
