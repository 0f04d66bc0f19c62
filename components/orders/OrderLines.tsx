import { quantityCaption } from '../../lib/format/quantity';
import type { OrderLine } from '../../lib/account/types';
import { formatMoney } from '../../lib/format/money';
import { sizeCaption } from '../../lib/format/sizes';
import { colorLabel } from '../../lib/format/colors';
import styles from './Orders.module.css';

/** The lines of an order: image, name, colour, size, quantity, line total; cancelled lines struck through and labelled. */
export function OrderLines({ lines }: { lines: OrderLine[] }) {
  return (
    <ul className={styles.lines}>
      {lines.map((l, i) => (
        <li key={i} className={`${styles.line} ${l.cancelled ? styles.cancelled : ''}`} data-testid="order-line">
          {l.image ? <img src={l.image} alt="" width={72} height={90} className={styles.thumb} loading="lazy" /> : <span />}
          <div>
            <div className={styles.lineHead}>
              <span className={styles.lineName}>{l.name}</span>
              <span className={styles.linePrice}>
                {l.cancelled ? <span className="visually-hidden">Was </span> : null}
                {l.total === 0 ? 'Free' : formatMoney(l.total)}
              </span>
            </div>
            <p className={styles.meta}>
              {l.color ? <span>{colorLabel(l.color)}</span> : null}
              {l.size ? <span>{sizeCaption(l.size)}</span> : null}
              <span data-testid="line-quantity">{quantityCaption(l.quantity, l.total)}</span>
              {l.cancelled ? (
                <span className={styles.cancelledTag} data-testid="line-cancelled">
                  Canceled
                </span>
              ) : null}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
