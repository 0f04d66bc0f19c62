// The marketing reports: npm run report:experiments and npm run report:attribution
// (scripts/report-experiments.ts, scripts/report-attribution.ts), and the back office's reports
// (server/admin/reports) from the same functions. Queries here, arithmetic in experimentStats.ts,
// text here; the same on SQLite and PostgreSQL.
import { BRANDS } from '../../brands';
import type { DB } from '../db';
import { verdict, wilsonInterval, type Interval, type Verdict } from './experimentStats';
import { formatCents } from '../../lib/format/money';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A YYYY-MM-DD that is a real date, or null. */
export function validDate(s: string): boolean {
  if (!DATE.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/** The day after a YYYY-MM-DD, and the ISO instant a day starts (UTC). */
export const nextDay = (s: string) => new Date(Date.parse(`${s}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
export const dayStart = (s: string) => `${s}T00:00:00.000Z`;

export interface GroupCounts {
  value: string;
  exposures: number;
  conversions: number;
}

export interface ExperimentRow {
  brandId: string;
  testKey: string;
  /** What counts as converting: 'club' (joined the club) or 'order' (placed an order). */
  kind: 'club' | 'order';
  /** The control first (the test's first value), then the other groups. */
  groups: GroupCounts[];
}

export const CONVERSION_KINDS = ['club', 'order'] as const;

/** Which brands and days a report covers: every brand and all time when left out; days inclusive, UTC, YYYY-MM-DD. */
export interface ReportScope {
  brandIds?: readonly string[];
  from?: string;
  to?: string;
}

/** The scope of a CLI's single optional brand. */
function scopeOf(arg: string | ReportScope | undefined): ReportScope {
  return typeof arg === 'string' ? { brandIds: [arg] } : (arg ?? {});
}

/**
 * Exposures per group, and the exposed sessions that converted after their exposure, per test,
 * brand and kind. A conversion of a session that never saw its group is not counted. With days,
 * only exposures on those days, and conversions up to the end of the last day.
 */
export async function experimentReport(db: DB, arg?: string | ReportScope): Promise<ExperimentRow[]> {
  const scope = scopeOf(arg);
  if (scope.brandIds && scope.brandIds.length === 0) return [];
  let ex = db.selectFrom('split_test_exposures').select(['brand_id', 'test_key', 'value', (eb) => eb.fn.countAll<string>().as('n')]);
  if (scope.brandIds) ex = ex.where('brand_id', 'in', [...scope.brandIds]);
  if (scope.from) ex = ex.where('created_at', '>=', dayStart(scope.from));
  if (scope.to) ex = ex.where('created_at', '<', dayStart(nextDay(scope.to)));
  const exposures = await ex.groupBy(['brand_id', 'test_key', 'value']).execute();
  let cv = db
    .selectFrom('split_test_exposures as e')
    .innerJoin('split_test_conversions as c', (j) =>
      j.onRef('c.brand_id', '=', 'e.brand_id').onRef('c.session_id', '=', 'e.session_id').onRef('c.test_key', '=', 'e.test_key').onRef('c.created_at', '>=', 'e.created_at'),
    )
    .select(['e.brand_id', 'e.test_key', 'e.value', 'c.kind', (eb) => eb.fn.countAll<string>().as('n')]);
  if (scope.brandIds) cv = cv.where('e.brand_id', 'in', [...scope.brandIds]);
  if (scope.from) cv = cv.where('e.created_at', '>=', dayStart(scope.from));
  if (scope.to) cv = cv.where('e.created_at', '<', dayStart(nextDay(scope.to))).where('c.created_at', '<', dayStart(nextDay(scope.to)));
  const conversions = await cv.groupBy(['e.brand_id', 'e.test_key', 'e.value', 'c.kind']).execute();

  const tests = new Map<string, { brandId: string; testKey: string; values: string[] }>();
  for (const r of exposures) {
    const k = `${r.brand_id}\u0000${r.test_key}`;
    if (!tests.has(k)) {
      const configured = BRANDS.find((b) => b.id === r.brand_id)?.splitTests.find((t) => t.key === r.test_key)?.values ?? [];
      tests.set(k, { brandId: r.brand_id, testKey: r.test_key, values: [...configured] });
    }
    const t = tests.get(k)!;
    if (!t.values.includes(r.value)) t.values.push(r.value);
  }
  const out: ExperimentRow[] = [];
  for (const t of [...tests.values()].sort((a, b) => (a.brandId + a.testKey < b.brandId + b.testKey ? -1 : 1))) {
    for (const kind of CONVERSION_KINDS) {
      out.push({
        brandId: t.brandId, testKey: t.testKey, kind,
        groups: t.values.map((value) => ({
          value,
          exposures: Number(exposures.find((r) => r.brand_id === t.brandId && r.test_key === t.testKey && r.value === value)?.n ?? 0),
          conversions: Number(conversions.find((r) => r.brand_id === t.brandId && r.test_key === t.testKey && r.value === value && r.kind === kind)?.n ?? 0),
        })),
      });
    }
  }
  return out;
}

/** One group of a split test read: its rate and 95% Wilson interval, and for a variant its call against the control. */
export interface GroupReading extends GroupCounts {
  /** Conversions ÷ exposures; null without exposures. */
  rate: number | null;
  /** Wilson's 95% interval of the rate; null without exposures. */
  interval: Interval | null;
  /** The control's: null. A variant's: the verdict against the control (with the difference's interval when there is enough data). */
  versusControl: Verdict | null;
}

export interface ExperimentReading {
  brandId: string;
  testKey: string;
  kind: 'club' | 'order';
  groups: GroupReading[];
  /** The group called the winner: a variant whose difference interval excludes 0 against the control, the best such; else null. */
  winner: string | null;
}

/** Reads one test's counts: rates, intervals, each variant's verdict against the control, and the winner if any. */
export function readExperiment(row: ExperimentRow): ExperimentReading {
  const [control] = row.groups;
  const groups: GroupReading[] = row.groups.map((g, i) => ({
    ...g,
    rate: g.exposures > 0 ? g.conversions / g.exposures : null,
    interval: wilsonInterval(g.conversions, g.exposures),
    versusControl: i === 0 ? null : verdict(control, g),
  }));
  const beaten = groups.filter((g) => g.versusControl?.kind === 'winner');
  const variantWins = beaten.filter((g) => g.versusControl?.kind === 'winner' && g.versusControl.winner === 'variant');
  let winner: string | null = null;
  if (variantWins.length) winner = [...variantWins].sort((a, b) => (b.rate ?? 0) - (a.rate ?? 0))[0].value;
  else if (beaten.length && beaten.length === groups.length - 1) winner = control.value;
  return { brandId: row.brandId, testKey: row.testKey, kind: row.kind, groups, winner };
}

const pct = (x: number) => `${(x * 100).toFixed(2)}%`;
const points = (x: number) => `${x >= 0 ? '+' : '−'}${Math.abs(x * 100).toFixed(2)}`;

/** One variant's line against the control: the difference with its interval, or why there is none. */
export function describeVerdict(v: Verdict, variant: string, control: string): string {
  if (v.kind === 'not-enough-data') return `not enough data: ${v.reason}`;
  const c = v.comparison;
  const diff = `${points(c.difference)} points (95% CI ${points(c.low)} to ${points(c.high)})`;
  if (v.kind === 'no-difference') return `${diff}; no winner: the interval includes 0`;
  return `${diff}; winner: ${v.winner === 'variant' ? variant : control}`;
}

export function formatExperimentReport(rows: readonly ExperimentRow[]): string {
  if (rows.length === 0) return 'No split-test exposures recorded yet.';
  const lines: string[] = [];
  for (const r of rows.map(readExperiment)) {
    lines.push(`${r.testKey} on ${r.brandId}: ${r.kind === 'club' ? 'club joins' : 'orders'}`);
    lines.push(`  ${'group'.padEnd(12)}${'exposures'.padStart(10)}${'conversions'.padStart(13)}${'rate'.padStart(9)}  95% interval (Wilson)`);
    for (const g of r.groups) {
      const rate = g.rate === null ? '–' : pct(g.rate);
      const interval = g.interval ? `${pct(g.interval.low)} to ${pct(g.interval.high)}` : '–';
      lines.push(`  ${g.value.padEnd(12)}${String(g.exposures).padStart(10)}${String(g.conversions).padStart(13)}${rate.padStart(9)}  ${interval}`);
    }
    const [control, ...variants] = r.groups;
    for (const v of variants) lines.push(`  ${v.value} vs ${control.value}: ${describeVerdict(v.versusControl!, v.value, control.value)}`);
    lines.push(`  winner: ${r.winner ?? 'none yet'}`);
    lines.push('');
  }
  return lines.join('\n').trimEnd();
}

export interface AttributionOptions {
  brandId?: string;
  /** Several brands (the back office: a staff member's); with brandId, both must match. */
  brandIds?: readonly string[];
  /** Inclusive UTC dates, YYYY-MM-DD. */
  from?: string;
  to?: string;
}

export interface AttributionLine {
  source: string;
  medium: string;
  campaign: string;
  orders: number;
  revenueCents: number;
  clubJoins: number;
}

export interface AttributionTable {
  brandId: string;
  touch: 'last' | 'first';
  lines: AttributionLine[];
}

/**
 * Orders (count and revenue: the order totals as placed) and club joins per source / medium /
 * campaign, by last touch and by first touch, per brand, for conversions between from and to
 * (inclusive, UTC). Conversions without a touch are (direct) / (none) / (none).
 */
export async function attributionReport(db: DB, opts: AttributionOptions = {}): Promise<AttributionTable[]> {
  const out: AttributionTable[] = [];
  if (opts.brandIds && opts.brandIds.length === 0) return out;
  for (const touch of ['last', 'first'] as const) {
    const src = `${touch}_source` as const;
    const med = `${touch}_medium` as const;
    const cam = `${touch}_campaign` as const;
    let q = db
      .selectFrom('conversion_attributions')
      .select([
        'brand_id', 'kind', `${src} as source`, `${med} as medium`, `${cam} as campaign`,
        (eb) => eb.fn.countAll<string>().as('n'), (eb) => eb.fn.sum<string>('amount_cents').as('cents'),
      ]);
    if (opts.brandId) q = q.where('brand_id', '=', opts.brandId);
    if (opts.brandIds) q = q.where('brand_id', 'in', [...opts.brandIds]);
    if (opts.from) q = q.where('created_at', '>=', `${opts.from}T00:00:00.000Z`);
    if (opts.to) q = q.where('created_at', '<', `${nextDay(opts.to)}T00:00:00.000Z`);
    const rows = await q.groupBy(['brand_id', 'kind', src, med, cam]).execute();
    const byBrand = new Map<string, Map<string, AttributionLine>>();
    for (const r of rows) {
      const source = r.source ?? '(direct)';
      const medium = r.medium ?? '(none)';
      const campaign = r.campaign ?? '(none)';
      const lines = byBrand.get(r.brand_id) ?? new Map<string, AttributionLine>();
      byBrand.set(r.brand_id, lines);
      const key = `${source}\u0000${medium}\u0000${campaign}`;
      const line = lines.get(key) ?? { source, medium, campaign, orders: 0, revenueCents: 0, clubJoins: 0 };
      lines.set(key, line);
      if (r.kind === 'order') {
        line.orders += Number(r.n);
        line.revenueCents += Number(r.cents ?? 0);
      } else if (r.kind === 'club') line.clubJoins += Number(r.n);
    }
    for (const [brandId, lines] of [...byBrand.entries()].sort(([a], [b]) => (a < b ? -1 : 1))) {
      const sorted = [...lines.values()].sort(
        (a, b) => b.revenueCents - a.revenueCents || b.orders - a.orders || b.clubJoins - a.clubJoins || (a.source + a.medium + a.campaign < b.source + b.medium + b.campaign ? -1 : 1),
      );
      out.push({ brandId, touch, lines: sorted });
    }
  }
  return out.sort((a, b) => (a.brandId === b.brandId ? (a.touch === 'last' ? -1 : 1) : a.brandId < b.brandId ? -1 : 1));
}

export function formatAttributionReport(tables: readonly AttributionTable[], opts: AttributionOptions = {}): string {
  const range = `${opts.from ?? 'the start'} to ${opts.to ?? 'today'}`;
  if (tables.length === 0) return `No orders or club joins from ${range}.`;
  const lines: string[] = [];
  for (const t of tables) {
    lines.push(`${t.brandId}, ${t.touch} touch, ${range}`);
    const w = Math.max('source / medium / campaign'.length + 2, ...t.lines.map((l) => `${l.source} / ${l.medium} / ${l.campaign}`.length));
    lines.push(`  ${'source / medium / campaign'.padEnd(w)}${'orders'.padStart(8)}${'revenue'.padStart(14)}${'club joins'.padStart(12)}`);
    for (const l of t.lines) {
      lines.push(`  ${`${l.source} / ${l.medium} / ${l.campaign}`.padEnd(w)}${String(l.orders).padStart(8)}${formatCents(l.revenueCents).padStart(14)}${String(l.clubJoins).padStart(12)}`);
    }
    const sum = t.lines.reduce((a, l) => ({ o: a.o + l.orders, r: a.r + l.revenueCents, c: a.c + l.clubJoins }), { o: 0, r: 0, c: 0 });
    lines.push(`  ${'total'.padEnd(w)}${String(sum.o).padStart(8)}${formatCents(sum.r).padStart(14)}${String(sum.c).padStart(12)}`);
    lines.push('');
  }
  return lines.join('\n').trimEnd();
}

/** Reads `[--brand <id>] [--from YYYY-MM-DD] [--to YYYY-MM-DD]`; an error text for bad usage. */
export function parseAttributionArgs(argv: readonly string[]): AttributionOptions | { error: string } {
  // `node dist/report-attribution.cjs -- --brand pf` passes the separator on; npm run drops it.
  const args = argv[0] === '--' ? argv.slice(1) : argv;
  const opts: AttributionOptions = {};
  for (let i = 0; i < args.length; i += 2) {
    const flag = args[i];
    const value = args[i + 1];
    if (value === undefined) return { error: `${flag} needs a value` };
    if (flag === '--brand') {
      if (!BRANDS.some((b) => b.id === value)) return { error: `--brand: unknown brand ${value.slice(0, 40)} (${BRANDS.map((b) => b.id).join(', ')})` };
      opts.brandId = value;
    } else if (flag === '--from' || flag === '--to') {
      if (!validDate(value)) return { error: `${flag}: must be a date YYYY-MM-DD` };
      opts[flag === '--from' ? 'from' : 'to'] = value;
    } else return { error: `unknown option ${flag.slice(0, 40)}` };
  }
  if (opts.from && opts.to && opts.from > opts.to) return { error: '--from: must not be after --to' };
  return opts;
}
