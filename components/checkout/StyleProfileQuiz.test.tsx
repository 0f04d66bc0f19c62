import { fireEvent, screen, waitFor } from '@testing-library/react';
import { installFakeShopFetch, ok } from '../../tests/helpers/fakeShopFetch';
import { renderInBrand } from '../../tests/helpers/renderInBrand';
import { StyleProfileQuiz } from './StyleProfileQuiz';

const mockRouter = { push: jest.fn(() => Promise.resolve(true)) };
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));

const shop = installFakeShopFetch();

test('sizes show 2XL…5XL; the saved answer is the size itself', async () => {
  shop.reply({ 'POST style-profile': ok({ style_profile: [] }) });
  renderInBrand(<StyleProfileQuiz initial={[]} sizes={['M', 'XXL', 'XXXL', 'XXXXL', 'XXXXXL']} onSaved={() => undefined} />);
  for (const label of ['2XL', '3XL', '4XL', '5XL']) expect(screen.getByRole('radio', { name: label })).toBeInTheDocument();
  expect(screen.queryByText(/XXL/)).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('radio', { name: '5XL' }));
  fireEvent.click(screen.getByTestId('style-profile-continue'));
  await waitFor(() => expect(shop.callsTo('POST style-profile')).toHaveLength(1));
  expect(shop.calls[0].fields).toMatchObject({ size: 'XXXXXL' });
});
