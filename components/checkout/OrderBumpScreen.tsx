import { useRouter } from 'next/router';
import { useState } from 'react';
import { useCartActions } from '../../lib/cart/actions';
import { errorMessage } from '../../lib/cart/errors';
import type { Offer } from '../../lib/checkout/types';
import { OfferCard } from './OfferCard';
import { track } from '../../lib/analytics';
import { offerProps } from '../../lib/analytics/plan';

/** One-click order bump: Add puts the offer's item in the cart at the offer price; either way on to nextPath. */
export function OrderBumpScreen({ offer, nextPath }: { offer: Offer; nextPath: string }) {
  const router = useRouter();
  const { addOrderBump } = useCartActions();
  const [error, setError] = useState<string | null>(null);
  return (
    <OfferCard
      offer={offer}
      eyebrow="Just for you — add it to your order"
      acceptLabel="Yes, add to my order"
      error={error}
      onAccept={async (choice) => {
        setError(null);
        try {
          await addOrderBump({ offerId: offer.id, color: choice.color, size: choice.size });
        } catch (err) {
          setError(errorMessage(err));
          return;
        }
        track('Order Bump Accepted', offerProps(offer));
        await router.push(nextPath);
      }}
      onDecline={async () => {
        track('Order Bump Declined', offerProps(offer));
        await router.push(nextPath);
      }}
    />
  );
}
