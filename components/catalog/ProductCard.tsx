import { CARD_SWATCHES, type ProductCardData } from '../../lib/catalog/cards';
import { shownPrice } from '../../lib/club/memberPrice';
import { CAN_HOVER, useMediaQuery } from '../../lib/ui/useMediaQuery';
import { Price } from './Price';
import styles from './ProductCard.module.css';

interface Props {
  item: ProductCardData;
  /** The first card above the fold: eager load, high fetch priority (LCP). */
  priority?: boolean;
  headingLevel?: 'h2' | 'h3';
  /** The shopper's cart gives member prices: the card shows the member price (lib/club/useMemberPrices). */
  memberPrices?: boolean;
}

export function ProductCard({ item, priority = false, headingLevel: H = 'h2', memberPrices = false }: Props) {
  // The second photo only shows under a mouse pointer. Phones would still download it (a lazy
  // image in view loads), competing with the first photos, so it is added on the client and only
  // where the device can hover; the server's HTML leaves it out.
  const canHover = useMediaQuery(CAN_HOVER);
  const shown = shownPrice(item, memberPrices);
  const isMemberPrice = shown.price !== item.price;
  return (
    <article className={styles.card} data-testid="product-card">
      <a href={item.path} className={styles.link}>
        <div className={styles.media}>
          {item.image ? (
            <img
              src={item.image.url}
              width={item.image.width}
              height={item.image.height}
              alt={item.image.alt}
              loading={priority ? 'eager' : 'lazy'}
              fetchPriority={priority ? 'high' : undefined}
              decoding="async"
              className={styles.image}
            />
          ) : (
            <span className={styles.placeholder} aria-hidden="true" />
          )}
          {canHover && item.hoverImage && (
            <img src={item.hoverImage.url} width={item.hoverImage.width} height={item.hoverImage.height} alt="" loading="lazy" decoding="async" className={styles.hover} />
          )}
          {item.soldOut && <span className={styles.badge}>Sold out</span>}
          {!item.soldOut && item.originalPrice !== null && item.originalPrice > item.price && <span className={styles.badge}>Sale</span>}
        </div>
        <H className={styles.name}>{item.name}</H>
      </a>
      <Price price={shown.price} originalPrice={shown.originalPrice} label={isMemberPrice ? 'Member price' : undefined} />
      {item.colors.length > 0 && (
        <ul className={styles.swatches} aria-label={`${item.colors.length} ${item.colors.length === 1 ? 'colour' : 'colours'}`}>
          {item.colors.slice(0, CARD_SWATCHES).map((c) => (
            <li key={c.title} className={styles.swatch} style={{ background: c.hex }} title={c.title} />
          ))}
        </ul>
      )}
    </article>
  );
}
