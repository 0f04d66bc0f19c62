import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { useShopApi } from '../../lib/api/useShopApi';
import { checkoutApi } from '../../lib/checkout/api';
import { ApiError } from '../../lib/api/errors';
import { errorMessage } from '../../lib/cart/errors';
import { offerIdempotencyKey } from '../../lib/checkout/idempotency';
import { withOrder } from '../../lib/checkout/offers';
import type { Offer, OrderSummary } from '../../lib/checkout/types';
import { offerChargeNote } from '../../lib/payments/cardLabels';
import { OfferCard } from './OfferCard';
import { cardEnding } from '../../lib/payments/cardLabels';
import { OtoFlash } from './OtoFlash';
import { otoFlashText, setOtoFlash } from '../../lib/checkout/otoFlash';
import styles from './Funnel.module.css';
import { track } from '../../lib/analytics';
import { offerProps } from '../../lib/analytics/plan';

interface Props {
  offer: Offer;
  orderId: number;
  nextPath: string;
  /** The order's payment: after a Pay in 4 order the page says the offer is charged in full. */
  payment?: OrderSummary['payment'];
}

/**
 * Post-purchase one-time offer: accepting charges the order's card; the key per order and offer
 * stays for the session, so a double click or retry never charges twice. The server shows the page
 * only while the offer is the order's next step; a copy of it that outlived its answer (another
 * tab, a page restored from the browser's back-forward cache) learns it from the API's 409 and
 * offers the way on, and a restored page asks the server again.
 */
export function SpecialOfferScreen({ offer, orderId, nextPath, payment = null }: Props) {
  const router = useRouter();
  const api = useShopApi();
  const [error, setError] = useState<string | null>(null);
  const [closed, setClosed] = useState<string | null>(null);

  useEffect(() => {
    const recheck = (e: PageTransitionEvent) => {
      if (e.persisted) void router.replace(router.asPath);
    };
    window.addEventListener('pageshow', recheck);
    return () => window.removeEventListener('pageshow', recheck);
  }, [router]);

  const chargeNote = payment ? offerChargeNote(payment) : null;

  if (closed) {
    return (
      <section className={styles.panel} aria-labelledby="offer-closed-title" data-testid="offer-closed">
        <h1 id="offer-closed-title" className={styles.title}>
          This offer is closed
        </h1>
        <p className={styles.lead} role="alert">
          {closed}
        </p>
        {/* Without an id the page goes to where the order stands: its next open offer, else thank-you. */}
        <a className="btn" href={withOrder('/special-offer', orderId)} data-replace>
          Continue
        </a>
      </section>
    );
  }

  return (
    <OfferCard
      key={offer.id}
      offer={offer}
      eyebrow="One-time offer — only on this page"
      notice={
        <>
          <OtoFlash />
          <p className={styles.confirm} data-testid="order-confirmed">
            Your order #{orderId} is confirmed.
          </p>
        </>
      }
      terms={
        chargeNote && (
          <p className={styles.lead} data-testid="offer-charge">
            {chargeNote}
          </p>
        )
      }
      acceptLabel="Yes, add it to my order"
      error={error}
      onAccept={async (choice) => {
        setError(null);
        let next = nextPath;
        try {
          const answer = await checkoutApi.acceptOffer(api, orderId, {
            offerId: offer.id,
            color: choice.color,
            size: choice.size,
            idempotencyKey: offerIdempotencyKey(orderId, offer.id),
          });
          next = answer?.next || nextPath;
          const paid = answer?.order?.payment;
          setOtoFlash(otoFlashText(offer.item.name, answer?.order?.amounts.total ?? null, paid ? cardEnding(paid) : null));
          track('Special Offer Accepted', { ...offerProps(offer), order_id: String(orderId) });
        } catch (err) {
          // 409 about the offer or the order (not a size that sold out): answered already, or the order's offers are over; nothing was charged.
          if (err instanceof ApiError && err.status === 409 && /^(offerId|order):/.test(err.messages[0] ?? '')) setClosed(errorMessage(err));
          else setError(errorMessage(err, 'We couldn’t add this offer. Please try again.'));
          return;
        }
        await router.push(next);
      }}
      onDecline={async () => {
        setError(null);
        track('Special Offer Declined', { ...offerProps(offer), order_id: String(orderId) });
        let next = nextPath;
        try {
          next = (await checkoutApi.declineOffer(api, orderId, offer.id))?.next || nextPath;
        } catch {
          // Declining needs nothing from the server to move on.
        }
        await router.push(next);
      }}
    />
  );
}
