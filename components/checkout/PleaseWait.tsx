import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { useCartActions } from '../../lib/cart/actions';
import styles from './Funnel.module.css';

export const PLEASE_WAIT_MS = 900;

/** A short processing screen after payment that forwards to the first special offer or thank-you. */
export function PleaseWait({ nextPath }: { nextPath: string }) {
  const router = useRouter();
  const { reloadCart } = useCartActions();
  useEffect(() => {
    void reloadCart();
    const t = setTimeout(() => void router.replace(nextPath), PLEASE_WAIT_MS);
    return () => clearTimeout(t);
  }, [router, nextPath, reloadCart]);
  return (
    <div className={styles.center} role="status" aria-live="polite" data-testid="please-wait">
      <div className={styles.spinner} aria-hidden="true" />
      <h1 className={styles.title}>Processing your order…</h1>
      <p>Please don’t close this page or press back.</p>
    </div>
  );
}
