import { formatCents } from '../../../lib/format/money';
import type {
  AttributionReportView, ClubReport, ExperimentReportView, ExperimentView, ReportName, SalesReport, SearchReport,
} from '../../../lib/admin/reportTypes';
import { attributionReport, dayStart, experimentReport, nextDay, readExperiment } from '../../marketing/reports';
import { listMisses } from '../../search/misses';
import { FileAnswer, type AdminRoute, type SignedInContext } from '../http/types';
import { clubByDay } from './club';
import { toCsv, type CsvCell, type CsvDecimal } from './csv';
import { experimentView } from './experimentView';
import { salesByDay } from './sales';
import { readReportRequest, type ReportRequest } from './scope';

/** Dollars with two decimals for a spreadsheet (no currency sign or thousands separator). */
/** Dollars as a number for a spreadsheet, two decimals: 1234.50, and -25.00 below zero (formatCents writes that one as ($25.00)). */
const dollars = (cents: number): CsvDecimal => ({ decimal: `${cents < 0 ? '-' : ''}${formatCents(Math.abs(cents)).replace(/[^0-9.]/g, '')}` });
const pct = (x: number | null) => (x === null ? null : Number((x * 100).toFixed(2)));

function csvFile(name: ReportName, r: ReportRequest, header: readonly string[], rows: readonly (readonly CsvCell[])[]): FileAnswer {
  const brands = r.brandIds.length === 1 ? r.brandIds[0] : 'all-brands';
  return new FileAnswer('text/csv; charset=utf-8', `${name}-${brands}-${r.from}-to-${r.to}.csv`, toCsv(header, rows));
}

/** A report route: reads the scope, builds the answer, and sends it as JSON or, with format=csv, as its table. */
function report<T>(name: ReportName, build: (ctx: SignedInContext, r: ReportRequest) => Promise<T>, table: (answer: T) => { header: string[]; rows: CsvCell[][] }): AdminRoute {
  return {
    method: 'GET', path: `reports/${name}`, access: 'reports.read',
    async handler(ctx) {
      const r = readReportRequest(ctx.req.query, ctx.staff, ctx.now);
      const answer = await build(ctx, r);
      if (!r.csv) return answer;
      const t = table(answer);
      return csvFile(name, r, t.header, t.rows);
    },
  };
}

const scopeOf = (r: ReportRequest) => ({ from: r.from, to: r.to, brandIds: r.brandIds });

function versusText(g: ExperimentView['groups'][number]): string {
  const v = g.versusControl;
  if (!v) return 'control';
  if (v.kind === 'not-enough-data') return `not enough data: ${v.reason}`;
  return v.kind === 'winner' ? 'interval excludes 0' : 'interval includes 0';
}

/** GET reports/<name> (reports.read): sales, attribution, split tests, the club, searches that found nothing (docs/admin.md). */
export const reportRoutes: AdminRoute[] = [
  report('sales', async (ctx, r): Promise<SalesReport> => ({ ...scopeOf(r), days: await salesByDay(ctx.db, r) }), (a) => ({
    header: ['day', 'brand', 'sales ($)', 'refunds ($)', 'net sales ($)', 'orders', 'average order ($)'],
    rows: a.days.map((d) => [d.day, d.brandId, dollars(d.salesCents), dollars(d.refundsCents), dollars(d.netSalesCents), d.orders, dollars(d.averageOrderCents)]),
  })),
  report('attribution', async (ctx, r): Promise<AttributionReportView> => ({
    ...scopeOf(r), tables: await attributionReport(ctx.db, { brandIds: r.brandIds, from: r.from, to: r.to }),
  }), (a) => ({
    header: ['brand', 'touch', 'source', 'medium', 'campaign', 'orders', 'revenue ($)', 'club joins'],
    rows: a.tables.flatMap((t) => t.lines.map((l) => [t.brandId, t.touch, l.source, l.medium, l.campaign, l.orders, dollars(l.revenueCents), l.clubJoins])),
  })),
  report('experiments', async (ctx, r): Promise<ExperimentReportView> => ({
    ...scopeOf(r), experiments: (await experimentReport(ctx.db, { brandIds: r.brandIds, from: r.from, to: r.to })).map((row) => experimentView(readExperiment(row))),
  }), (a) => ({
    header: ['brand', 'test', 'conversion', 'group', 'exposures', 'conversions', 'rate (%)', 'rate low (%)', 'rate high (%)', 'difference (points)', 'difference low', 'difference high', 'versus control', 'winner'],
    rows: a.experiments.flatMap((e) => e.groups.map((g) => {
      const v = g.versusControl && g.versusControl.kind !== 'not-enough-data' ? g.versusControl : null;
      return [
        e.brandId, e.testKey, e.kind === 'club' ? 'club join' : 'order', g.value, g.exposures, g.conversions, pct(g.rate), pct(g.low), pct(g.high),
        v ? pct(v.difference) : null, v ? pct(v.low) : null, v ? pct(v.high) : null, versusText(g), e.winner === g.value ? 'winner' : '',
      ];
    })),
  })),
  report('club', async (ctx, r): Promise<ClubReport> => ({ ...scopeOf(r), days: await clubByDay(ctx.db, r) }), (a) => ({
    header: ['day', 'brand', 'joins', 'cancellations', 'skips', 'active members'],
    rows: a.days.map((d) => [d.day, d.brandId, d.joins, d.cancellations, d.skips, d.activeMembers]),
  })),
  report('searches', async (ctx, r): Promise<SearchReport> => ({
    ...scopeOf(r),
    searches: (await listMisses(ctx.db, { brandIds: r.brandIds, lastSeenFrom: dayStart(r.from), lastSeenBefore: dayStart(nextDay(r.to)) }))
      .map((m) => ({ brandId: m.brandId, query: m.query, count: m.count, lastSeen: m.lastSeen })),
  }), (a) => ({
    header: ['brand', 'query', 'count', 'last seen (UTC)'],
    rows: a.searches.map((s) => [s.brandId, s.query, s.count, s.lastSeen]),
  })),
];
