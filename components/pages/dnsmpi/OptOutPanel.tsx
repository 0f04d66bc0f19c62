import { useState, useSyncExternalStore } from 'react';
import { DO_NOT_SELL_COOKIE, clearDoNotSell, hasDoNotSell, setDoNotSell, subscribeDoNotSell } from './doNotSell';
import styles from './OptOutPanel.module.css';

/**
 * The working opt-out: one button that sets the ten-year do-not-sell cookie in this browser, the
 * current state read from the cookie after hydration (the page itself is publicly cached).
 */
export function OptOutPanel() {
  // null on the server and during hydration: the cookie is only readable in the browser.
  const optedOut = useSyncExternalStore<boolean | null>(subscribeDoNotSell, hasDoNotSell, () => null);
  const [justChanged, setJustChanged] = useState(false);

  const optOut = () => {
    setDoNotSell();
    setJustChanged(true);
  };
  const optIn = () => {
    clearDoNotSell();
    setJustChanged(true);
  };

  return (
    <section className={styles.panel} aria-labelledby="dnsmpi-choice" data-testid="dnsmpi-panel">
      <h2 id="dnsmpi-choice" className={styles.heading}>
        Your choice in this browser
      </h2>
      <p className={styles.state} role="status" data-testid="dnsmpi-state">
        {optedOut === null
          ? 'Checking your current choice…'
          : optedOut
            ? 'You have opted out. We do not load third-party marketing tags for you and our ad pixel limits the use of your data. Your choice is kept for ten years.'
            : 'You have not opted out. Marketing partners may receive information about your visit to show you more relevant ads.'}
      </p>
      {optedOut ? (
        <div className={styles.actions}>
          <span className={styles.badge}>Opted out{justChanged ? ' — saved' : ''}</span>
          <button type="button" className="btn btn-outline" onClick={optIn}>
            Opt back in
          </button>
        </div>
      ) : (
        <button type="button" className="btn" onClick={optOut} disabled={optedOut === null} data-testid="dnsmpi-opt-out">
          Do not sell or share my personal information
        </button>
      )}
      <p className={styles.note}>
        Saved as a cookie named <code>{DO_NOT_SELL_COOKIE}</code> on this device for ten years. Clearing your cookies removes it.
      </p>
    </section>
  );
}
