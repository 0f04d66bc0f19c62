import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { checkoutFields, initialCheckoutValues, type CheckoutFormValues } from '../../lib/checkout/fields';
import type { CardKeeping } from '../../lib/checkout/cardKeeping';
import type { SavedCard } from '../../lib/payments/types';
import { CheckoutForm } from './CheckoutForm';

const VISA: SavedCard = { id: 7, brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030, expired: false, isDefault: true };

function filledValues(typedCard: boolean): CheckoutFormValues {
  const v = initialCheckoutValues('ann@example.com', 'Ann Lee');
  v.shipping = { ...v.shipping, address: '1 Main St', city: 'Austin', state: 'TX', zip: '78701', phone: '(512) 555-0100' };
  if (typedCard) v.card = { number: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '123' };
  return v;
}

function setup(cardKeeping: CardKeeping, savedCards: SavedCard[] = [], loginHref?: string) {
  const onPay = jest.fn<Promise<void>, [CheckoutFormValues]>().mockResolvedValue(undefined);
  render(
    <CheckoutForm initialValues={filledValues(savedCards.length === 0)} total={50} afterpayAvailable={false} onPay={onPay} savedCards={savedCards} cardKeeping={cardKeeping} clubName="VIP Club" loginHref={loginHref} />,
  );
  return onPay;
}
const pay = () => fireEvent.click(screen.getByTestId('pay-button'));

test('a logged-in shopper may tick to save the typed card, and the checkout sends it', async () => {
  const onPay = setup('offer');
  const box = screen.getByRole('checkbox', { name: 'Save this card for next time' });
  expect(box).not.toBeChecked();
  fireEvent.click(box);
  pay();
  await waitFor(() => expect(onPay).toHaveBeenCalledTimes(1));
  expect(checkoutFields(onPay.mock.calls[0][0]).saveCard).toBe(true);
  expect(screen.queryByTestId('club-card-note')).not.toBeInTheDocument();
});

test('unticked, the checkout asks for nothing to be saved', async () => {
  const onPay = setup('offer');
  pay();
  await waitFor(() => expect(onPay).toHaveBeenCalledTimes(1));
  expect(checkoutFields(onPay.mock.calls[0][0]).saveCard).toBe(false);
});

test('paying with a saved card offers no box, and a tick left from a typed card is not sent', async () => {
  const onPay = setup('offer', [VISA]);
  await waitFor(() => expect(screen.getByRole('radio', { name: /Visa ending in 4242/ })).toBeChecked());
  expect(screen.queryByRole('checkbox', { name: 'Save this card for next time' })).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('radio', { name: 'A new card' }));
  fireEvent.click(await screen.findByRole('checkbox', { name: 'Save this card for next time' }));
  fireEvent.click(screen.getByRole('radio', { name: /Visa ending in 4242/ }));
  pay();
  await waitFor(() => expect(onPay).toHaveBeenCalledTimes(1));
  expect(checkoutFields(onPay.mock.calls[0][0])).toMatchObject({ saveCard: false });
});

test('a guest sees no box; joining the club says the card is kept and bills the membership', () => {
  setup('none');
  expect(screen.queryByRole('checkbox', { name: 'Save this card for next time' })).not.toBeInTheDocument();
  expect(screen.queryByTestId('club-card-note')).not.toBeInTheDocument();
});

test('joining the club: no box (the card is kept anyway) and a note naming the club', () => {
  setup('club');
  expect(screen.queryByRole('checkbox', { name: 'Save this card for next time' })).not.toBeInTheDocument();
  expect(screen.getByTestId('club-card-note')).toHaveTextContent('pays your VIP Club membership each month');
});

test('joining the club without logging in: the note asks an account holder to log in first, before any charge', () => {
  setup('club', [], '/login?next=/checkout');
  const note = screen.getByTestId('club-card-note');
  expect(note).toHaveTextContent('Have an account? Log in first: a membership starts only on an account you are logged in to, so with your account’s email we ask you to log in before we charge anything.');
  expect(screen.getByRole('link', { name: 'Log in first' })).toHaveAttribute('href', '/login?next=/checkout');
});

test('joining the club logged in: no log-in line in the note', () => {
  setup('club');
  expect(screen.getByTestId('club-card-note')).not.toHaveTextContent('Log in first');
  expect(screen.queryByRole('link', { name: 'Log in first' })).toBeNull();
});
