import { useEffect, useState } from 'react';
import { adminGet } from '../../../lib/admin/api';
import type { ReportName } from '../../../lib/admin/reportTypes';
import { reportQuery, type ReportFilters } from './query';

export interface ReportState<T> {
  /** null while the answer for these filters is on its way. */
  data: T | null;
  errors: string[];
}

/** One report's answer for the chosen filters, read again when they change (an answer for older filters is not shown). */
export function useReport<T>(name: ReportName, filters: ReportFilters): ReportState<T> {
  const { brand, from, to } = filters;
  const key = `${name} ${brand} ${from} ${to}`;
  const [state, setState] = useState<ReportState<T> & { key: string }>({ key: '', data: null, errors: [] });
  useEffect(() => {
    let live = true;
    void adminGet<T>(`reports/${name}`, reportQuery({ brand, from, to })).then((a) => {
      if (live) setState(a.ok ? { key, data: a.data, errors: [] } : { key, data: null, errors: a.errors });
    });
    return () => {
      live = false;
    };
  }, [key, name, brand, from, to]);
  return state.key === key ? { data: state.data, errors: state.errors } : { data: null, errors: [] };
}
