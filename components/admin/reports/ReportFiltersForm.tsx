import { useState, type FormEvent } from 'react';
import { Errors } from '../Errors';
import admin from '../admin.module.css';
import { lastDays, type ReportFilters } from './query';

interface Props {
  filters: ReportFilters;
  /** The staff member's brands, for the brand select. */
  brands: readonly string[];
  onChange(next: ReportFilters): void;
}

const PRESETS = [7, 30, 90] as const;

/** The range picker: a brand, two days (UTC, both counted) and presets for the last 7, 30 and 90 days. */
export function ReportFiltersForm({ filters, brands, onChange }: Props) {
  // A reversed range is said once here, not refused by each of the five reports below (five alerts).
  const [error, setError] = useState('');
  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const next = { brand: String(f.get('brand') ?? ''), from: String(f.get('from') ?? ''), to: String(f.get('to') ?? '') };
    if (next.from && next.to && next.from > next.to) {
      setError('From: must not be after To.');
      return;
    }
    setError('');
    onChange(next);
  }
  return (
    <form className={admin.card} onSubmit={submit} aria-label="Report range" key={`${filters.brand} ${filters.from} ${filters.to}`}>
      <h1>Reports</h1>
      <div className={admin.row}>
        <div className={admin.field}>
          <label htmlFor="report-brand">Brand</label>
          <select id="report-brand" name="brand" defaultValue={filters.brand}>
            <option value="">All my brands</option>
            {brands.map((b) => <option key={b} value={b}>{b}</option>)}
          </select>
        </div>
        <div className={admin.field}>
          <label htmlFor="report-from">From (UTC)</label>
          <input id="report-from" name="from" type="date" required defaultValue={filters.from} />
        </div>
        <div className={admin.field}>
          <label htmlFor="report-to">To (UTC)</label>
          <input id="report-to" name="to" type="date" required defaultValue={filters.to} />
        </div>
        <button className={admin.button} type="submit">Show</button>
      </div>
      {error ? <Errors errors={[error]} /> : null}
      <div className={admin.row} role="group" aria-label="Quick ranges">
        {PRESETS.map((n) => (
          <button key={n} type="button" className={admin.linkButton} onClick={() => { setError(''); onChange({ ...filters, ...lastDays(n) }); }}>
            {`Last ${n} days`}
          </button>
        ))}
      </div>
    </form>
  );
}
