import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';
import { accountFormFailure } from '../../lib/account/errors';
import { useShopApi } from '../../lib/api/useShopApi';
import { colorLabel } from '../../lib/format/colors';
import { sizeLabel } from '../../lib/format/sizes';
import type { ReturnLineOption, ReturnOptions } from '../../lib/orders/returns';
import { returnFields, returnsApi, type ReturnFormLine } from '../../lib/orders/returnsApi';
import type { BrandPageProps } from '../../lib/page/brandPage';
import { PageHeader } from '../pages/shared/PageHeader';
import { PageMeta } from '../pages/shared/PageMeta';
import { formatDate } from '../pages/shared/formatDate';
import s from '../pages/shared/section.module.css';
import styles from './Orders.module.css';

export interface ReturnPageProps extends BrandPageProps {
  orderId: number;
  options: ReturnOptions;
}

const sendable = (l: ReturnLineOption) => l.quantityLeft > 0 && (l.refundable || l.exchangeable);

function LineChoice({ line, value, onChange }: { line: ReturnLineOption; value: ReturnFormLine; onChange(v: ReturnFormLine): void }) {
  const id = `line-${line.orderItemId}`;
  const inStock = line.exchangeSizes.filter((z) => z.inStock);
  const label = `${line.name} (${[colorLabel(line.color), line.size === 'One Size' ? '' : sizeLabel(line.size)].filter(Boolean).join(', ')})`;
  if (!sendable(line)) {
    return (
      <li className={styles.returnLine} data-testid="return-line" data-sendable="false">
        <span>{label}</span>
        <span className={styles.muted}>{line.note}</span>
      </li>
    );
  }
  return (
    <li className={styles.returnLine} data-testid="return-line" data-sendable="true">
      <fieldset>
        <legend>{label}</legend>
        {line.note ? <p className={styles.muted}>{line.note}</p> : null}
        <label htmlFor={`${id}-qty`}>How many to send back</label>
        <select id={`${id}-qty`} value={value.quantity} onChange={(e) => onChange({ ...value, quantity: Number(e.target.value) })}>
          {Array.from({ length: line.quantityLeft + 1 }, (_, n) => (
            <option key={n} value={n}>
              {n === 0 ? 'None' : n}
            </option>
          ))}
        </select>
        {value.quantity > 0 ? (
          <div role="radiogroup" aria-label={`What you’d like for ${line.name}`}>
            {line.refundable ? (
              <label>
                <input type="radio" name={`${id}-action`} checked={value.action === 'refund'} onChange={() => onChange({ ...value, action: 'refund' })} /> Refund to my card
              </label>
            ) : null}
            {line.exchangeable ? (
              <label>
                <input type="radio" name={`${id}-action`} checked={value.action === 'exchange'} disabled={!inStock.length} onChange={() => onChange({ ...value, action: 'exchange', exchangeSize: value.exchangeSize || inStock[0]?.size || '' })} />{' '}
                Exchange for another size{inStock.length ? '' : ' (no other size in stock)'}
              </label>
            ) : null}
            {value.action === 'exchange' ? (
              <>
                <label htmlFor={`${id}-size`}>New size</label>
                <select id={`${id}-size`} value={value.exchangeSize} onChange={(e) => onChange({ ...value, exchangeSize: e.target.value })}>
                  {line.exchangeSizes.map((z) => (
                    <option key={z.size} value={z.size} disabled={!z.inStock}>
                      {sizeLabel(z.size)}
                      {z.inStock ? '' : ' (sold out)'}
                    </option>
                  ))}
                </select>
              </>
            ) : null}
          </div>
        ) : null}
      </fieldset>
    </li>
  );
}

/**
 * /orders/<id>/return (protected): choose what to send back, and for each a refund or another size
 * (reserved at once); the return number and the prepaid label follow on the order page and by mail.
 */
export function ReturnPage({ path, orderId, options }: ReturnPageProps) {
  const api = useShopApi();
  const router = useRouter();
  const [lines, setLines] = useState<ReturnFormLine[]>(() =>
    options.lines.map((l) => ({ orderItemId: l.orderItemId, quantity: 0, action: l.refundable ? 'refund' : 'exchange', exchangeSize: l.exchangeSizes.find((z) => z.inStock)?.size ?? '' })),
  );
  const [reason, setReason] = useState('');
  const [unworn, setUnworn] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (!lines.some((l) => l.quantity > 0)) {
      setError('Choose at least one item to send back.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const started = await returnsApi.start(api, orderId, returnFields(lines, reason, unworn));
      await router.push(`/orders/${orderId}?return=${encodeURIComponent(started.return.rma)}#order-returns`);
    } catch (err) {
      setError(accountFormFailure(err, []).message);
      setBusy(false);
    }
  };

  return (
    <>
      <PageMeta title={`Return items from order #${orderId}`} path={path} />
      <PageHeader eyebrow="Your orders" title="Return or exchange items" intro={<p>Order #{orderId}</p>} />
      <div className={styles.wrap}>
        <div className={s.card}>
          {!options.open ? (
            <p data-testid="returns-closed">{options.reason}</p>
          ) : (
            <form onSubmit={(e) => void submit(e)} aria-label="Return or exchange items" noValidate>
              <p>
                Send items back until {options.until ? formatDate(options.until) : 'the end of the return window'}; return shipping is on us. Refunds go to the card you paid
                with once the parcel arrives; an exchange size is reserved for you now and ships free when it does.
              </p>
              <ul className={styles.returnLines}>
                {options.lines.map((l, i) => (
                  <LineChoice key={l.orderItemId} line={l} value={lines[i]} onChange={(v) => setLines((all) => all.map((x, j) => (j === i ? v : x)))} />
                ))}
              </ul>
              <label htmlFor="return-reason">Why are you sending it back? (optional)</label>
              <textarea id="return-reason" maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
              {options.unwornOnly ? (
                <label className={styles.unworn}>
                  <input type="checkbox" checked={unworn} onChange={(e) => setUnworn(e.target.checked)} data-testid="return-unworn" /> The items are unworn, with the hygienic
                  liner in place, in their original packaging.
                </label>
              ) : null}
              {error ? (
                <p className={s.alert} role="alert" data-testid="return-error">
                  {error}
                </p>
              ) : null}
              <button type="submit" className="btn" disabled={busy} data-testid="return-submit">
                {busy ? 'Starting your return…' : 'Start my return'}
              </button>
            </form>
          )}
        </div>
        <ul className={styles.links}>
          <li>
            <a href={`/orders/${orderId}`}>Back to order #{orderId}</a>
          </li>
        </ul>
      </div>
    </>
  );
}
