import { useRouter } from 'next/router';
import { useEffect, useRef } from 'react';
import styles from './IneligibleNotice.module.css';
import { formatCents } from '../../lib/format/money';
import { FREE_GIFT_MIN_SUBTOTAL_CENTS } from '../../lib/promotions/freeGiftRule';

/** The removed gift's condition, in words. */
export const INELIGIBLE_TEXT = `Your free gift was removed from your cart: it comes with orders of ${formatCents(FREE_GIFT_MIN_SUBTOTAL_CENTS, { stripZeroCents: true })} or more of items (after any code), or with the club, and your cart no longer qualifies. Add items to get it back.`;

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
      <p>{INELIGIBLE_TEXT}</p>
      <button type="button" className={styles.close} onClick={dismiss}>
        OK
      </button>
    </div>
  );
}
