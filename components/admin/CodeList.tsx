import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { adminGet, adminPost } from '../../lib/admin/api';
import type { CodeList as Codes } from '../../lib/admin/types';
import { codeTermsFields } from '../../lib/admin/codeForm';
import { formatCents } from '../../lib/format/money';
import { CodeTermsFields } from './CodeTermsFields';
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

/**
 * What the cart does with the code today (UTC, as the cart counts days): 'Expired' (made inactive),
 * 'Ended' (past its last day), 'Scheduled' (before its first day) or 'Active'.
 */
export function codeState(c: Pick<Code, 'active' | 'startsAt' | 'endsAt'>, today = new Date().toISOString().slice(0, 10)): string {
  if (!c.active) return 'Expired';
  if (c.endsAt && c.endsAt < today) return 'Ended';
  if (c.startsAt && c.startsAt > today) return 'Scheduled';
  return 'Active';
}

/** The brand's discount codes with uses and revenue; create one, edit one's terms, expire one. */
export function CodeList() {
  const [codes, setCodes] = useState<Code[] | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [editing, setEditing] = useState<number | null>(null);
  const load = useCallback(() => {
    void adminGet<Codes>('codes').then((a) => (a.ok ? setCodes(a.data.codes) : setErrors(a.errors)));
  }, []);
  useEffect(load, [load]);
  // The edit form opens under the table, out of sight on a long list: take focus (and the view) to it.
  useEffect(() => {
    if (editing !== null) document.getElementById('edit-code-title')?.focus();
  }, [editing]);
  async function create(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const a = await adminPost('codes', { brand: String(f.get('brand') ?? '').trim(), code: String(f.get('code') ?? '').trim(), ...codeTermsFields(f) });
    setErrors(a.ok ? [] : a.errors);
    if (a.ok) load();
  }
  async function update(e: FormEvent<HTMLFormElement>, id: number) {
    e.preventDefault();
    const a = await adminPost(`codes/${id}`, codeTermsFields(new FormData(e.currentTarget)));
    setErrors(a.ok ? [] : a.errors);
    if (a.ok) {
      setEditing(null);
      load();
    }
  }
  async function expire(c: Code) {
    // Expiring cannot be undone here, and a live campaign's code is one click away from it.
    if (!window.confirm(`Expire ${c.code} (${c.brandId}) now? Shoppers can no longer use it.`)) return;
    const a = await adminPost(`codes/${c.id}/expire`);
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
          <CodeTermsFields idPrefix="new" />
          <button className={styles.button} type="submit">Create</button>
        </div>
      </form>
      <Errors errors={errors} />
      {codes ? (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr><th>Code</th><th>Brand</th><th>What</th><th>Minimum</th><th>Runs</th><th>Per customer</th><th>Uses</th><th>Revenue</th><th>Status</th><th><span className={styles.muted}>Actions</span></th></tr>
            </thead>
            <tbody>
              {codes.map((c) => (
                <tr key={c.id}>
                  <td>{c.code}</td><td>{c.brandId}</td><td>{effect(c)}</td><td>{formatCents(c.minSubtotalCents)}</td>
                  <td>{runs(c)}</td><td>{c.perCustomerLimit ?? 'Any'}</td>
                  <td>{c.uses}</td><td>{formatCents(c.revenueCents)}</td><td>{codeState(c)}</td>
                  <td>
                    <button type="button" className={styles.linkButton} onClick={() => setEditing(editing === c.id ? null : c.id)} aria-expanded={editing === c.id} aria-label={`Edit ${c.code} (${c.brandId})`}>Edit {c.code}</button>
                    {c.active ? <> · <button type="button" className={styles.linkButton} onClick={() => void expire(c)} aria-label={`Expire ${c.code} (${c.brandId}) now`}>Expire now</button></> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : <p>Loading…</p>}
      {codes?.filter((c) => c.id === editing).map((c) => (
        <form key={c.id} className={styles.card} onSubmit={(e) => void update(e, c.id)} aria-labelledby="edit-code-title">
          <h2 id="edit-code-title" tabIndex={-1}>Edit {c.code} ({c.brandId})</h2>
          <p className={styles.muted}>The name and brand stay; orders already placed keep their discount.</p>
          <div className={styles.row}>
            <CodeTermsFields idPrefix={`edit-${c.id}`} code={c} />
            <button className={styles.button} type="submit">Save</button>
            <button className={styles.linkButton} type="button" onClick={() => setEditing(null)}>Cancel</button>
          </div>
        </form>
      ))}
    </>
  );
}
