import { fireEvent, render, screen } from '@testing-library/react';
import { OptOutPanel } from './OptOutPanel';
import { attachAnalytics, resetAnalyticsShim } from '../../../lib/analytics';
import type { Analytics } from '../../../lib/analytics/facade';

const reload = jest.fn();
jest.mock('./reloadPage', () => ({ reloadPage: () => reload() }));

const facade = { page: jest.fn(), track: jest.fn(), identify: jest.fn(), reset: jest.fn(), configure: jest.fn(), destinations: [] } as unknown as Analytics;

afterEach(() => {
  reload.mockClear();
  resetAnalyticsShim();
  delete (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl;
  document.cookie = 'do_not_sell=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

test('with Global Privacy Control the page says it is in effect', () => {
  Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
  render(<OptOutPanel />);
  expect(screen.getByTestId('dnsmpi-gpc')).toHaveTextContent('Global Privacy Control is on in this browser');
  expect(screen.getByTestId('dnsmpi-state')).toHaveTextContent('already opts you out');
});

test('without it, nothing claims GPC; an opt-out says what it stops', () => {
  document.cookie = 'do_not_sell=1; path=/';
  render(<OptOutPanel />);
  expect(screen.queryByTestId('dnsmpi-gpc')).toBeNull();
  expect(screen.getByTestId('dnsmpi-state')).toHaveTextContent('We do not load the tag manager or site analytics for you');
});

test('opting out while the tags and pixel already run in full mode loads the page again, so the next page (in-app too) is limited', () => {
  attachAnalytics(facade, false);
  render(<OptOutPanel />);
  fireEvent.click(screen.getByTestId('dnsmpi-opt-out'));
  expect(document.cookie).toContain('do_not_sell=1');
  expect(reload).toHaveBeenCalledTimes(1);
});

test('opting back in while they run in limited mode loads the page again; with GPC on the mode does not change and nothing reloads', () => {
  document.cookie = 'do_not_sell=1; path=/';
  attachAnalytics(facade, true);
  const { unmount } = render(<OptOutPanel />);
  fireEvent.click(screen.getByRole('button', { name: 'Opt back in' }));
  expect(reload).toHaveBeenCalledTimes(1);
  unmount();
  reload.mockClear();
  document.cookie = 'do_not_sell=1; path=/';
  Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
  render(<OptOutPanel />);
  fireEvent.click(screen.getByRole('button', { name: 'Opt back in' }));
  expect(reload).not.toHaveBeenCalled();
});

test('before the destinations have started nothing reloads: they start with the choice as it is then', () => {
  render(<OptOutPanel />);
  fireEvent.click(screen.getByTestId('dnsmpi-opt-out'));
  expect(document.cookie).toContain('do_not_sell=1');
  expect(reload).not.toHaveBeenCalled();
});
