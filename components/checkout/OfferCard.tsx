import { useRef, useState, type ReactNode } from 'react';
import type { Offer } from '../../lib/checkout/types';
import { initialChoice, missingChoice, type OfferChoice } from '../../lib/checkout/offerChoice';
import { formatMoney } from '../../lib/format/money';
import { sizeLabel } from '../../lib/format/sizes';
import { splitColors } from '../../lib/format/colors';
import styles from './Funnel.module.css';

export type { OfferChoice };

interface Props {
  offer: Offer;
  eyebrow: string;
  /** Shown above the offer, e.g. the order confirmation on post-purchase offers. */
  notice?: ReactNode;
  /** How accepting is paid, shown just above the buttons (e.g. charged in full after a Pay in 4 order). */
  terms?: ReactNode;
  acceptLabel: string;
  onAccept(choice: OfferChoice): Promise<void>;
  onDecline(): Promise<void>;
  error: string | null;
}

/** One offer (order bump or special offer): picture, copy, price, the picker's choices, accept or decline. */
export function OfferCard({ offer, eyebrow, notice, terms, acceptLabel, onAccept, onDecline, error }: Props) {
  const soldOut = new Set(offer.item.soldOutSizes);
  const sizes = (offer.item.sizes ?? []).map((s) => ({ size: s, label: sizeLabel(s), soldOut: soldOut.has(s) }));
  const colors = offer.item.colors ?? [];
  const [choice, setChoice] = useState(() => initialChoice(offer));
  const [busy, setBusy] = useState<'accept' | 'decline' | null>(null);
  // The state above disables the buttons from the next render; this refuses a second click before it.
  const running = useRef(false);
  const [missing, setMissing] = useState<string | null>(null);
  const choose = (next: Partial<OfferChoice>) => {
    setChoice((c) => ({ ...c, ...next }));
    setMissing(null);
  };

  const act = async (kind: 'accept' | 'decline') => {
    if (running.current) return;
    const need = kind === 'accept' ? missingChoice(offer, choice) : null;
    setMissing(need);
    if (need) return;
    running.current = true;
    setBusy(kind);
    try {
      await (kind === 'accept' ? onAccept(choice) : onDecline());
    } finally {
      running.current = false;
      setBusy(null);
    }
  };

  const headline = offer.copy.headline || `Add ${offer.shortItemName || offer.item.name}`;
  // The picture follows the colour chosen (offer.pictures); before a choice, the offer's own picture.
  const picture = (choice.color && offer.pictures?.[choice.color]) || offer.copy.image || offer.item.image;
  return (
    <section className={styles.panel} aria-labelledby="offer-title" data-testid="offer" data-offer-id={offer.id}>
      {notice}
      <p className={styles.eyebrow}>{eyebrow}</p>
      <h1 id="offer-title" className={styles.title}>
        {headline}
      </h1>
      {picture && <img className={styles.offerImage} src={picture} alt={choice.color ? `${offer.item.name} in ${choice.color}` : offer.item.name} data-testid="offer-image" />}
      {offer.copy.body && <p className={styles.lead}>{offer.copy.body}</p>}
      <p className={styles.price} data-testid="offer-price">
        {offer.howMany > 1 && <span>{offer.howMany} for</span>}
        <span data-testid="offer-amount">{formatMoney(offer.price)}</span>
        {offer.originalPrice !== null && offer.originalPrice > offer.price && (
          <s className={styles.was}>
            <span className="visually-hidden">Item page price </span>
            {formatMoney(offer.originalPrice)}
          </s>
        )}
      </p>
      {offer.picker.color && colors.length > 0 && (
        <fieldset className={styles.choices}>
          <legend>Color</legend>
          <div className={styles.chips}>
            {colors.map((c) => (
              <label key={c} className={styles.chip}>
                <input type="radio" name="offer-color" value={c} checked={choice.color === c} onChange={() => choose({ color: c })} />
                <span>{splitColors(c).join(' / ') || c}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {offer.picker.size && sizes.length > 0 && (
        <fieldset className={styles.choices}>
          <legend>Size</legend>
          <div className={styles.chips}>
            {sizes.map((s) => (
              <label key={s.size} className={styles.chip}>
                <input type="radio" name="offer-size" value={s.size} checked={choice.size === s.size} disabled={s.soldOut} onChange={() => choose({ size: s.size })} aria-label={s.soldOut ? `${s.label} (sold out)` : s.label} />
                <span>{s.label}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {terms}
      {(missing || error) && (
        <p role="alert" className={styles.error} data-testid="offer-error">
          {missing || error}
        </p>
      )}
      <div className={styles.actions}>
        <button type="button" className="btn" onClick={() => act('accept')} disabled={busy !== null} aria-busy={busy === 'accept'} data-testid="offer-accept">
          {busy === 'accept' ? 'Adding…' : offer.copy.cta || acceptLabel}
        </button>
        <button type="button" className={styles.decline} onClick={() => act('decline')} disabled={busy !== null} aria-busy={busy === 'decline'} data-testid="offer-decline">
          {busy === 'decline' ? 'One moment…' : 'No thanks'}
        </button>
      </div>
    </section>
  );
}
