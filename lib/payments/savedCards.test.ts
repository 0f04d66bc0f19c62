import { SAVED_CARD_LIMIT, isCardExpired, orderSavedCards, pickDefaultCard, sameCard } from './savedCards';

const at = (iso: string) => new Date(iso);

test('a card is good through the last day of its expiry month', () => {
  const now = at('2031-05-31T23:00:00');
  expect(isCardExpired(5, 2031, now)).toBe(false);
  expect(isCardExpired(4, 2031, now)).toBe(true);
  expect(isCardExpired(12, 2030, now)).toBe(true);
  expect(isCardExpired(1, 2032, now)).toBe(false);
  expect(isCardExpired(6, 2031, at('2031-06-01T00:00:00'))).toBe(false);
  expect(isCardExpired(5, 2031, at('2031-06-01T00:00:00'))).toBe(true);
  expect(isCardExpired(13, 2099, now)).toBe(true);
});

test('the same card is the same type, last four digits and expiry', () => {
  const visa = { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 };
  expect(sameCard(visa, { ...visa })).toBe(true);
  expect(sameCard(visa, { ...visa, expYear: 2035 })).toBe(false);
  expect(sameCard(visa, { ...visa, expMonth: 11 })).toBe(false);
  expect(sameCard(visa, { ...visa, last4: '1881' })).toBe(false);
  expect(sameCard(visa, { ...visa, brand: 'mastercard' })).toBe(false);
});

const card = (id: number, createdAt: string, isDefault = false, expired = false) => ({ id, createdAt, isDefault, expired });

test('listed with the default first, then newest first (ties by id)', () => {
  const cards = [
    card(1, '2024-01-01T00:00:00.000Z'),
    card(2, '2024-03-01T00:00:00.000Z'),
    card(3, '2024-02-01T00:00:00.000Z', true),
    card(4, '2024-03-01T00:00:00.000Z'),
  ];
  expect(orderSavedCards(cards).map((c) => c.id)).toEqual([3, 4, 2, 1]);
  expect(cards.map((c) => c.id)).toEqual([1, 2, 3, 4]);
  expect(orderSavedCards([])).toEqual([]);
});

test('the default: the preferred card, else the current one, else the newest unexpired, else the newest', () => {
  const cards = [card(1, '2024-01-01T00:00:00.000Z', true), card(2, '2024-02-01T00:00:00.000Z'), card(3, '2024-03-01T00:00:00.000Z', false, true)];
  expect(pickDefaultCard(cards, 2)).toBe(2);
  expect(pickDefaultCard(cards, 99)).toBe(1);
  expect(pickDefaultCard(cards)).toBe(1);
  // The default was removed: the newest card that still works.
  expect(pickDefaultCard(cards.slice(1))).toBe(2);
  expect(pickDefaultCard([card(5, '2024-01-01T00:00:00.000Z'), card(6, '2024-02-01T00:00:00.000Z')])).toBe(6);
  expect(pickDefaultCard([card(5, '2024-01-01T00:00:00.000Z', false, true), card(6, '2024-02-01T00:00:00.000Z', false, true)])).toBe(6);
  // Two defaults (never written by the API): the newest stays.
  expect(pickDefaultCard([card(7, '2024-01-01T00:00:00.000Z', true), card(8, '2024-02-01T00:00:00.000Z', true)])).toBe(8);
  expect(pickDefaultCard([])).toBeNull();
});

test('ten cards at most', () => {
  expect(SAVED_CARD_LIMIT).toBe(10);
});
