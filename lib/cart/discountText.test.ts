import { discountRefusalNote, discountRowText } from './discountText';

const wb = { name: 'WB10VIP', description: '$10 off: welcome back, VIP', details: '' };

describe('the code row of the cart, drawer and checkout summary', () => {
  test('a code waiting for items says what it will do and why it gives nothing yet, never "$10 off" alone', () => {
    const d = { ...wb, reason: null, effect: '$10 off the items in your order', waiting: 'add an item to use it' };
    expect(discountRowText(d)).toBe('WB10VIP: $10 off the items in your order — add an item to use it');
    expect(discountRefusalNote(d)).toBeNull();
  });

  test('below its minimum: what it needs, with no second "Not applied" note', () => {
    const d = {
      name: 'First15', description: '15% off', details: '', reason: 'First15 needs a subtotal of at least $60.00.',
      effect: '15% off the items in your order of $60 or more', waiting: 'add $12.50 more to use it',
    };
    expect(discountRowText(d)).toBe('First15: 15% off the items in your order of $60 or more — add $12.50 more to use it');
    expect(discountRefusalNote(d)).toBeNull();
  });

  test('a code that applies reads "NAME — description"; a refused one keeps its reason', () => {
    expect(discountRowText({ ...wb, reason: null, effect: '$10 off the items in your order', waiting: null })).toBe('WB10VIP — $10 off: welcome back, VIP');
    expect(discountRowText({ ...wb, description: '' })).toBe('WB10VIP');
    const refused = { ...wb, reason: 'WB10VIP is for club members only.', waiting: null };
    expect(discountRowText(refused)).toBe('WB10VIP — $10 off: welcome back, VIP');
    expect(discountRefusalNote(refused)).toBe('Not applied: WB10VIP is for club members only.');
  });
});
