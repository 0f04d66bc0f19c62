import type { ClubReport as Club } from '../../../lib/admin/reportTypes';
import { TimeSeriesChart } from '../charts/TimeSeriesChart';
import admin from '../admin.module.css';
import type { ReportFilters } from './query';
import { ReportSection } from './ReportSection';
import { useReport } from './useReport';
import { scrollRegion } from '../scrollRegion';

const count = (n: number) => String(n);

/** The club per day: active members as a line, joins as bars, and the table per day and brand. */
export function ClubReport({ filters }: { filters: ReportFilters }) {
  const { data, errors } = useReport<Club>('club', filters);
  const byDay = new Map<string, { joins: number; active: number }>();
  for (const d of data?.days ?? []) {
    const t = byDay.get(d.day) ?? { joins: 0, active: 0 };
    byDay.set(d.day, { joins: t.joins + d.joins, active: t.active + d.activeMembers });
  }
  const days = [...byDay.entries()];
  const last = days.length ? days[days.length - 1][1].active : 0;
  return (
    <ReportSection name="club" title="Club" filters={filters} errors={errors} loading={!data && !errors.length}
      about="Joins: memberships started that day. Cancellations: memberships canceled that day. Skips: months skipped that day (by the member or staff). Active members: started and not canceled by the end of the day (paused members count). Days in UTC.">
      {data ? (
        <>
          <TimeSeriesChart kind="line" title="Active members" labelHeading="Day" valueHeading="Active members" formatValue={count} whole
            description={`Active club members at the end of each day from ${data.from} to ${data.to}: ${last} on the last day.`}
            points={days.map(([day, t]) => ({ label: day, value: t.active }))} />
          <TimeSeriesChart kind="bar" title="Club joins per day" labelHeading="Day" valueHeading="Joins" formatValue={count} whole
            description={`New club members per day from ${data.from} to ${data.to}: ${days.reduce((a, [, t]) => a + t.joins, 0)} in all.`}
            points={days.map(([day, t]) => ({ label: day, value: t.joins }))} />
          <div className={admin.tableWrap} {...scrollRegion('The club per day and brand')}>
            <table className={admin.table}>
              <caption className={admin.muted}>The club per day and brand</caption>
              <thead><tr><th scope="col">Day</th><th scope="col">Brand</th><th scope="col">Joins</th><th scope="col">Cancellations</th><th scope="col">Skips</th><th scope="col">Active members</th></tr></thead>
              <tbody>
                {data.days.map((d) => (
                  <tr key={`${d.day} ${d.brandId}`}>
                    <th scope="row">{d.day}</th><td>{d.brandId}</td><td>{d.joins}</td><td>{d.cancellations}</td><td>{d.skips}</td><td>{d.activeMembers}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
    </ReportSection>
  );
}
