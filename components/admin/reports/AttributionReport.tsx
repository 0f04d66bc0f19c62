import type { AttributionReportView } from '../../../lib/admin/reportTypes';
import { formatCents } from '../../../lib/format/money';
import admin from '../admin.module.css';
import type { ReportFilters } from './query';
import { ReportSection } from './ReportSection';
import { useReport } from './useReport';
import { scrollRegion } from '../scrollRegion';

/** Orders, revenue and club joins per source / medium / campaign, by last touch then first touch, per brand. */
export function AttributionReport({ filters }: { filters: ReportFilters }) {
  const { data, errors } = useReport<AttributionReportView>('attribution', filters);
  return (
    <ReportSection name="attribution" title="Attribution" filters={filters} errors={errors} loading={!data && !errors.length}
      about="Orders (totals as placed; refunds not subtracted) and club joins per source / medium / campaign of the shopper's last and first touch, as npm run report:attribution counts them. No touch: (direct) / (none).">
      {data && !data.tables.length ? <p>No orders or club joins in this range.</p> : null}
      {data?.tables.map((t) => (
        <div key={`${t.brandId} ${t.touch}`} className={admin.tableWrap} {...scrollRegion(`${t.brandId}: ${t.touch} touch`)}>
          <table className={admin.table}>
            <caption>{`${t.brandId}: ${t.touch} touch`}</caption>
            <thead><tr><th scope="col">Source</th><th scope="col">Medium</th><th scope="col">Campaign</th><th scope="col">Orders</th><th scope="col">Revenue</th><th scope="col">Club joins</th></tr></thead>
            <tbody>
              {t.lines.map((l) => (
                <tr key={`${l.source} ${l.medium} ${l.campaign}`}>
                  <th scope="row">{l.source}</th><td>{l.medium}</td><td>{l.campaign}</td><td>{l.orders}</td><td>{formatCents(l.revenueCents)}</td><td>{l.clubJoins}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </ReportSection>
  );
}
