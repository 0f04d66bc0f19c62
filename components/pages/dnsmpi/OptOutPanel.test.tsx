import { render, screen } from '@testing-library/react';
import { OptOutPanel } from './OptOutPanel';

afterEach(() => {
  delete (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl;
  document.cookie = 'do_not_sell=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

test('with Global Privacy Control the page says it is in effect', () => {
  Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
  render(<OptOutPanel />);
  expect(screen.getByTestId('dnsmpi-gpc')).toHaveTextContent('Global Privacy Control is on in this browser');
  expect(screen.getByTestId('dnsmpi-state')).toHaveTextContent('already opts you out');
});

test('without it, nothing claims GPC; an opt-out says what changes from the next page', () => {
  document.cookie = 'do_not_sell=1; path=/';
  render(<OptOutPanel />);
  expect(screen.queryByTestId('dnsmpi-gpc')).toBeNull();
  expect(screen.getByTestId('dnsmpi-state')).toHaveTextContent('From the next page you open');
});
