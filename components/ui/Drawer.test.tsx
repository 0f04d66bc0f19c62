import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Drawer } from './Drawer';

function Page({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Drawer
        id="d"
        open={open}
        side="left"
        title="Menu"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      >
        <a href="/x">Inside</a>
      </Drawer>
    </>
  );
}

test('opening moves focus into the panel; Escape closes it and hands focus back to the opener', () => {
  const onClose = jest.fn();
  render(<Page onClose={onClose} />);
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  fireEvent.click(opener);
  expect(document.activeElement).toBe(screen.getByRole('dialog', { name: 'Menu' }));
  fireEvent.keyDown(window, { key: 'Escape' });
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.activeElement).toBe(opener);
});

test('the close button and the backdrop close it too, with focus back on the opener', () => {
  render(<Page />);
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  fireEvent.click(opener);
  fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
  expect(document.activeElement).toBe(opener);

  fireEvent.click(opener);
  fireEvent.click(document.querySelector('[aria-hidden="true"]')!);
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.activeElement).toBe(opener);
});
