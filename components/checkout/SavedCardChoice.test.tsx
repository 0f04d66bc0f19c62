import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { initialCheckoutValues, type CheckoutFormValues } from '../../lib/checkout/fields';
import type { SavedCard } from '../../lib/payments/types';
import { CheckoutForm } from './CheckoutForm';

const VISA: SavedCard = { id: 7, brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030, expired: false, isDefault: true };
const MC: SavedCard = { id: 9, brand: 'mastercard', last4: '4444', expMonth: 3, expYear: 2031, expired: false, isDefault: false };

function filledValues(): CheckoutFormValues {
  const v = initialCheckoutValues('ann@example.com', 'Ann Lee');
  v.shipping = { ...v.shipping, address: '1 Main St', city: 'Austin', state: 'TX', zip: '78701', phone: '(512) 555-0100' };
  return v;
}

function setup(savedCards: SavedCard[], values = filledValues()) {
  const onPay = jest.fn<Promise<void>, [CheckoutFormValues]>().mockResolvedValue(undefined);
  const view = render(<CheckoutForm initialValues={values} total={50} afterpayAvailable={false} onPay={onPay} savedCards={savedCards} />);
  return { onPay, view };
}
const pay = () => fireEvent.click(screen.getByTestId('pay-button'));

test('without saved cards the card fields are the only way to pay', () => {
  setup([]);
  expect(screen.queryByRole('radiogroup', { name: 'Card to pay with' })).not.toBeInTheDocument();
  expect(screen.getByLabelText('Card number')).toBeInTheDocument();
});

test('the default saved card is chosen: no card fields, and paying sends only its id', async () => {
  const { onPay } = setup([VISA, MC]);
  const visa = await screen.findByRole('radio', { name: 'Visa ending in 4242, expires 12/30 (default)' });
  await waitFor(() => expect(visa).toBeChecked());
  expect(screen.getByRole('radio', { name: 'Mastercard ending in 4444, expires 03/31' })).not.toBeChecked();
  expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
  pay();
  await waitFor(() => expect(onPay).toHaveBeenCalledTimes(1));
  expect(onPay.mock.calls[0][0]).toMatchObject({ savedCardId: '7', paymentMethod: 'card' });
});

test('"A new card" brings back the card fields and their rules', async () => {
  const { onPay } = setup([VISA]);
  await waitFor(() => expect(screen.getByRole('radio', { name: /Visa ending in 4242/ })).toBeChecked());
  fireEvent.click(screen.getByRole('radio', { name: 'A new card' }));
  expect(await screen.findByLabelText('Card number')).toBeInTheDocument();
  pay();
  expect(await screen.findByTestId('form-errors')).toBeInTheDocument();
  expect(onPay).not.toHaveBeenCalled();
  // Back to the saved card: the typed card's rules no longer apply.
  fireEvent.click(screen.getByRole('radio', { name: /Visa ending in 4242/ }));
  pay();
  await waitFor(() => expect(onPay).toHaveBeenCalledTimes(1));
  expect(onPay.mock.calls[0][0].savedCardId).toBe('7');
});

test('a card number typed before the saved cards arrive is kept: the new card stays chosen', async () => {
  const { view, onPay } = setup([]);
  fireEvent.change(screen.getByLabelText('Card number'), { target: { value: '4242424242424242' } });
  view.rerender(<CheckoutForm initialValues={filledValues()} total={50} afterpayAvailable={false} onPay={onPay} savedCards={[VISA]} />);
  expect(await screen.findByRole('radio', { name: 'A new card' })).toBeChecked();
  expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
});

describe('one click: the card of this session’s last order', () => {
  const SESSION = {
    orderId: 41, brand: 'mastercard', last4: '4444', email: 'robin@example.com',
    shipping: { fullName: 'Robin Vale', country: 'US', address: '9 Elm St', address2: '', city: 'Austin', state: 'TX', zip: '78701', phone: '(512) 555-0199' },
  };
  const render1 = (values: CheckoutFormValues, savedCards: SavedCard[] = []) => {
    const onPay = jest.fn<Promise<void>, [CheckoutFormValues]>().mockResolvedValue(undefined);
    render(<CheckoutForm initialValues={values} total={50} afterpayAvailable={false} onPay={onPay} savedCards={savedCards} sessionCards={[SESSION]} />);
    return onPay;
  };

  test('it is chosen first and fills a blank form with that order’s email and address; paying sends only the order id choice', async () => {
    const onPay = render1(initialCheckoutValues(), [VISA]);
    const choice = await screen.findByRole('radio', { name: 'Mastercard ending in 4444, from your order #41' });
    await waitFor(() => expect(choice).toBeChecked());
    expect(screen.getByRole('radio', { name: /Visa ending in 4242/ })).not.toBeChecked();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/Email/)).toHaveValue('robin@example.com'));
    pay();
    await waitFor(() => expect(onPay).toHaveBeenCalledTimes(1));
    expect(onPay.mock.calls[0][0]).toMatchObject({ savedCardId: 'order:41', email: 'robin@example.com', shipping: { address: '9 Elm St', zip: '78701' } });
  });

  test('what the shopper already typed is kept', async () => {
    const onPay = render1(filledValues());
    await waitFor(() => expect(screen.getByRole('radio', { name: /from your order #41/ })).toBeChecked());
    pay();
    await waitFor(() => expect(onPay).toHaveBeenCalledTimes(1));
    expect(onPay.mock.calls[0][0]).toMatchObject({ email: 'ann@example.com', shipping: { address: '1 Main St' } });
  });
});
