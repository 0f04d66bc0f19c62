import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import { formatCents } from '../../../lib/format/money';
import { IntervalChart } from './IntervalChart';
import { TimeSeriesChart } from './TimeSeriesChart';

const points = [
  { label: '2026-03-01', value: 8001 },
  { label: '2026-03-02', value: 0 },
  { label: '2026-03-03', value: 1001 },
];

test('a bar chart: one bar per day, taller for more, titled with its value; axes labeled; the numbers as a table', () => {
  const { container } = render(
    <TimeSeriesChart kind="bar" title="Sales per day" description="Sales from 2026-03-01 to 2026-03-03: $90.02 in all." points={points}
      formatValue={formatCents} labelHeading="Day" valueHeading="Sales" />,
  );
  const chart = screen.getByRole('img', { name: 'Sales per day Sales from 2026-03-01 to 2026-03-03: $90.02 in all.' });
  const bars = [...chart.querySelectorAll('rect')];
  expect(bars.map((b) => b.getAttribute('data-value'))).toEqual(['8001', '0', '1001']);
  const heights = bars.map((b) => Number(b.getAttribute('height')));
  expect(heights[0]).toBeGreaterThan(heights[2]);
  expect(heights[2]).toBeGreaterThan(0);
  expect(heights[1]).toBe(0);
  expect(bars.map((b) => b.querySelector('title')?.textContent)).toEqual(['2026-03-01: $80.01', '2026-03-02: $0.00', '2026-03-03: $10.01']);
  const texts = [...chart.querySelectorAll('text')].map((t) => t.textContent);
  expect(texts).toEqual(expect.arrayContaining(['$0.00', '$100.00', '2026-03-01', '2026-03-03']));
  const table = screen.getByRole('table', { hidden: true });
  expect(within(table).getAllByRole('columnheader', { hidden: true }).map((h) => h.textContent)).toEqual(['Day', 'Sales']);
  expect(within(table).getAllByRole('row', { hidden: true }).slice(1).map((r) => r.textContent)).toEqual(['2026-03-01$80.01', '2026-03-02$0.00', '2026-03-03$10.01']);
  expect(container.querySelector('figcaption')).toHaveTextContent('Sales per day');
});

test('a line chart: a point per day and a line through them, higher for more', () => {
  render(<TimeSeriesChart kind="line" title="Active members" description="Members." points={[{ label: 'a', value: 2 }, { label: 'b', value: 3 }, { label: 'c', value: 2 }]}
    formatValue={String} labelHeading="Day" valueHeading="Members" whole />);
  const chart = screen.getByRole('img', { name: 'Active members Members.' });
  const dots = [...chart.querySelectorAll('circle')];
  expect(dots.map((d) => d.getAttribute('data-value'))).toEqual(['2', '3', '2']);
  expect(Number(dots[1].getAttribute('cy'))).toBeLessThan(Number(dots[0].getAttribute('cy')));
  expect(chart.querySelector('polyline')?.getAttribute('points')?.split(' ')).toHaveLength(3);
  expect([...chart.querySelectorAll('text')].map((t) => t.textContent)).toEqual(expect.arrayContaining(['0', '1', '2', '3']));
});

test('an interval chart: a dot and an interval bar per group, the winner marked, a group without exposures said so', () => {
  render(<IntervalChart title="Vip4sh: rate per group" description="Rates." rows={[
    { label: 'Control', rate: 0.05, low: 0.0231, high: 0.1048 },
    { label: '4sh', rate: 0.25, low: 0.1804, high: 0.3352, winner: true },
    { label: 'Other', rate: null, low: null, high: null },
  ]} />);
  const chart = screen.getByRole('img', { name: 'Vip4sh: rate per group Rates.' });
  const groups = [...chart.querySelectorAll('g[data-group]')];
  expect(groups.map((g) => g.querySelector('title')?.textContent)).toEqual([
    'Control: 5.0% (95% interval 2.3% to 10%)', '4sh: 25% (95% interval 18% to 34%), winner', 'Other: no exposures',
  ]);
  const [control, variant] = groups.map((g) => g.querySelector('circle'));
  expect(Number(variant!.getAttribute('cx'))).toBeGreaterThan(Number(control!.getAttribute('cx')));
  expect(groups[1]).toHaveTextContent('4sh ★');
  expect(groups[2].querySelector('circle')).toBeNull();
});

test('the numbers table scrolls inside a named region in the tab order (keyboard users reach it on a phone)', () => {
  render(<TimeSeriesChart title="Sales per day" description="d" kind="bar" formatValue={String} labelHeading="Day" valueHeading="Sales" points={[{ label: '2026-11-28', value: 1 }]} />);
  const region = screen.getByRole('region', { name: 'Sales per day: the numbers', hidden: true });
  expect(region).toHaveAttribute('tabindex', '0');
  expect(region.querySelector('table')).not.toBeNull();
});
