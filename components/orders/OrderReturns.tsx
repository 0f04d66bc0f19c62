import { useState } from 'react';
import { useShopApi } from '../../lib/api/useShopApi';
import { accountFormFailure } from '../../lib/account/errors';
import { colorLabel } from '../../lib/format/colors';
import { formatMoney } from '../../lib/format/money';
import { sizeLabel } from '../../lib/format/sizes';
import type { ReturnOptions, ReturnSummary } from '../../lib/orders/returns';
import { returnsApi } from '../../lib/orders/returnsApi';
import { formatDate } from '../pages/shared/formatDate';
import s from '../pages/shared/section.module.css';
import styles from './Orders.module.css';

const STATUS: Record<ReturnSummary['status'], string> = {
  open: 'Waiting for your parcel',
  received: 'Received',
  cancelled: 'Canceled',
};

function ReturnLabel({ ret }: { ret: ReturnSummary }) {
  return (
    <div className={styles.returnLabel} data-testid="return-label" aria-label={`Prepaid return label ${ret.rma}`} role="group">
      <p className={styles.labelHead}>Prepaid return label · Return shipping paid by the shop</p>
      <div className={styles.labelCols}>
        <div>
          <p className={styles.labelKey}>From</p>
          {ret.label.from.map((l, i) => (
            <p key={i}>{l}</p>
          ))}
        </div>
        <div>
          <p className={styles.labelKey}>To</p>
          {ret.label.to.map((l, i) => (
            <p key={i}>{l}</p>
          ))}
        </div>
      </div>
      <p className={styles.labelRma}>
        Return number <strong>{ret.rma}</strong>
      </p>
    </div>
  );
}

function ReturnCard({ orderId, ret, onChange }: { orderId: number; ret: ReturnSummary; onChange(o: ReturnOptions): void }) {
  const api = useShopApi();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cancel = async () => {
    setBusy(true);
    setError(null);
    try {
      onChange((await returnsApi.cancel(api, orderId, ret.id)).options);
    } catch (err) {
      setError(accountFormFailure(err, []).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className={styles.returnCard} data-testid="return" data-rma={ret.rma}>
      <p>
        <strong>Return {ret.rma}</strong> · <span data-testid="return-status">{STATUS[ret.status]}</span> · started{' '}
        <time dateTime={ret.createdAt}>{formatDate(ret.createdAt)}</time>
      </p>
      <ul>
        {ret.lines.map((l, i) => (
          <li key={i}>
            {l.quantity} × {l.name} ({[colorLabel(l.color), sizeLabel(l.size)].filter(Boolean).join(', ')}):{' '}
            {l.action === 'exchange' ? `exchange for size ${sizeLabel(l.exchangeSize ?? '')}` : 'refund'}
          </li>
        ))}
      </ul>
      {ret.status === 'received' ? (
        <p data-testid="return-outcome">
          {ret.refund ? `${formatMoney(ret.refund)} refunded to your card.` : null}
          {ret.exchangeOrderId ? (
            <>
              {' '}
              Your exchange ships as <a href={`/orders/${ret.exchangeOrderId}`}>order #{ret.exchangeOrderId}</a>.
            </>
          ) : null}
        </p>
      ) : null}
      {ret.status === 'open' ? (
        <>
          <ReturnLabel ret={ret} />
          <p className={styles.returnActions}>
            <button type="button" className="btn" onClick={() => window.print()}>
              Print label
            </button>
            <button type="button" className="btn btn-outline" disabled={busy} onClick={() => void cancel()} data-testid="return-cancel">
              {busy ? 'Canceling…' : 'Cancel this return'}
            </button>
          </p>
          {error ? (
            <p className={s.alert} role="alert">
              {error}
            </p>
          ) : null}
        </>
      ) : null}
    </li>
  );
}

/** The order page's returns: whether items can still be sent back (and the way to start), and each return with its label. */
export function OrderReturns({ orderId, options: initial }: { orderId: number; options: ReturnOptions }) {
  const [options, setOptions] = useState(initial);
  const canStart = options.open && options.lines.some((l) => l.quantityLeft > 0 && (l.refundable || l.exchangeable));
  if (!options.returns.length && !options.open && !options.until) return null;
  return (
    <section className={styles.block} aria-labelledby="order-returns" data-testid="order-returns">
      <h2 id="order-returns">Returns and exchanges</h2>
      {canStart ? (
        <p>
          You can return or exchange items until <span data-testid="returns-until">{formatDate(options.until!)}</span>.{' '}
          <a href={`/orders/${orderId}/return`} data-testid="start-return">
            Return or exchange items
          </a>
        </p>
      ) : options.reason ? (
        <p data-testid="returns-closed">{options.reason}</p>
      ) : null}
      {options.returns.length ? (
        <ul className={styles.returns}>
          {options.returns.map((r) => (
            <ReturnCard key={r.id} orderId={orderId} ret={r} onChange={setOptions} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
