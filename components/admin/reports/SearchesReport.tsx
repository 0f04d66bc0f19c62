import type { SearchReport } from '../../../lib/admin/reportTypes';
import admin from '../admin.module.css';
import type { ReportFilters } from './query';
import { ReportSection } from './ReportSection';
import { useReport } from './useReport';
import { scrollRegion } from '../scrollRegion';

/** The searches that found nothing, most asked first, as npm run report:search lists them. */
export function SearchesReport({ filters }: { filters: ReportFilters }) {
  const { data, errors } = useReport<SearchReport>('searches', filters);
  return (
    <ReportSection name="searches" title="Searches that found nothing" filters={filters} errors={errors} loading={!data && !errors.length}
      about="Shop searches without a result, last asked within the range; the count is every time it was asked (all time), the query as the shop normalised it.">
      {data && !data.searches.length ? <p>No searches without results in this range.</p> : null}
      {data?.searches.length ? (
        <div className={admin.tableWrap} {...scrollRegion('Searches that found nothing')}>
          <table className={admin.table}>
            <caption className={admin.muted}>Searches that found nothing</caption>
            <thead><tr><th scope="col">Query</th><th scope="col">Brand</th><th scope="col">Count</th><th scope="col">Last seen (UTC)</th></tr></thead>
            <tbody>
              {data.searches.map((s) => (
                <tr key={`${s.brandId} ${s.query}`}>
                  <th scope="row">{s.query}</th><td>{s.brandId}</td><td>{s.count}</td><td>{s.lastSeen.slice(0, 16).replace('T', ' ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </ReportSection>
  );
}
