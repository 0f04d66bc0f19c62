import { useId } from 'react';
import { labelIndexes, niceTicks } from './scale';
import styles from './charts.module.css';
import admin from '../admin.module.css';
import { scrollRegion } from '../scrollRegion';

export interface ChartPoint {
  /** The x value as shown: a day such as 2026-03-01. */
  label: string;
  value: number;
}

interface Props {
  title: string;
  /** What the chart shows in a sentence or two, for a screen reader (the SVG's <desc>). */
  description: string;
  points: readonly ChartPoint[];
  kind: 'bar' | 'line';
  /** How a value reads on the axis and in the table (formatCents for money). */
  formatValue(n: number): string;
  /** Column headings of the data table. */
  labelHeading: string;
  valueHeading: string;
  /** Values are counts: whole ticks only. */
  whole?: boolean;
}

const W = 640;
const H = 220;
const M = { top: 10, right: 12, bottom: 28, left: 72 };
const PLOT_W = W - M.left - M.right;
const PLOT_H = H - M.top - M.bottom;

/**
 * A bar or line chart of values over days, drawn as SVG: a y axis with round ticks, the first,
 * last and some days between on the x axis, a <title> and <desc> for screen readers, each bar or
 * point titled with its value; below it, the same numbers as a table.
 */
export function TimeSeriesChart({ title, description, points, kind, formatValue, labelHeading, valueHeading, whole = false }: Props) {
  const id = useId();
  const ticks = niceTicks(Math.max(0, ...points.map((p) => p.value)), 4, whole);
  const top = ticks[ticks.length - 1];
  const y = (v: number) => M.top + PLOT_H - (Math.max(0, v) / top) * PLOT_H;
  const slot = PLOT_W / Math.max(1, points.length);
  const xMid = (i: number) => M.left + slot * (i + 0.5);
  const barW = Math.max(1, slot * 0.7);
  return (
    <figure className={styles.figure}>
      <figcaption className={styles.caption} id={`${id}-caption`}>{title}</figcaption>
      <svg className={styles.svg} viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={`${id}-title ${id}-desc`}>
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {ticks.map((t) => (
          <g key={t}>
            <line className={styles.grid} x1={M.left} x2={W - M.right} y1={y(t)} y2={y(t)} />
            <text className={styles.tick} x={M.left - 6} y={y(t)} dy="0.32em" textAnchor="end">{formatValue(t)}</text>
          </g>
        ))}
        <line className={styles.axis} x1={M.left} x2={M.left} y1={M.top} y2={M.top + PLOT_H} />
        <line className={styles.axis} x1={M.left} x2={W - M.right} y1={M.top + PLOT_H} y2={M.top + PLOT_H} />
        {labelIndexes(points.length).map((i) => (
          <text key={i} className={styles.tick} x={xMid(i)} y={H - 8} textAnchor="middle">{points[i].label}</text>
        ))}
        {kind === 'bar'
          ? points.map((p, i) => (
            <rect key={p.label} className={styles.bar} data-value={p.value} x={xMid(i) - barW / 2} y={y(p.value)} width={barW} height={M.top + PLOT_H - y(p.value)}>
              <title>{`${p.label}: ${formatValue(p.value)}`}</title>
            </rect>
          ))
          : (
            <>
              <polyline className={styles.line} points={points.map((p, i) => `${xMid(i)},${y(p.value)}`).join(' ')} />
              {points.map((p, i) => (
                <circle key={p.label} className={styles.point} data-value={p.value} cx={xMid(i)} cy={y(p.value)} r={points.length > 60 ? 1.5 : 3}>
                  <title>{`${p.label}: ${formatValue(p.value)}`}</title>
                </circle>
              ))}
            </>
          )}
      </svg>
      <details className={styles.details}>
        <summary>{`${title}: the numbers`}</summary>
        <div className={admin.tableWrap} {...scrollRegion(`${title}: the numbers`)}>
          <table className={admin.table}>
            <caption className={admin.muted}>{title}</caption>
            <thead><tr><th scope="col">{labelHeading}</th><th scope="col">{valueHeading}</th></tr></thead>
            <tbody>
              {points.map((p) => <tr key={p.label}><th scope="row">{p.label}</th><td>{formatValue(p.value)}</td></tr>)}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
