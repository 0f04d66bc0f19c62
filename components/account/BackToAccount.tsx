import ui from './memberScreens.module.css';

/** The link back to /members under a management screen (addresses, cards). */
export function BackToAccount() {
  return (
    <ul className={ui.screenLinks}>
      <li>
        <a href="/members">Back to my account</a>
      </li>
    </ul>
  );
}
