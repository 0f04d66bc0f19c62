import { cardToKeep, type CardKeepingFacts } from './cardKeeping';

const base: CardKeepingFacts = { joinsClub: false, saveCard: false, paymentMethod: 'card', paidWithSavedCard: false, customer: 'logged-in' };
const keep = (f: Partial<CardKeepingFacts>) => cardToKeep({ ...base, ...f });

test('joining the club keeps the paying card as the default, whoever pays and however', () => {
  for (const customer of ['logged-in', 'guest-record'] as const) {
    for (const paymentMethod of ['card', 'afterpay', 'wallet'] as const) {
      expect(keep({ joinsClub: true, customer, paymentMethod })).toEqual({ makeDefault: true });
      expect(keep({ joinsClub: true, customer, paymentMethod, paidWithSavedCard: true })).toEqual({ makeDefault: true });
    }
  }
});

test('the box keeps a typed card of a logged-in shopper, without making it the default', () => {
  expect(keep({ saveCard: true })).toEqual({ makeDefault: false });
  expect(keep({ saveCard: true, paymentMethod: 'afterpay' })).toEqual({ makeDefault: false });
  expect(keep({})).toBeNull();
  expect(keep({ saveCard: true, paymentMethod: 'wallet' })).toBeNull();
  expect(keep({ saveCard: true, paidWithSavedCard: true })).toBeNull();
  expect(keep({ saveCard: true, customer: 'guest-record' })).toBeNull();
});

test('nothing is ever added to a registered account the shopper is not logged in to', () => {
  expect(keep({ joinsClub: true, customer: 'registered-not-logged-in' })).toBeNull();
  expect(keep({ saveCard: true, customer: 'registered-not-logged-in' })).toBeNull();
});
