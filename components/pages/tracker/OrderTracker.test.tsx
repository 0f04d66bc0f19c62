import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import { renderInBrand } from '../../../tests/helpers/renderInBrand';
import { OrderTracker, orderFromQuery } from './OrderTracker';

const mockRouter = { query: {} as Record<string, string | string[]> };
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));

test('?order= fills in the order number when it is one', () => {
  expect(orderFromQuery('10042')).toBe('10042');
  expect(orderFromQuery(['7', '8'])).toBe('7');
  for (const bad of [undefined, '', '#7', '12a', '1234567890123', '<b>1</b>']) expect(orderFromQuery(bad)).toBe('');
});

test('the order page’s link opens the tracker with the number already in the field', () => {
  mockRouter.query = { order: '31' };
  renderInBrand(<OrderTracker />);
  expect(screen.getByLabelText('Order number')).toHaveValue('31');
  expect(screen.getByLabelText('Email address')).toHaveValue('');
});

test('without a usable ?order= the field starts empty', () => {
  mockRouter.query = { order: 'javascript:alert(1)' };
  renderInBrand(<OrderTracker />);
  expect(screen.getByLabelText('Order number')).toHaveValue('');
});
