import { cardKeeping } from './cardKeeping';

test('the club in the cart wins; otherwise logged-in shoppers are offered the box and guests nothing', () => {
  expect(cardKeeping({ hasClubInCart: true, loggedIn: false })).toBe('club');
  expect(cardKeeping({ hasClubInCart: true, loggedIn: true })).toBe('club');
  expect(cardKeeping({ hasClubInCart: false, loggedIn: true })).toBe('offer');
  expect(cardKeeping({ hasClubInCart: false, loggedIn: false })).toBe('none');
});
