import { fireEvent, render, screen } from '@testing-library/react';
import IneligibleNotice from './IneligibleNotice';

const replace = jest.fn(() => Promise.resolve(true));
jest.mock('next/router', () => ({ useRouter: () => ({ pathname: '/category/[categoryName]', query: { categoryName: 'leggings', ineligible: 'true' }, replace }) }));

test('says why the free gift left the cart, and OK drops ?ineligible from the address', () => {
  render(<IneligibleNotice />);
  const notice = screen.getByTestId('ineligible-notice');
  expect(notice).toHaveAttribute('role', 'status');
  expect(notice).toHaveTextContent('Your free gift was removed from your cart: it comes with orders of $50 or more of items (after any code), or with the club');
  expect(notice).toHaveFocus();
  fireEvent.click(screen.getByRole('button', { name: 'OK' }));
  expect(replace).toHaveBeenCalledWith({ pathname: '/category/[categoryName]', query: { categoryName: 'leggings' } }, undefined, { shallow: true, scroll: false });
});
