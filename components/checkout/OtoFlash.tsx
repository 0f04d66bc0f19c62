import { useOtoFlash } from '../../lib/checkout/otoFlash';
import styles from './Funnel.module.css';

/** What the accepted post-purchase offer added, once, on the page after it (the spec's otoFlash). */
export function OtoFlash() {
  const text = useOtoFlash();
  return (
    <p role="status" className={styles.confirm} data-testid="oto-flash" hidden={!text}>
      {text}
    </p>
  );
}
