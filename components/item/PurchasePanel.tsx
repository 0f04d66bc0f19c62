import { useRef, useState, useSyncExternalStore } from 'react';
import { useCartActions } from '../../lib/cart/actions';
import { ApiError } from '../../lib/api/errors';
import { initialSize, readSelectedSize, rememberSize } from '../../lib/catalog/selectedSize';
import type { ColorOption, SizeOption } from '../../lib/catalog/types';
import styles from './PurchasePanel.module.css';
import { useFreshStock } from './useFreshStock';

interface Props {
  itemId: number;
  colors: ColorOption[];
  /** The chosen colour's name (ItemView holds it: the gallery shows it too). */
  color: string;
  onColorChange: (color: string) => void;
  sizes: SizeOption[];
  soldOut: boolean;
  /** Opens the size guide (when the brand has one). */
  sizeGuide?: React.ReactNode;
}

const noop = () => () => {};

function errorText(err: unknown): string {
  if (err instanceof ApiError && err.messages.length) return err.messages.map((m) => m.replace(/^[a-zA-Z]+: /, '')).join(' ');
  return 'Sorry, we could not add this to your cart. Please try again.';
}

/** Colour swatches, size buttons (labels, sold-out state, remembered size) and Add to cart. */
export function PurchasePanel({ itemId, colors, color, onColorChange, sizes: pageSizes, soldOut: pageSoldOut, sizeGuide }: Props) {
  const { addToCart } = useCartActions();
  // The stock as it is now, over the page's (which a CDN may have kept).
  const { sizes, soldOut, refresh } = useFreshStock(itemId, pageSizes, pageSoldOut);
  // The remembered size (cookie) is only known in the browser; the server renders without it.
  const remembered = useSyncExternalStore(noop, readSelectedSize, () => null);
  const [chosen, setSize] = useState<string | null>(null);
  const size = chosen ?? initialSize(sizes, remembered);
  const [status, setStatus] = useState<'idle' | 'adding' | 'added'>('idle');
  const [error, setError] = useState<string | null>(null);
  // One add at a time. While adding the button is aria-disabled, not disabled: disabling the focused
  // button would drop keyboard focus to the page, and the cart drawer would hand it back there on close.
  const adding = useRef(false);

  const chooseSize = (s: string) => {
    setSize(s);
    setError(null);
    rememberSize(s);
  };

  const add = async () => {
    if (adding.current) return;
    if (!size) {
      setError('Please choose a size.');
      return;
    }
    adding.current = true;
    setStatus('adding');
    setError(null);
    try {
      await addToCart({ itemId, color, size, quantity: 1 });
      setStatus('added');
    } catch (err) {
      setError(errorText(err));
      setStatus('idle');
      if (err instanceof ApiError && err.status === 409) refresh();
    } finally {
      adding.current = false;
    }
  };

  const colorName = colors.find((c) => c.name === color);
  return (
    <div className={styles.panel}>
      {colors.length > 0 && (
        <fieldset className={styles.fieldset}>
          <legend>
            Color: <strong data-testid="selected-color">{colorName ? colorName.parts.join(' / ') : ''}</strong>
          </legend>
          <div className={styles.swatches}>
            {colors.map((c) => (
              <label key={c.name} className={styles.swatch} title={c.parts.join(' / ')} data-testid="color-option">
                <input type="radio" name="color" value={c.name} checked={color === c.name} onChange={() => onColorChange(c.name)} className="visually-hidden" />
                <span className={styles.swatchDot} style={{ background: c.hex }} aria-hidden="true" />
                <span className="visually-hidden">{c.parts.join(' / ')}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <fieldset className={styles.fieldset}>
        <legend>Size</legend>
        <div className={styles.sizes} data-testid="sizes">
          {sizes.map((s) => (
            <label key={s.size} className={`${styles.size} ${s.soldOut ? styles.soldOut : ''}`} data-testid="size-option" data-sold-out={s.soldOut ? 'true' : 'false'}>
              <input
                type="radio"
                name="size"
                value={s.size}
                checked={size === s.size}
                disabled={s.soldOut}
                onChange={() => chooseSize(s.size)}
                className="visually-hidden"
              />
              <span className={styles.sizeBox}>
                {s.label}
                {s.soldOut && <span className="visually-hidden"> (sold out)</span>}
              </span>
            </label>
          ))}
        </div>
        {sizeGuide}
        {size && sizes.find((s) => s.size === size && s.stock > 0 && s.stock <= 3) && <p className={styles.low}>Only a few left in this size</p>}
      </fieldset>
      <button type="button" className={`btn ${styles.add}`} onClick={add} disabled={soldOut} aria-disabled={status === 'adding' || undefined} data-testid="add-to-cart">
        {soldOut ? 'Sold out' : status === 'adding' ? 'Adding…' : 'Add to cart'}
      </button>
      <p className={styles.message} role="status" aria-live="polite">
        {status === 'added' && !error ? 'Added to your cart.' : ''}
      </p>
      {error && (
        <p className={styles.error} role="alert" data-testid="add-error">
          {error}
        </p>
      )}
    </div>
  );
}
