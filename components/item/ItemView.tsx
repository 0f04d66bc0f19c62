import { useState } from 'react';
import { formatMoney } from '../../lib/format/money';
import { instalmentLine, type AfterpayTerms } from '../../lib/catalog/afterpay';
import type { ReviewsPageData } from '../../lib/catalog/types';
import type { SizeTableRow } from '../../lib/catalog/sizeTable';
import type { ItemWithCards } from '../../lib/catalog/cards';
import { Breadcrumbs } from '../catalog/Breadcrumbs';
import { Price } from '../catalog/Price';
import { MultiBuyNote } from '../catalog/MultiBuyNote';
import { Stars } from '../catalog/Stars';
import { reviewCount } from '../../lib/catalog/ratingText';
import { memberPriceOf } from '../../lib/club/memberPrice';
import { useMemberPrices } from '../../lib/club/useMemberPrices';
import { Gallery } from './Gallery';
import { PurchasePanel } from './PurchasePanel';
import { SaveToWishlist } from './SaveToWishlist';
import { SizeGuide } from './SizeGuide';
import { Vip4shOffer } from '../club/Vip4shOffer';
import { earlyAccessDateLabel } from '../../lib/catalog/earlyAccess';

import { ItemMoreSlot } from './ItemMoreSlot';
import styles from './ItemView.module.css';

export interface ItemViewProps {
  item: ItemWithCards;
  reviews: ReviewsPageData;
  sizeGuide: SizeTableRow[];
  afterpay: AfterpayTerms;
  clubName: string;
}

export function ItemView({ item, reviews, sizeGuide, afterpay, clubName }: ItemViewProps) {
  const baseColor = item.colors[0]?.name ?? '';
  const [color, setColor] = useState(baseColor);
  const photos = item.colorPhotos[color];
  // The page is publicly cached: its HTML holds the list price and the club's offer; a shopper whose
  // cart gives member prices sees them once the cart loads, on the same two lines (no layout shift).
  const member = memberPriceOf(item);
  const memberNow = useMemberPrices() ? member : null;
  const instalments = instalmentLine(memberNow?.price ?? item.price, afterpay);
  return (
    <div className={styles.page}>
      <Breadcrumbs entries={item.breadcrumb} />
      <div className={styles.top}>
        <Gallery
          images={item.images}
          imageKeys={item.imageKeys}
          name={item.name}
          colorway={photos ? { color, baseColor, urls: photos } : undefined}
        />
        <div className={styles.info}>
          <h1 className={styles.name} data-testid="item-name">
            {item.name}
          </h1>
          {item.rating.count > 0 && (
            <a href="#reviews" className={styles.rating}>
              <Stars rating={item.rating.average} size="sm" />
              <span>
                {item.rating.average.toFixed(1)} ({reviewCount(item.rating.count)})
              </span>
            </a>
          )}
          <p className={styles.price}>
            {memberNow ? (
              <Price price={memberNow.price} originalPrice={memberNow.originalPrice} label="Member price" />
            ) : (
              <Price price={item.price} originalPrice={item.originalPrice} />
            )}
          </p>
          {member && (
            <p className={styles.club} data-testid="club-price">
              {memberNow ? `Your ${clubName} member price` : `${clubName} members pay ${formatMoney(member.price)}`}
            </p>
          )}
          {member && <Vip4shOffer className={styles.clubOffer} hidden={memberNow !== null} />}
          <MultiBuyNote offers={item.multiBuys ?? []} linkToCategory />
          {instalments && (
            <p className={styles.instalments} data-testid="instalments">
              {instalments}
            </p>
          )}
          {item.membersUntil && (
            <p className={styles.club} data-testid="early-access">
              {clubName} members’ early access: members buy it now, everyone from {earlyAccessDateLabel(item.membersUntil)}.
            </p>
          )}
          <PurchasePanel
            itemId={item.id}
            colors={item.colors}
            color={color}
            onColorChange={setColor}
            sizes={item.sizes}
            soldOut={item.soldOut}
            sizeGuide={<SizeGuide entries={sizeGuide} />}
          />
          <SaveToWishlist itemId={item.id} />
          {item.description && (
            <div className={styles.description}>
              <h2>Details</h2>
              {item.description
                .split(/\n\s*\n/)
                .filter((para) => para.trim())
                .map((para, i) => (
                  <p key={i}>{para.trim()}</p>
                ))}
            </div>
          )}
        </div>
      </div>
      <ItemMoreSlot item={item} reviews={reviews} />
    </div>
  );
}
