import { fireEvent, screen, waitFor } from '@testing-library/react';
import { installFakeShopFetch, ok } from '../../tests/helpers/fakeShopFetch';
import { renderInBrand } from '../../tests/helpers/renderInBrand';
import { StyleProfileQuiz } from './StyleProfileQuiz';

const mockRouter = { push: jest.fn(() => Promise.resolve(true)) };
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));

const shop = installFakeShopFetch();

const dayOptions = () => Array.from((screen.getByLabelText('Day') as HTMLSelectElement).options, (o) => o.value).filter(Boolean);
const pick = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

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

test('the day choices follow the month; a day the new month lacks is cleared with a note, and cleared on the server too', async () => {
  shop.reply({ 'POST style-profile': ok({ style_profile: [] }) });
  renderInBrand(<StyleProfileQuiz initial={[{ field: 'birthday_month', chosen: '1' }, { field: 'birthday_day', chosen: '31' }]} sizes={[]} onSaved={() => undefined} />);
  expect(dayOptions()).toHaveLength(31);
  expect(screen.getByLabelText('Day')).toHaveValue('31');
  pick('Month', '4');
  expect(dayOptions()).toHaveLength(30);
  expect(screen.getByLabelText('Day')).toHaveValue('');
  expect(screen.getByTestId('birthday-note')).toHaveTextContent('April has only 30 days: please choose the day again.');
  pick('Month', '2');
  expect(dayOptions()).toHaveLength(29);
  fireEvent.click(screen.getByTestId('style-profile-continue'));
  await waitFor(() => expect(shop.callsTo('POST style-profile')).toHaveLength(1));
  expect(shop.calls[0].fields).toEqual({ birthday_month: '2', birthday_day: '' });
  pick('Day', '29');
  expect(screen.queryByTestId('birthday-note')).not.toBeInTheDocument();
});

test('the brand’s persona (personaFullName) introduces the quiz; without one the brand speaks as “we”', () => {
  const { unmount } = renderInBrand(<StyleProfileQuiz initial={[]} sizes={[]} persona="Jessica Marlowe" onSaved={() => undefined} />);
  expect(screen.getByText('Hi, I’m Jessica Marlowe. Answer a few quick questions and I’ll pick styles you’ll love.')).toBeInTheDocument();
  unmount();
  renderInBrand(<StyleProfileQuiz initial={[]} sizes={[]} onSaved={() => undefined} />);
  expect(screen.getByText('A few quick questions so we can pick styles you’ll love.')).toBeInTheDocument();
});
