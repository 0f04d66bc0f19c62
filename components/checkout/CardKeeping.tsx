import type { CardKeeping } from '../../lib/checkout/cardKeeping';
import { CheckField } from './CheckField';
import styles from './CheckoutForm.module.css';

/** Under the typed card: the "save it" box for a logged-in shopper. */
export function SaveCardBox({ keeping }: { keeping: CardKeeping }) {
  return keeping === 'offer' ? <CheckField name="saveCard" label="Save this card for next time" testId="save-card" /> : null;
}

/**
 * Joining the club: whichever card pays today is kept and bills the membership. A shopper who is not
 * logged in (`loginHref`) is told to log in first if they have an account: the server starts a
 * membership on an account only for its logged-in owner, and refuses the payment (409, nothing charged)
 * when the email typed with the club in the cart has an account (server/checkout/place.ts).
 */
export function ClubCardNote({ keeping, clubName, loginHref }: { keeping: CardKeeping; clubName: string; loginHref?: string }) {
  if (keeping !== 'club') return null;
  return (
    <p className={styles.hint} data-testid="club-card-note">
      The card you pay with today is saved to your account as your default card and pays your {clubName} membership each month. You can change it
      any time under Payment methods.
      {loginHref && (
        <>
          {' '}
          Have an account? <a href={loginHref}>Log in first</a>: a membership starts only on an account you are logged in to, so with
          your account&rsquo;s email we ask you to log in before we charge anything.
        </>
      )}
    </p>
  );
}
