import { render, screen } from '@testing-library/react';
import { Field, fieldAria } from './Field';

const classes = { field: 'f', label: 'l', hint: 'h', error: 'e' };

test('fieldAria names the hint, then the error, and marks an error invalid', () => {
  expect(fieldAria('x', false, undefined)).toEqual({ id: 'x', 'aria-invalid': undefined, 'aria-describedby': undefined });
  expect(fieldAria('x', true, undefined)).toEqual({ id: 'x', 'aria-invalid': undefined, 'aria-describedby': 'x-hint' });
  expect(fieldAria('x', true, 'Required')).toEqual({ id: 'x', 'aria-invalid': true, 'aria-describedby': 'x-hint x-error' });
  expect(fieldAria('x', false, 'Required')['aria-describedby']).toBe('x-error');
});

test('the control is labelled and described by its hint and error', () => {
  render(
    <Field id="email" label="Email" hint="We send the receipt here." error="Enter an email address." classes={classes}>
      {(control) => <input {...control} />}
    </Field>,
  );
  const input = screen.getByRole('textbox', { name: 'Email' });
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription('We send the receipt here. Enter an email address.');
});

test('without an error: no error text, not invalid', () => {
  render(
    <Field id="name" label="Name" classes={classes}>
      {(control) => <input {...control} />}
    </Field>,
  );
  const input = screen.getByRole('textbox', { name: 'Name' });
  expect(input).not.toHaveAttribute('aria-invalid');
  expect(input).not.toHaveAttribute('aria-describedby');
});

test('the hint goes before the control when asked, as spans when asked', () => {
  const { container } = render(
    <Field id="msg" label="Message" hint="Up to 500 characters." classes={classes} hintFirst textTag="span">
      {(control) => <textarea {...control} />}
    </Field>,
  );
  const tags = [...container.querySelectorAll('.f > *')].map((el) => el.tagName.toLowerCase());
  expect(tags).toEqual(['label', 'span', 'textarea']);
});
