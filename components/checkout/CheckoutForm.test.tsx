import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { CheckoutForm, PayError } from './CheckoutForm';
import { initialCheckoutValues, type CheckoutFormValues } from '../../lib/checkout/fields';
import { ERROR_SCROLL_OFFSET } from '../../lib/ui/scrollToError';
import { fakeMatchMedia } from '../../tests/helpers/matchMedia';
import { ShippingContext, type Destination } from '../../lib/checkout/destination';

jest.setTimeout(20_000);

function setup(onPay = jest.fn<Promise<void>, [CheckoutFormValues]>().mockResolvedValue(undefined), values = initialCheckoutValues()) {
  render(<CheckoutForm initialValues={values} total={1234.5} afterpayAvailable={false} onPay={onPay} />);
  return onPay;
}

/** The form inside a checkout screen's shipping context: the brand's countries, and the destinations it reports. */
function setupShipping(shipsTo: string[]) {
  const reported: (Destination | null)[] = [];
  render(
    <ShippingContext.Provider value={{ shipsTo, report: (d) => reported.push(d) }}>
      <CheckoutForm initialValues={initialCheckoutValues()} total={10} afterpayAvailable={false} onPay={jest.fn()} />
    </ShippingContext.Provider>,
  );
  return reported;
}

const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillValid() {
  type('Email', 'ann@example.com');
  type('Full name', 'Ann Lee');
  type('Address', '1 Main St');
  type('City', 'Austin');
  type('State', 'TX');
  type('Zip Code', '78701');
  type('Phone', '5125550100');
  type('Card number', '4242424242424242');
  type('Expiry (MM / YY)', '12 / 34');
  type('Security code (CVC)', '123');
}

let media: ReturnType<typeof fakeMatchMedia>;
beforeEach(() => {
  window.scrollTo = jest.fn();
  // Reduced motion: the scroll happens at once, which makes its target easy to check.
  media = fakeMatchMedia((query) => query.includes('prefers-reduced-motion: reduce'));
});
afterEach(() => media.restore());

describe('CheckoutForm validation', () => {
  it('shows errors inline, linked with aria-describedby, and scrolls to the first field in error with a 60 px offset', async () => {
    const onPay = setup();
    const email = screen.getByLabelText('Email');
    email.getBoundingClientRect = () => ({ top: 500 }) as DOMRect;
    fireEvent.click(screen.getByTestId('pay-button'));

    expect(await screen.findByText('Enter your email address')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAttribute('aria-describedby', 'f-email-error');
    expect(document.getElementById('f-email-error')).toHaveTextContent('Enter your email address');
    expect(screen.getByText('Please enter your first and last name')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid card number')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/highlighted fields/);
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith(0, 500 - ERROR_SCROLL_OFFSET));
    expect(email).toHaveFocus();
    expect(onPay).not.toHaveBeenCalled();
  });

  it('scrolls to the first field on the page that is in error, not the first key', async () => {
    setup();
    fillValid();
    type('Email', 'ann@example.com');
    type('Card number', '4242');
    type('Zip Code', '');
    const zip = screen.getByLabelText('Zip Code');
    zip.getBoundingClientRect = () => ({ top: 900 }) as DOMRect;
    fireEvent.click(screen.getByTestId('pay-button'));
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith(0, 900 - ERROR_SCROLL_OFFSET));
    expect(zip).toHaveFocus();
    expect(screen.getByText('Enter your zip code')).toBeInTheDocument();
  });

  it('offers only the countries the brand ships to; a US-only brand shows the country as fixed text', () => {
    setupShipping(['US']);
    expect(screen.queryByLabelText('Country')).not.toBeInTheDocument();
    expect(screen.getByTestId('shipping-country')).toHaveTextContent('United States (we ship only within the United States)');
  });

  it('lists the brand’s countries for shipping, all of them for billing; outside the US it says USD and no US sales tax', () => {
    setupShipping(['US', 'CA']);
    const options = (el: HTMLElement) => Array.from((el as HTMLSelectElement).options).map((o) => o.value).filter(Boolean);
    expect(options(screen.getByLabelText('Country'))).toEqual(['US', 'CA']);
    expect(screen.queryByTestId('international-note')).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'CA' } });
    expect(screen.getByTestId('international-note')).toHaveTextContent('Prices are in US dollars (USD) and no US sales tax is charged');
    fireEvent.click(screen.getByLabelText('Billing address is the same as shipping'));
    const billing = document.querySelector('[name="billing.country"]') as HTMLSelectElement;
    expect(options(billing)).toEqual(['US', 'CA', 'GB', 'AU', 'NZ', 'IE']);
  });

  it('reports the shipping destination once it can be taxed: a US state, or a country outside the US', async () => {
    const reported = setupShipping(['US', 'CA']);
    type('State', 'TX');
    await waitFor(() => expect(reported[reported.length - 1]).toEqual({ country: 'US', state: 'TX' }));
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'CA' } });
    await waitFor(() => expect(reported[reported.length - 1]).toEqual({ country: 'CA', state: '' }));
  });

  it('uses Postal Code and the international phone mask outside the US', () => {
    setupShipping(['US', 'CA']);
    type('Phone', '5125550100');
    expect(screen.getByLabelText('Phone')).toHaveValue('(512) 555-0100');
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'CA' } });
    expect(screen.getByLabelText('Postal Code')).toBeInTheDocument();
    expect(screen.queryByLabelText('Zip Code')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveValue('+5125550100');
    type('Phone', '+44 (20) 7946-0000 123456789012345');
    expect(screen.getByLabelText('Phone')).toHaveValue('+44207946000012345678');
  });

  it('formats card number, expiry and CVC as typed, within the input limits', () => {
    setup();
    type('Card number', '4242424242424242999');
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    // The limit of 19 counts digits: a 19-digit UnionPay (or Maestro) number fits with its 4 spaces.
    expect(screen.getByLabelText('Card number')).toHaveAttribute('maxLength', '23');
    type('Card number', '6271136264806203568');
    expect(screen.getByLabelText('Card number')).toHaveValue('6271 1362 6480 6203 568');
    type('Card number', '62711362648062035681234');
    expect(screen.getByLabelText('Card number')).toHaveValue('6271 1362 6480 6203 568');
    type('Expiry (MM / YY)', '1234');
    expect(screen.getByLabelText('Expiry (MM / YY)')).toHaveValue('12 / 34');
    expect(screen.getByLabelText('Expiry (MM / YY)')).toHaveAttribute('maxLength', '9');
    type('Security code (CVC)', '12a345');
    expect(screen.getByLabelText('Security code (CVC)')).toHaveValue('1234');
  });

  it('asks for a billing address when billing is not the same as shipping', async () => {
    setup();
    fillValid();
    expect(screen.getAllByLabelText('Full name')).toHaveLength(1);
    fireEvent.click(screen.getByLabelText('Billing address is the same as shipping'));
    expect(screen.getAllByLabelText('Full name')).toHaveLength(2);
    fireEvent.click(screen.getByTestId('pay-button'));
    await waitFor(() => expect(document.querySelector('[name="billing.fullName"]')).toHaveAttribute('aria-invalid', 'true'));
  });
});

