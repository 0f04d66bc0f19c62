import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { adminGet, adminPost } from '../../lib/admin/api';
import type { CodeList as Codes } from '../../lib/admin/types';
import { formatCents, toCents } from '../../lib/format/money';
import { Errors } from './Errors';
import styles from './admin.module.css';

type Code = Codes['codes'][number];

function effect(c: Code): string {
  if (c.kind === 'percent') return `${c.percentOff}% off`;
  if (c.kind === 'amount') return `${formatCents(c.valueCents)} off`;
  return 'Free shipping';
}

/** The days a code runs: 'Dec 1 2026 – Dec 31 2026', 'from …', 'until …', 'Always'. */
function runs(c: Code): string {
  if (c.startsAt && c.endsAt) return `${c.startsAt} – ${c.endsAt}`;
  if (c.startsAt) return `from ${c.startsAt}`;
  if (c.endsAt) return `until ${c.endsAt}`;
  return 'Always';
}

/** The brand's discount codes with uses and revenue; create one, expire one. */
export function CodeList() {
  const [codes, setCodes] = useState<Code[] | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const load = useCallback(() => {
    void adminGet<Codes>('codes').then((a) => (a.ok ? setCodes(a.data.codes) : setErrors(a.errors)));
  }, []);
  useEffect(load, [load]);
  async function create(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const text = (n: string) => String(f.get(n) ?? '').trim();
    const value = toCents(Number(text('value')));
    const kind = text('kind');
    const a = await adminPost('codes', {
      brand: text('brand'), code: text('code'), kind,
      ...(kind === 'percent' ? { percentOff: text('value') } : kind === 'amount' ? { valueCents: String(value ?? '') } : {}),
      minSubtotalCents: String(toCents(Number(text('minimum') || '0'))), firstOrderOnly: f.get('firstOrderOnly') ? '1' : '0', clubOnly: f.get('clubOnly') ? '1' : '0',
      startsAt: text('startsAt'), endsAt: text('endsAt'), perCustomerLimit: text('perCustomerLimit'),
    });
    setErrors(a.ok ? [] : a.errors);
    if (a.ok) load();
  }
  async function expire(id: number) {
    const a = await adminPost(`codes/${id}/expire`);
    setErrors(a.ok ? [] : a.errors);
    if (a.ok) load();
  }
  return (
    <>
      <form className={styles.card} onSubmit={(e) => void create(e)} aria-label="New code">
        <h1>Discount codes</h1>
        <div className={styles.row}>
          <div className={styles.field}><label htmlFor="brand">Brand</label><input id="brand" name="brand" required maxLength={20} /></div>
          <div className={styles.field}><label htmlFor="code">Code</label><input id="code" name="code" required pattern="[A-Za-z0-9]{3,30}" /></div>
          <div className={styles.field}>
            <label htmlFor="kind">Kind</label>
            <select id="kind" name="kind" defaultValue="percent">
              <option value="percent">Percent off</option><option value="amount">Amount off ($)</option><option value="free_shipping">Free shipping</option>
            </select>
          </div>
          <div className={styles.field}><label htmlFor="value">Percent or amount</label><input id="value" name="value" inputMode="decimal" /></div>
          <div className={styles.field}><label htmlFor="minimum">Minimum ($)</label><input id="minimum" name="minimum" inputMode="decimal" /></div>
          <div className={styles.field}><label htmlFor="startsAt">First day</label><input id="startsAt" name="startsAt" type="date" /></div>
          <div className={styles.field}><label htmlFor="endsAt">Last day</label><input id="endsAt" name="endsAt" type="date" /></div>
          <div className={styles.field}><label htmlFor="perCustomerLimit">Uses per customer</label><input id="perCustomerLimit" name="perCustomerLimit" type="number" min={1} max={1000} /></div>
          <label><input type="checkbox" name="firstOrderOnly" /> First order only</label>
          <label><input type="checkbox" name="clubOnly" /> Club only</label>
          <button className={styles.button} type="submit">Create</button>
        </div>
      </form>
      <Errors errors={errors} />
      {codes ? (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr><th>Code</th><th>Brand</th><th>What</th><th>Minimum</th><th>Runs</th><th>Per customer</th><th>Uses</th><th>Revenue</th><th>Status</th><th /></tr>
            </thead>
            <tbody>
              {codes.map((c) => (
                <tr key={c.id}>
                  <td>{c.code}</td><td>{c.brandId}</td><td>{effect(c)}</td><td>{formatCents(c.minSubtotalCents)}</td>
                  <td>{runs(c)}</td><td>{c.perCustomerLimit ?? 'Any'}</td>
                  <td>{c.uses}</td><td>{formatCents(c.revenueCents)}</td><td>{c.active ? 'Active' : 'Expired'}</td>
                  <td>{c.active ? <button type="button" className={styles.linkButton} onClick={() => void expire(c.id)}>Expire now</button> : null}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : <p>Loading…</p>}
    </>
  );
}
