import { useRouter } from 'next/router';
import { useState } from 'react';
import { browserApi } from '../../lib/api/browser';
import { useBrand } from '../../lib/brand/context';
import { errorMessage } from '../../lib/cart/errors';
import { offerIdempotencyKey } from '../../lib/checkout/idempotency';
import type { AcceptOfferAnswer, DeclineOfferAnswer, Offer } from '../../lib/checkout/types';
import { OfferCard } from './OfferCard';
import styles from './Funnel.module.css';

interface Props {
  offer: Offer;
  orderId: number;
  nextPath: string;
}

/**
 * Post-purchase one-time offer: accepting charges the order's card; the key per order and offer
 * stays for the session, so a double click, retry or second visit never charges twice.
 */
export function SpecialOfferScreen({ offer, orderId, nextPath }: Props) {
  const router = useRouter();
  const { brand } = useBrand();
  const api = browserApi(brand);
  const [error, setError] = useState<string | null>(null);

  return (
    <OfferCard
      key={offer.id}
      offer={offer}
      eyebrow="One-time offer — only on this page"
      notice={
        <p className={styles.confirm} data-testid="order-confirmed">
          Your order #{orderId} is confirmed.
        </p>
      }
      acceptLabel="Yes, add it to my order"
      error={error}
      onAccept={async (choice) => {
        setError(null);
        let next = nextPath;
        try {
          const answer = await api.post<AcceptOfferAnswer>(`order/${orderId}/accept-offer`, {
            offerId: offer.id,
            color: choice.color,
            size: choice.size,
            idempotencyKey: offerIdempotencyKey(orderId, offer.id),
          });
          next = answer?.next || nextPath;
        } catch (err) {
          setError(errorMessage(err, 'We couldn’t add this offer. Please try again.'));
          return;
        }
        await router.push(next);
      }}
      onDecline={async () => {
        setError(null);
        let next = nextPath;
        try {
          next = (await api.post<DeclineOfferAnswer>(`order/${orderId}/decline-offer`, { offerId: offer.id }))?.next || nextPath;
        } catch {
          // Declining needs nothing from the server to move on.
        }
        await router.push(next);
      }}
    />
  );
}
