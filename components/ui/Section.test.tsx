import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { Section } from './Section';

test('a region named by its heading', () => {
  render(
    <Section id="account-details" title="Your details">
      <p>Ada</p>
    </Section>,
  );
  const region = screen.getByRole('region', { name: 'Your details' });
  expect(region).toContainElement(screen.getByText('Ada'));
  expect(screen.getByRole('heading', { level: 2, name: 'Your details' })).toHaveAttribute('id', 'account-details');
  expect(screen.getByRole('heading')).not.toHaveAttribute('tabindex');
});

test('with a heading ref, the heading can take focus', () => {
  const heading = createRef<HTMLHeadingElement>();
  render(
    <Section id="add-address" title="Add an address" headingRef={heading}>
      <form />
    </Section>,
  );
  heading.current?.focus();
  expect(screen.getByRole('heading', { name: 'Add an address' })).toHaveFocus();
  expect(heading.current).toHaveAttribute('tabindex', '-1');
});
