import { useState, useSyncExternalStore } from 'react';
import { startedInOtherMode } from '../../../lib/analytics';
import { limitedDataUse } from '../../../lib/analytics/privacy';
import { reloadPage } from './reloadPage';
import { DO_NOT_SELL_COOKIE, clearDoNotSell, hasDoNotSell, setDoNotSell, subscribeDoNotSell } from './doNotSell';
import styles from './OptOutPanel.module.css';

/**
 * The working opt-out: one button that sets the do-not-sell cookie in this browser (renewed on every
 * visit, lib/privacy/doNotSellRenewal.ts), the current state read from the cookie after hydration
 * (the page itself is publicly cached).
 */
const noSubscribe = () => () => {};
/** Global Privacy Control (navigator.globalPrivacyControl), which we honour as an opt-out (lib/analytics/privacy.ts). */
const readGpc = () => (navigator as Navigator & { globalPrivacyControl?: unknown }).globalPrivacyControl === true;

export function OptOutPanel() {
  // null on the server and during hydration: the cookie is only readable in the browser.
  const optedOut = useSyncExternalStore<boolean | null>(subscribeDoNotSell, hasDoNotSell, () => null);
  const gpc = useSyncExternalStore<boolean>(noSubscribe, readGpc, () => false);
  const [justChanged, setJustChanged] = useState(false);

  // Tags and the pixel already running on this page keep the mode they started in (a loaded tag
  // cannot be unloaded): the page is loaded again so the choice holds from now on, in-app
  // navigation included. Nothing running yet: it starts with the new choice, no reload needed.
  const applyNow = () => {
    if (startedInOtherMode(limitedDataUse())) reloadPage();
  };
  const optOut = () => {
    setDoNotSell();
    setJustChanged(true);
    applyNow();
  };
  const optIn = () => {
    clearDoNotSell();
    setJustChanged(true);
    applyNow();
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
            ? 'You have opted out. We do not load the tag manager or site analytics for you, and our ad pixel, and the copy of its events our server sends, are set to limited data use. Your choice is saved in this browser and renewed every time you visit.'
            : gpc
              ? 'You have not pressed the button, but your browser’s Global Privacy Control already opts you out (see below).'
              : 'You have not opted out. Marketing partners may receive information about your visit to show you more relevant ads.'}
      </p>
      {gpc ? (
        <p className={styles.state} data-testid="dnsmpi-gpc">
          Global Privacy Control is on in this browser, and we treat it as an opt-out: while it is on, the tag manager and site
          analytics are not loaded and the ad pixel limits the use of your data, whatever you choose here.
        </p>
      ) : null}
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
        Saved as a cookie named <code>{DO_NOT_SELL_COOKIE}</code> on this device and renewed each time you open a page of our shop.
        Browsers forget a cookie that has not been renewed for a while (Chrome after 400 days, Safari after 7), and clearing
        your cookies removes it: if you come back after that, opt out again.
        Our own product analytics, which is not used for advertising, still records how the shop is used; it never records
        payment fields.
      </p>
    </section>
  );
}
