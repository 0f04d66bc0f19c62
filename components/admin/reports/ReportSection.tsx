import type { ReactNode } from 'react';
import type { ReportName } from '../../../lib/admin/reportTypes';
import { Errors } from '../Errors';
import admin from '../admin.module.css';
import { csvHref, type ReportFilters } from './query';

interface Props {
  name: ReportName;
  title: string;
  filters: ReportFilters;
  errors: readonly string[];
  /** What the numbers mean, in a line. */
  about: string;
  loading: boolean;
  children: ReactNode;
}

/** One report's card: its heading, what it counts, a "Download CSV" link for its table, and the report. */
export function ReportSection({ name, title, filters, errors, about, loading, children }: Props) {
  const headingId = `report-${name}`;
  return (
    <section className={admin.card} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <p className={admin.muted}>{about}</p>
      <p><a href={csvHref(name, filters)} download>{`Download CSV (${title.toLowerCase()})`}</a></p>
      <Errors errors={errors} />
      {loading ? <p>Loading…</p> : children}
    </section>
  );
}
