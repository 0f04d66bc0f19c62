import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { LayoutSlots, registerLayoutSlot } from './slots';

function Probe() {
  return <p>client-side piece</p>;
}

registerLayoutSlot(Probe);

test('layout slots are not part of the server render', () => {
  expect(renderToString(<LayoutSlots />)).not.toContain('client-side piece');
});

test('layout slots mount in the browser', () => {
  render(<LayoutSlots />);
  expect(screen.getByText('client-side piece')).toBeInTheDocument();
});
