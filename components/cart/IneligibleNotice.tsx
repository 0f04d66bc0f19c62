import { useRouter } from 'next/router';
import { useEffect, useRef } from 'react';
import styles from './IneligibleNotice.module.css';

/**
 * Why the shopper landed here (spec section 4: ?ineligible=true after the cart's free promotion was
 * removed): the free gift left the cart because the cart no longer qualifies for it. Dismissing it
 * drops the query, so a reload or a shared link does not say it again.
 */
export default function IneligibleNotice() {
  const router = useRouter();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const dismiss = () => {
    const query = { ...router.query };
    delete query.ineligible;
    void router.replace({ pathname: router.pathname, query }, undefined, { shallow: true, scroll: false });
  };
  return (
    <div ref={ref} tabIndex={-1} role="status" className={styles.notice} data-testid="ineligible-notice">
      <p>Your free gift was removed from your cart: your cart no longer meets the offer’s conditions. Add qualifying items to get it back.</p>
      <button type="button" className={styles.close} onClick={dismiss}>
        OK
      </button>
    </div>
  );
}
