import type { Offer } from './types';
import { orderIdFrom, pickOffer, withOrder } from './offers';

const offer = (id: number) => ({ id }) as Offer;

describe('funnel helpers', () => {
  it('picks the requested offer or the first', () => {
    const offers = [offer(3), offer(7)];
    expect(pickOffer(offers, undefined)?.id).toBe(3);
    expect(pickOffer(offers, ['7'])?.id).toBe(7);
    expect(pickOffer(offers, '9')).toBeNull();
    expect(pickOffer([], undefined)).toBeNull();
  });
  it('reads order ids', () => {
    expect(orderIdFrom('12')).toBe(12);
    expect(orderIdFrom(['5'])).toBe(5);
    expect(orderIdFrom('x')).toBeNull();
    expect(orderIdFrom('-1')).toBeNull();
    expect(orderIdFrom(undefined)).toBeNull();
  });
  it('adds the order to a path', () => {
    expect(withOrder('/thank-you', 4)).toBe('/thank-you?order=4');
    expect(withOrder('/a?x=1', 4)).toBe('/a?x=1&order=4');
  });
});
