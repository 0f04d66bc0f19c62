/** Answers of the back office's report routes (server/admin/reports, docs/admin.md "Reports"). Money in integer cents; days YYYY-MM-DD, UTC. */

/** What every report answers with: the days and brands it covers. */
export interface ReportScope {
  from: string;
  to: string;
  /** The brands counted: the one asked for, or all of the staff member's. */
  brandIds: string[];
}

export interface SalesDay {
  day: string;
  brandId: string;
  /** Gross sales: the sum of the totals of the orders placed that day whose payment went through (any status but pending). */
  salesCents: number;
  /** What was refunded that day of the brand's orders, whenever they were placed. */
  refundsCents: number;
  /** salesCents − refundsCents: below zero on a day with more refunded than sold. */
  netSalesCents: number;
  orders: number;
  /** salesCents ÷ orders (gross), rounded to the cent; 0 on a day without orders. */
  averageOrderCents: number;
}

export interface SalesReport extends ReportScope {
  /** Every day of the range for every brand, oldest first; a day without orders is all zeros. */
  days: SalesDay[];
}

export interface AttributionLineView {
  source: string;
  medium: string;
  campaign: string;
  orders: number;
  revenueCents: number;
  clubJoins: number;
}

export interface AttributionReportView extends ReportScope {
  tables: { brandId: string; touch: 'last' | 'first'; lines: AttributionLineView[] }[];
}

/** A variant's standing against the control. */
export type VersusControl =
  | { kind: 'not-enough-data'; reason: string }
  | { kind: 'no-difference' | 'winner'; difference: number; low: number; high: number };

export interface ExperimentGroupView {
  value: string;
  exposures: number;
  conversions: number;
  /** 0–1; null without exposures. */
  rate: number | null;
  /** Wilson's 95% interval of the rate; null without exposures. */
  low: number | null;
  high: number | null;
  /** null for the control (the first group). */
  versusControl: VersusControl | null;
}

export interface ExperimentView {
  brandId: string;
  testKey: string;
  /** What converting means: joining the club, or placing an order. */
  kind: 'club' | 'order';
  groups: ExperimentGroupView[];
  /** The group called the winner, or null (no interval of a difference excludes 0, or not enough data). */
  winner: string | null;
}

export interface ExperimentReportView extends ReportScope {
  experiments: ExperimentView[];
}

export interface ClubDay {
  day: string;
  brandId: string;
  joins: number;
  cancellations: number;
  skips: number;
  /** Memberships started by the end of the day and not canceled by then (paused ones count). */
  activeMembers: number;
}

export interface ClubReport extends ReportScope {
  days: ClubDay[];
}

export interface SearchMissView {
  brandId: string;
  query: string;
  count: number;
  lastSeen: string;
}

export interface SearchReport extends ReportScope {
  searches: SearchMissView[];
}

/** The report routes, as the page names them: GET /admin/api/reports/<name>. */
export const REPORT_NAMES = ['sales', 'attribution', 'experiments', 'club', 'searches'] as const;
export type ReportName = (typeof REPORT_NAMES)[number];
