import type { ExperimentReportView } from '../../../lib/admin/reportTypes';
import { IntervalChart } from '../charts/IntervalChart';
import admin from '../admin.module.css';
import { callText, intervalText, rateText, versusText } from './experimentText';
import type { ReportFilters } from './query';
import { ReportSection } from './ReportSection';
import { useReport } from './useReport';
import { scrollRegion } from '../scrollRegion';

/** Each split test per brand and conversion kind: the rates with their intervals as a chart, the call, and the table. */
export function ExperimentsReport({ filters }: { filters: ReportFilters }) {
  const { data, errors } = useReport<ExperimentReportView>('experiments', filters);
  return (
    <ReportSection name="experiments" title="Split tests" filters={filters} errors={errors} loading={!data && !errors.length}
      about="Sessions shown each group within the range (exposures), those that then converted, the rate with its 95% Wilson interval, and each variant against the control (first group) with Newcombe's 95% interval. A winner only when that interval excludes 0 and each group has at least 100 exposures.">
      {data && !data.experiments.length ? <p>No split-test exposures in this range.</p> : null}
      {data?.experiments.map((e) => {
        const name = `${e.testKey} on ${e.brandId}: ${e.kind === 'club' ? 'club joins' : 'orders'}`;
        const call = callText(e);
        return (
          <article key={`${e.brandId} ${e.testKey} ${e.kind}`} aria-label={name} data-experiment={`${e.brandId}:${e.testKey}:${e.kind}`}>
            <h3>{name}</h3>
            <p className={e.winner ? admin.done : admin.muted} data-call>{call}</p>
            <IntervalChart title={`${name}: conversion rate per group`}
              description={`${e.groups.map((g) => `${g.value} ${rateText(g)} (${intervalText(g)})`).join('; ')}. ${call}.`}
              rows={e.groups.map((g) => ({ label: g.value, rate: g.rate, low: g.low, high: g.high, winner: e.winner === g.value }))} />
            <div className={admin.tableWrap} {...scrollRegion(name)}>
              <table className={admin.table}>
                <caption className={admin.muted}>{name}</caption>
                <thead><tr><th scope="col">Group</th><th scope="col">Exposures</th><th scope="col">Conversions</th><th scope="col">Rate</th><th scope="col">95% interval</th><th scope="col">Against the control</th></tr></thead>
                <tbody>
                  {e.groups.map((g) => (
                    <tr key={g.value}>
                      <th scope="row">{e.winner === g.value ? `${g.value} (winner)` : g.value}</th>
                      <td>{g.exposures}</td><td>{g.conversions}</td><td>{rateText(g)}</td><td>{intervalText(g)}</td><td>{versusText(g)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </article>
        );
      })}
    </ReportSection>
  );
}
