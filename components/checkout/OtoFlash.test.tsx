import { render, screen } from '@testing-library/react';
import { OtoFlash } from './OtoFlash';
import { otoFlashText, setOtoFlash } from '../../lib/checkout/otoFlash';

test('the text names what was added and, when known, what was charged to which card', () => {
  expect(otoFlashText('Cloudsoft Legging', 29.99, 'Visa ending in 4242')).toBe('Added to your order: Cloudsoft Legging. $29.99 was charged to your Visa ending in 4242.');
  expect(otoFlashText('Cloudsoft Legging', null, null)).toBe('Added to your order: Cloudsoft Legging.');
});

test('the page after an accepted offer shows the flash once; the next page does not', () => {
  setOtoFlash('Added to your order: Pocket Tee.');
  const first = render(<OtoFlash />);
  expect(screen.getByTestId('oto-flash')).toHaveTextContent('Added to your order: Pocket Tee.');
  expect(screen.getByTestId('oto-flash')).toBeVisible();
  first.unmount();
  render(<OtoFlash />);
  expect(screen.getByTestId('oto-flash')).not.toBeVisible();
  expect(screen.getByTestId('oto-flash')).toBeEmptyDOMElement();
});
