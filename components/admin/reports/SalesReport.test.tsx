import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import { SalesReport } from './SalesReport';

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

test('the sales table has refunds and net sales beside the sales; the sentence says what was kept', async () => {
  const data = {
    from: '2026-03-01', to: '2026-03-02', brandIds: ['pf'],
    days: [
      { day: '2026-03-01', brandId: 'pf', salesCents: 8001, refundsCents: 1000, netSalesCents: 7001, orders: 2, averageOrderCents: 4001 },
      { day: '2026-03-02', brandId: 'pf', salesCents: 0, refundsCents: 2500, netSalesCents: -2500, orders: 0, averageOrderCents: 0 },
    ],
  };
  fetchMock.mockImplementation(async () => ({ ok: true, status: 200, json: async () => ({ data }) }));
  render(<SalesReport filters={{ brand: 'pf', from: '2026-03-01', to: '2026-03-02' }} />);
  const table = await screen.findByRole('table', { name: 'Sales per day and brand' });
  expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Day', 'Brand', 'Sales', 'Refunds', 'Net sales', 'Orders', 'Average order']);
  const [, first, second] = within(table).getAllByRole('row');
  expect(within(first).getAllByRole('cell').map((c) => c.textContent)).toEqual(['pf', '$80.01', '$10.00', '$70.01', '2', '$40.01']);
  expect(within(second).getAllByRole('cell')[3].textContent).toBe('($25.00)');
  expect(screen.getByText(/\$45\.01 net: \$80\.01 from 2 orders \(\$40\.01 an order\), less \$35\.00 refunded\./)).toBeInTheDocument();
});
