import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiError } from '../../../lib/api/errors';
import { CampaignCode } from './CampaignCode';

let cart: { discountDetails: { name: string; reason: string | null } | null } | undefined;
const applyDiscount = jest.fn();
jest.mock('../../../lib/cart/useCart', () => ({ useCart: () => ({ data: cart }) }));
jest.mock('../../../lib/cart/actions', () => ({ useCartActions: () => ({ applyDiscount }) }));

beforeEach(() => applyDiscount.mockReset());

test('says the code is applied when the cart has it (any case)', () => {
  cart = { discountDetails: { name: 'First15', reason: null } };
  render(<CampaignCode code="FIRST15" />);
  expect(screen.getByRole('status')).toHaveTextContent('Code FIRST15 is applied to your cart');
  expect(screen.queryByRole('button')).toBeNull();
});

test("says why a code on the cart gives nothing yet (the cart's reason)", () => {
  cart = { discountDetails: { name: 'First15', reason: 'First15 needs a subtotal of at least $60.00.' } };
  render(<CampaignCode code="First15" />);
  expect(screen.getByRole('status')).toHaveTextContent('Not applied yet: First15 needs a subtotal of at least $60.00.');
});

test('offers to apply it otherwise, and shows a refusal', async () => {
  cart = { discountDetails: { name: 'WB10VIP', reason: null } };
  applyDiscount.mockRejectedValue(new ApiError(400, ['code: 10First is for your first order only.'], 'failed'));
  render(<CampaignCode code="10First" />);
  fireEvent.click(screen.getByRole('button', { name: 'Apply 10First to my cart' }));
  expect(applyDiscount).toHaveBeenCalledWith('10First');
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('10First is for your first order only.'));
});
