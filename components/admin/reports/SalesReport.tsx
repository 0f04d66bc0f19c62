import type { SalesReport as Sales } from '../../../lib/admin/reportTypes';
import { formatCents } from '../../../lib/format/money';
import { TimeSeriesChart } from '../charts/TimeSeriesChart';
import admin from '../admin.module.css';
import type { ReportFilters } from './query';
import { ReportSection } from './ReportSection';
import { useReport } from './useReport';
import { scrollRegion } from '../scrollRegion';

/** Each day's totals over the brands shown. */
function perDay(days: Sales['days']) {
  const byDay = new Map<string, { sales: number; refunds: number; net: number; orders: number }>();
  for (const d of days) {
    const t = byDay.get(d.day) ?? { sales: 0, refunds: 0, net: 0, orders: 0 };
    byDay.set(d.day, { sales: t.sales + d.salesCents, refunds: t.refunds + d.refundsCents, net: t.net + d.netSalesCents, orders: t.orders + d.orders });
  }
  return [...byDay.entries()].map(([day, t]) => ({ day, ...t }));
}

/** Sales per day: a bar chart of the day's sales (all brands shown together) and the table per day and brand. */
export function SalesReport({ filters }: { filters: ReportFilters }) {
  const { data, errors } = useReport<Sales>('sales', filters);
  const totals = data ? perDay(data.days) : [];
  const sum = totals.reduce((a, t) => ({ sales: a.sales + t.sales, refunds: a.refunds + t.refunds, net: a.net + t.net, orders: a.orders + t.orders }), { sales: 0, refunds: 0, net: 0, orders: 0 });
  return (
    <ReportSection name="sales" title="Sales" filters={filters} errors={errors} loading={!data && !errors.length}
      about="Sales: totals of the orders placed that UTC day whose payment went through (paid, processing, shipped, delivered, and those refunded or canceled since). Refunds: what was refunded that day, whenever the order was placed. Net sales = sales − refunds. Average order = sales ÷ orders.">
      {data ? (
        <>
          <p>{`${formatCents(sum.net)} net: ${formatCents(sum.sales)} from ${sum.orders} ${sum.orders === 1 ? 'order' : 'orders'}${sum.orders ? ` (${formatCents(Math.round(sum.sales / sum.orders))} an order)` : ''}, less ${formatCents(sum.refunds)} refunded.`}</p>
          {/* Gross sales: a bar never goes below zero, and a day's net sales can (the table has them). */}
          <TimeSeriesChart kind="bar" title="Sales per day" labelHeading="Day" valueHeading="Sales" formatValue={formatCents}
            description={`Sales per day from ${data.from} to ${data.to}, ${data.brandIds.join(', ') || 'no brand'}: ${formatCents(sum.sales)} in all, ${formatCents(sum.net)} net of refunds.`}
            points={totals.map((t) => ({ label: t.day, value: t.sales }))} />
          <div className={admin.tableWrap} {...scrollRegion('Sales per day and brand')}>
            <table className={admin.table}>
              <caption className={admin.muted}>Sales per day and brand</caption>
              <thead><tr><th scope="col">Day</th><th scope="col">Brand</th><th scope="col">Sales</th><th scope="col">Refunds</th><th scope="col">Net sales</th><th scope="col">Orders</th><th scope="col">Average order</th></tr></thead>
              <tbody>
                {data.days.map((d) => (
                  <tr key={`${d.day} ${d.brandId}`}>
                    <th scope="row">{d.day}</th><td>{d.brandId}</td><td>{formatCents(d.salesCents)}</td><td>{formatCents(d.refundsCents)}</td><td>{formatCents(d.netSalesCents)}</td><td>{d.orders}</td><td>{formatCents(d.averageOrderCents)}</td>
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
