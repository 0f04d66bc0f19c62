import { useId } from 'react';
import { niceTicks } from './scale';
import styles from './charts.module.css';

export interface IntervalRow {
  label: string;
  /** 0–1, and its interval; null: nothing to draw (no exposures). */
  rate: number | null;
  low: number | null;
  high: number | null;
  /** Drawn in the winner's color. */
  winner?: boolean;
}

interface Props {
  title: string;
  description: string;
  rows: readonly IntervalRow[];
}

const W = 640;
const ROW = 32;
const M = { top: 8, right: 16, bottom: 28, left: 128 };
const pct = (x: number) => `${(x * 100).toFixed(Math.abs(x) < 0.1 && x !== 0 ? 1 : 0)}%`;

/**
 * One row per group: its rate as a dot and its 95% interval as a bar with end caps, on a shared
 * percent axis from 0. Each row is titled with its numbers; the <title> and <desc> name the chart.
 */
export function IntervalChart({ title, description, rows }: Props) {
  const id = useId();
  const ticks = niceTicks(Math.max(0, ...rows.map((r) => r.high ?? 0)), 4);
  const top = ticks[ticks.length - 1];
  const plotW = W - M.left - M.right;
  const x = (v: number) => M.left + (Math.min(top, Math.max(0, v)) / top) * plotW;
  const plotH = rows.length * ROW;
  const H = M.top + plotH + M.bottom;
  return (
    <svg className={styles.svg} viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={`${id}-title ${id}-desc`}>
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      {ticks.map((t) => (
        <g key={t}>
          <line className={styles.grid} x1={x(t)} x2={x(t)} y1={M.top} y2={M.top + plotH} />
          <text className={styles.tick} x={x(t)} y={H - 8} textAnchor="middle">{pct(t)}</text>
        </g>
      ))}
      <line className={styles.axis} x1={M.left} x2={W - M.right} y1={M.top + plotH} y2={M.top + plotH} />
      {rows.map((r, i) => {
        const cy = M.top + ROW * i + ROW / 2;
        const summary = r.rate === null || r.low === null || r.high === null
          ? `${r.label}: no exposures`
          : `${r.label}: ${pct(r.rate)} (95% interval ${pct(r.low)} to ${pct(r.high)})${r.winner ? ', winner' : ''}`;
        return (
          <g key={r.label} data-group={r.label}>
            <title>{summary}</title>
            <text className={styles.label} x={M.left - 8} y={cy} dy="0.32em" textAnchor="end">{r.winner ? `${r.label} ★` : r.label}</text>
            {r.rate === null || r.low === null || r.high === null ? (
              <text className={styles.tick} x={M.left + 4} y={cy} dy="0.32em">no exposures</text>
            ) : (
              <>
                <line className={styles.interval} x1={x(r.low)} x2={x(r.high)} y1={cy} y2={cy} />
                <line className={styles.interval} x1={x(r.low)} x2={x(r.low)} y1={cy - 6} y2={cy + 6} />
                <line className={styles.interval} x1={x(r.high)} x2={x(r.high)} y1={cy - 6} y2={cy + 6} />
                <circle className={r.winner ? styles.winner : styles.point} cx={x(r.rate)} cy={cy} r={5} />
              </>
            )}
          </g>
        );
      })}
    </svg>
  );
}
