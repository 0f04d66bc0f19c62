import { act, render, screen } from '@testing-library/react';
import AnalyticsBoot from './AnalyticsBoot';
import { resetThirdPartyGate } from '../../lib/analytics/thirdPartyGate';
import type { BrandPageProps } from '../../lib/page/brandPage';

// The boot hands back the Google tags at once (lib/analytics/boot.ts waits for load and idle time).
const showPage = jest.fn();
jest.mock('../../lib/analytics/boot', () => ({
  bootAnalytics: (_p: unknown, _r: unknown, onTags: (t: object) => void) => onTags({ gtmId: 'GTM-X', gaId: 'G-X' }),
  showPage: (...a: unknown[]) => showPage(...a),
}));
jest.mock('next/router', () => ({ __esModule: true, default: { pathname: '/item/[id]', asPath: '/item/1', events: { on: jest.fn() } } }));
// The tags' chunk: what it renders is the tags loading (next/script writes their <script> then).
jest.mock('./GoogleTags', () => ({ __esModule: true, default: ({ gtmId }: { gtmId: string }) => <i data-testid="google-tags">{gtmId}</i> }));

const page = { brand: { id: 'pf', apiBaseUrl: '/api.php/', host: 'pf.localhost' }, analytics: { gtmId: 'GTM-X' }, layout: 'default' } as unknown as BrandPageProps;

async function settle() {
  await act(async () => {
    for (let i = 0; i < 5; i++) {
      await new Promise((r) => requestAnimationFrame(() => r(undefined)));
      await new Promise((r) => setTimeout(r, 0));
    }
  });
}

beforeEach(() => {
  resetThirdPartyGate();
  showPage.mockClear();
});

test('the Google tags load only after the first interaction', async () => {
  render(<AnalyticsBoot page={page} checkout={false} />);
  await settle();
  expect(screen.queryByTestId('google-tags')).toBeNull();
  act(() => void window.dispatchEvent(new Event('pointerdown')));
  await settle();
  expect(await screen.findByTestId('google-tags')).toHaveTextContent('GTM-X');
});

test('never on a checkout page, even after an interaction; on the shop page reached next they load', async () => {
  const { rerender } = render(<AnalyticsBoot page={page} checkout />);
  await settle();
  act(() => void window.dispatchEvent(new Event('keydown')));
  await settle();
  expect(screen.queryByTestId('google-tags')).toBeNull();
  rerender(<AnalyticsBoot page={page} checkout={false} />);
  await settle();
  expect(await screen.findByTestId('google-tags')).toBeInTheDocument();
  rerender(<AnalyticsBoot page={page} checkout />);
  expect(screen.queryByTestId('google-tags')).toBeNull();
});

test('every page shown goes to the boot with its route, once per change of its props', async () => {
  const { rerender } = render(<AnalyticsBoot page={page} checkout={false} />);
  await settle();
  rerender(<AnalyticsBoot page={page} checkout={false} />);
  await settle();
  const next = { ...page, path: '/item/2' } as BrandPageProps;
  rerender(<AnalyticsBoot page={next} checkout={false} />);
  await settle();
  expect(showPage.mock.calls).toEqual([
    ['/item/[id]', page],
    ['/item/[id]', next],
  ]);
});
