import { HttpError } from '../http/errors';
import { readCheckoutInput } from './input';

const valid = {
  idempotencyKey: 'abcdefgh-1', email: 'Ann@Example.com', paymentMethod: 'card', paymentToken: 'tok_sb_x.y',
  shippingName: 'Ann Lee', shippingCountry: 'US', shippingAddress: '1 Main St', shippingCity: 'Austin', shippingState: 'TX',
  shippingZip: '78701', shippingPhone: '(512) 555-0100',
};

const errorsOf = (fields: Record<string, string>) => {
  try {
    readCheckoutInput(fields);
    return [];
  } catch (err) {
    return (err as HttpError).messages;
  }
};

test('valid input; billing defaults to shipping; email lower-cased', () => {
  const input = readCheckoutInput(valid);
  expect(input).toMatchObject({ email: 'ann@example.com', billingSameAsShipping: true, paymentMethod: 'card' });
  expect(input.billing).toEqual(input.shipping);
});

test('billing fields equal to shipping ignoring case count as the same', () => {
  const input = readCheckoutInput({ ...valid, billingName: 'ANN LEE', billingCountry: 'us', billingAddress: '1 main st', billingCity: 'AUSTIN', billingState: 'tx', billingZip: '78701', billingPhone: '(512) 555-0100' });
  expect(input.billingSameAsShipping).toBe(true);
});

test('every field error at once, named by API field, with the client’s messages', () => {
  const errors = errorsOf({ ...valid, email: 'x', shippingName: 'Ann', shippingZip: '', shippingPhone: '12', billingSameAsShipping: 'false' });
  expect(errors).toEqual(expect.arrayContaining([
    'email: Enter a valid email address',
    'shippingName: Please enter your first and last name',
    'shippingZip: Enter your zip code',
    'shippingPhone: Enter a valid phone number',
  ]));
  expect(errors.some((e) => e.startsWith('billingName: '))).toBe(true);
  expect(errors.some((e) => e.startsWith('card'))).toBe(false);
});

test('key, method and token are required', () => {
  expect(errorsOf({ ...valid, idempotencyKey: 'short' })[0]).toMatch(/^idempotencyKey/);
  expect(errorsOf({ ...valid, paymentMethod: 'cash' })[0]).toMatch(/^paymentMethod/);
  expect(errorsOf({ ...valid, paymentToken: '' })[0]).toMatch(/^paymentToken: is required/);
});
