import { render, screen } from '@testing-library/react';
import { CartAmounts } from './CartAmounts';

const amounts = { subtotal: 50, discount: 0, shipping: 6.95, tax: 0, total: 56.95, savings: 0 };

test('before a shipping address, tax is not an amount: the row says when it is added and the total is before tax', () => {
  render(<CartAmounts amounts={amounts} hasItems taxPending="Calculated at checkout" />);
  expect(screen.queryByTestId('amount-tax')).not.toBeInTheDocument();
  expect(screen.getByTestId('amount-tax-pending')).toHaveTextContent('Calculated at checkout');
  expect(screen.getByText('Total before tax')).toBeInTheDocument();
  expect(screen.getByTestId('amount-total')).toHaveTextContent('$56.95');
});

test('tax quoted for an address is shown as an estimate, in the total', () => {
  render(<CartAmounts amounts={{ ...amounts, tax: 3.63, total: 60.58 }} hasItems />);
  expect(screen.getByText('Estimated tax')).toBeInTheDocument();
  expect(screen.getByTestId('amount-tax')).toHaveTextContent('$3.63');
  expect(screen.getByText('Total')).toBeInTheDocument();
});

test('a multi-buy set is a saving row between the subtotal and the total', () => {
  render(
    <CartAmounts
      amounts={{ subtotal: 88.95, discount: 0, shipping: 6.95, tax: 0, total: 56.95, savings: 38.95 }}
      multiBuys={[{ id: 1, label: 'Mix any 5 Cheekies for $50', sets: 1, saving: 38.95 }]}
      hasItems
    />,
  );
  const row = screen.getByTestId('amount-multibuy');
  expect(row).toHaveTextContent('Mix any 5 Cheekies for $50');
  expect(row).toHaveTextContent('($38.95)');
  expect(screen.getByTestId('amount-total')).toHaveTextContent('$56.95');
});