describe('CheckoutForm submit', () => {
  it('pays once for a double click and keeps the button disabled', async () => {
    let resolve!: () => void;
    const onPay = setup(jest.fn().mockImplementation(() => new Promise<void>((r) => (resolve = r))));
    fillValid();
    const pay = screen.getByTestId('pay-button');
    expect(pay).toHaveTextContent('Pay $1,234.50');
    fireEvent.click(pay);
    fireEvent.click(pay);
    await waitFor(() => expect(onPay).toHaveBeenCalledTimes(1));
    expect(pay).toBeDisabled();
    fireEvent.click(pay);
    await act(async () => resolve());
    expect(onPay).toHaveBeenCalledTimes(1);
    expect(pay).toBeDisabled();
    expect(onPay.mock.calls[0][0]).toMatchObject({ email: 'ann@example.com', card: { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' } });
  });

  it('shows a decline, keeps what was typed, and brings the message into view (without gliding, as motion is reduced)', async () => {
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const onPay = setup(jest.fn().mockRejectedValue(new PayError('Your card was declined')));
    fillValid();
    fireEvent.click(screen.getByTestId('pay-button'));
    const message = await screen.findByTestId('payment-error');
    expect(message).toHaveTextContent('Your card was declined');
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    expect(screen.getByTestId('pay-button')).toBeEnabled();
    expect(onPay).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalledWith({ block: 'center', behavior: 'auto' }));
    expect(scrollIntoView.mock.contexts[0]).toBe(message);
    // The disabled Pay button dropped focus to <body>; a keyboard shopper continues from the message.
    expect(message).toHaveFocus();
  });

  it('shows field errors named by the server next to their fields, and scrolls only to the field', async () => {
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    setup(jest.fn().mockRejectedValue(new PayError('Check your card number', { 'card.number': 'Card number is not valid' })));
    fillValid();
    fireEvent.click(screen.getByTestId('pay-button'));
    expect(await screen.findByText('Card number is not valid')).toBeInTheDocument();
    expect(screen.getByLabelText('Card number')).toHaveFocus();
    expect(window.scrollTo).toHaveBeenCalled();
    await new Promise((r) => requestAnimationFrame(r));
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});

describe('CheckoutForm login link', () => {
  it('offers a shopper who is not logged in to log in and come back, above the email field', () => {
    render(<CheckoutForm initialValues={initialCheckoutValues()} total={10} afterpayAvailable={false} onPay={jest.fn()} loginHref="/login?next=/checkout" />);
    expect(screen.getByText('Have an account?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?next=/checkout');
  });

  it('offers nothing to a logged-in shopper', () => {
    setup();
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
  });
});
