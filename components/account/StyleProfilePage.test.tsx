import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { failed, installFakeShopFetch, ok } from '../../tests/helpers/fakeShopFetch';
import { renderInBrand } from '../../tests/helpers/renderInBrand';
import type { BrandPageProps } from '../../lib/page/brandPage';
import { NO_ANSWERS, StyleProfileQuiz } from '../checkout/StyleProfileQuiz';
import { StyleProfilePage } from './StyleProfilePage';

const mockRouter = { push: jest.fn(() => Promise.resolve(true)), replace: jest.fn(() => Promise.resolve(true)) };
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));

const shop = installFakeShopFetch();
const page = { path: '/styleprofile' } as BrandPageProps;

beforeEach(() => jest.clearAllMocks());

test('saves the answers and shows a confirmation instead of moving on; the answers can be changed again', async () => {
  shop.reply({ 'POST style-profile': (req) => ok({ style_profile: Object.entries(req.fields).filter(([k]) => k !== 'host').map(([field, chosen]) => ({ field, chosen })) }) });
  renderInBrand(<StyleProfilePage {...page} initial={[{ field: 'fit', chosen: 'Relaxed' }]} sizes={['S', 'M']} />);
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('radio', { name: 'Relaxed' })).toBeChecked();
  expect(screen.queryByRole('button', { name: 'Skip for now' })).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('radio', { name: 'M' }));
  fireEvent.click(screen.getByRole('button', { name: 'Save my style profile' }));

  const saved = await screen.findByTestId('style-profile-saved');
  expect(saved).toHaveTextContent('Your style profile is saved');
  await waitFor(() => expect(saved).toHaveFocus());
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(shop.callsTo('POST style-profile')[0].fields).toEqual({ fit: 'Relaxed', size: 'M' });
  expect(mockRouter.push).not.toHaveBeenCalled();

  fireEvent.click(screen.getByRole('button', { name: 'Change my answers' }));
  expect(screen.getByRole('radio', { name: 'M' })).toBeChecked();
  expect(screen.getByRole('radio', { name: 'Relaxed' })).toBeChecked();
});

test('nothing chosen: asks for an answer and sends nothing', async () => {
  shop.reply({});
  renderInBrand(<StyleProfilePage {...page} initial={[]} sizes={[]} />);
  fireEvent.click(screen.getByRole('button', { name: 'Save my style profile' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(NO_ANSWERS);
  expect(shop.calls).toEqual([]);
});

test('a failed save says why and keeps the answers', async () => {
  shop.reply({ 'POST style-profile': failed(400, 'size: must be at most 500 characters') });
  renderInBrand(<StyleProfilePage {...page} initial={[]} sizes={['S']} />);
  fireEvent.click(screen.getByRole('radio', { name: 'S' }));
  fireEvent.click(screen.getByRole('button', { name: 'Save my style profile' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Must be at most 500 characters');
  expect(screen.getByRole('radio', { name: 'S' })).toBeChecked();
});

test('in checkout the quiz still saves and moves on', async () => {
  shop.reply({ 'POST style-profile': ok({ style_profile: [] }) });
  renderInBrand(<StyleProfileQuiz initial={[]} sizes={['S']} nextPath="/checkout" />);
  fireEvent.click(screen.getByRole('radio', { name: 'S' }));
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/checkout'));
  expect(shop.callsTo('POST style-profile')[0].fields).toEqual({ size: 'S' });
});

test('in checkout the quiz can be skipped', () => {
  shop.reply({});
  renderInBrand(<StyleProfileQuiz initial={[]} sizes={['S']} nextPath="/checkout-ob/4" />);
  expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Skip for now' }));
  expect(mockRouter.push).toHaveBeenCalledWith('/checkout-ob/4');
  expect(shop.calls).toEqual([]);
});
