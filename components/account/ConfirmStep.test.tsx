import '@testing-library/jest-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import { ConfirmStep } from './ConfirmStep';

function Tile({ onConfirm = jest.fn() }: { onConfirm?: () => void }) {
  return (
    <ConfirmStep label="Delete 1 Main St?" question="Delete this address?" confirm="Yes, delete" busy={false} onConfirm={onConfirm}>
      {(ask) => (
        <>
          <button type="button">Edit</button>
          <button type="button" onClick={ask}>
            Delete
          </button>
        </>
      )}
    </ConfirmStep>
  );
}

test('takes no focus when the tile first renders', () => {
  render(<Tile />);
  expect(document.body).toHaveFocus();
});

test('asking moves focus to "Keep it" inside the question; "Keep it" hands it back to the removing button', () => {
  render(<Tile />);
  const del = screen.getByRole('button', { name: 'Delete' });
  del.focus();
  fireEvent.click(del);
  expect(screen.getByRole('group', { name: 'Delete 1 Main St?' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Keep it' })).toHaveFocus();

  fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
  expect(screen.queryByRole('group')).toBeNull();
  expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
});

test('confirming calls onConfirm', () => {
  const onConfirm = jest.fn();
  render(<Tile onConfirm={onConfirm} />);
  fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
  fireEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
  expect(onConfirm).toHaveBeenCalledTimes(1);
});
