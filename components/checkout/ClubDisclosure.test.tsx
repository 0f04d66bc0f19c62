import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { CheckoutForm } from './CheckoutForm';
import { initialCheckoutValues, type CheckoutFormValues } from '../../lib/checkout/fields';
import type { ClubJoin } from '../../lib/cart/types';
import { clubConsentLabel, clubDisclosureText } from '../../lib/club/disclosure';
import { fakeMatchMedia } from '../../tests/helpers/matchMedia';

jest.setTimeout(20_000);

const club: ClubJoin = {
  clubName: 'VIP Club', monthly: 49.95, frequency: 'monthly', renewalDate: '2026-12-26', termsUrl: '/vipterms', termsVersion: 'v1', cancelUrl: '/members',
  disclosure: clubDisclosureText({ clubName: 'VIP Club', monthly: 49.95, renewalDate: '2026-12-26' }), consentLabel: clubConsentLabel('VIP Club', 49.95),
  withoutClub: { subtotal: 80, discount: 0, shipping: 0, tax: 0, total: 80, savings: 0 },
  change: { items: -20, shipping: 0, tax: 0, membership: 49.95, net: 29.95 },
};

function setup(withClub: ClubJoin | null, onRemoveClub = jest.fn().mockResolvedValue(undefined)) {
  const onPay = jest.fn<Promise<void>, [CheckoutFormValues]>().mockResolvedValue(undefined);
  render(<CheckoutForm initialValues={initialCheckoutValues()} total={120.9} afterpayAvailable={false} onPay={onPay} club={withClub} onRemoveClub={onRemoveClub} />);
  return { onPay, onRemoveClub };
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
function fillValid() {
  for (const [label, value] of [['Email', 'ann@example.com'], ['Full name', 'Ann Lee'], ['Address', '1 Main St'], ['City', 'Austin'], ['State', 'TX'], ['Zip Code', '78701'], ['Phone', '5125550100'], ['Card number', '4242424242424242'], ['Expiry (MM / YY)', '12 / 34'], ['Security code (CVC)', '123']]) type(label, value);
}

let media: ReturnType<typeof fakeMatchMedia>;
beforeEach(() => {
  window.scrollTo = jest.fn();
  media = fakeMatchMedia((query) => query.includes('prefers-reduced-motion: reduce'));
});
afterEach(() => media.restore());

test('beside the pay button: the recurring price, frequency, renewal date, how to cancel, the terms link and an unticked consent box', () => {
  setup(club);
  const block = screen.getByTestId('club-disclosure');
  expect(within(block).getByTestId('club-recurring-price')).toHaveTextContent('$49.95 a month');
  expect(within(block).getByTestId('club-frequency')).toHaveTextContent('every month until you cancel');
  expect(within(block).getByTestId('club-renewal-date')).toHaveTextContent('December 26, 2026');
  expect(within(block).getByRole('link', { name: 'your membership page' })).toHaveAttribute('href', '/members');
  expect(within(block).getByRole('link', { name: 'Read the VIP Club terms' })).toHaveAttribute('href', '/vipterms');
  expect(within(block).getByTestId('club-disclosure-text')).toHaveTextContent('renews automatically every month at $49.95 a month');
  const box = within(block).getByRole('checkbox', { name: 'I agree to the VIP Club terms and to be charged $49.95 every month until I cancel.' });
  expect(box).not.toBeChecked();
  expect(within(block).getByRole('button', { name: /Remove the membership/ })).toBeEnabled();
  // The block sits just before the pay button.
  expect(block.compareDocumentPosition(screen.getByTestId('pay-button')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

test('paying without ticking the box is refused on the page; ticked, the consent is sent', async () => {
  const { onPay } = setup(club);
  fillValid();
  fireEvent.click(screen.getByTestId('pay-button'));
  expect(await screen.findByText(/Tick the box to agree to the membership terms/)).toBeInTheDocument();
  expect(screen.getByTestId('club-consent')).toHaveAttribute('aria-invalid', 'true');
  expect(onPay).not.toHaveBeenCalled();
  fireEvent.click(screen.getByTestId('club-consent'));
  fireEvent.click(screen.getByTestId('pay-button'));
  await waitFor(() => expect(onPay).toHaveBeenCalledTimes(1));
  expect(onPay.mock.calls[0][0].clubConsent).toBe(true);
});

test('the membership can be removed right there', async () => {
  const { onRemoveClub } = setup(club);
  fireEvent.click(screen.getByTestId('club-remove'));
  await waitFor(() => expect(onRemoveClub).toHaveBeenCalledTimes(1));
});

test('without the club there is no disclosure and no consent to give', async () => {
  const { onPay } = setup(null);
  expect(screen.queryByTestId('club-disclosure')).not.toBeInTheDocument();
  fillValid();
  fireEvent.click(screen.getByTestId('pay-button'));
  await waitFor(() => expect(onPay).toHaveBeenCalledTimes(1));
});
