import { COLORS } from './colors';
import { paintForColor } from './colorway';

test('a seed colour, one-tone or two-tone, gives its paint', () => {
  expect(paintForColor('Lavender')).toEqual({ main: COLORS.Lavender.hex, second: null });
  expect(paintForColor('Ivory/Black')).toEqual({ main: COLORS.Ivory.hex, second: COLORS.Black.hex });
  expect(paintForColor('Red-Black')).toEqual({ main: COLORS.Red.hex, second: COLORS.Black.hex });
});

test.each([undefined, '', 'Plaid', 'Ivory/Plaid', ['Black', 'Red'], 'Black'.repeat(20), 42])('%p is no colour the art can draw', (raw) => {
  expect(paintForColor(raw)).toBeNull();
});
