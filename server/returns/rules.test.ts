import { RETURN_REFUSALS, lineOptions, refundForLine, returnWindow } from './rules';

const now = new Date('2026-07-31T12:00:00Z');

describe('returnWindow', () => {
  it('runs 30 days from delivery, else from shipment', () => {
    expect(returnWindow({ status: 'delivered', shippedAt: '2026-06-25T10:00:00Z', deliveredAt: '2026-07-01T10:00:00Z' }, now)).toEqual({ open: true, until: '2026-07-31' });
    expect(returnWindow({ status: 'delivered', shippedAt: '2026-06-25T10:00:00Z', deliveredAt: '2026-06-30T10:00:00Z' }, now)).toEqual({ open: false, until: '2026-07-30', reason: RETURN_REFUSALS.windowClosed('2026-07-30') });
    expect(returnWindow({ status: 'shipped', shippedAt: '2026-07-20T10:00:00Z', deliveredAt: null }, now)).toEqual({ open: true, until: '2026-08-19' });
  });
  it('is closed before shipping and for cancelled or refunded orders', () => {
    expect(returnWindow({ status: 'paid', shippedAt: null, deliveredAt: null }, now)).toMatchObject({ open: false, reason: RETURN_REFUSALS.notShipped });
    expect(returnWindow({ status: 'refunded', shippedAt: null, deliveredAt: null }, now)).toMatchObject({ open: false, reason: RETURN_REFUSALS.notReturnable });
  });
});

describe('lineOptions', () => {
  const line = { unitPriceCents: 5000, quantity: 2, discountClass: '', cancelled: false, finalSale: false, requested: 0, clubExchanges: true };
  it('offers a refund or an exchange of what is not on a return yet', () => {
    expect(lineOptions(line)).toEqual({ quantityLeft: 2, refundable: true, exchangeable: true, note: null });
    expect(lineOptions({ ...line, requested: 1 }).quantityLeft).toBe(1);
    expect(lineOptions({ ...line, requested: 2 })).toMatchObject({ quantityLeft: 0, note: RETURN_REFUSALS.allRequested });
  });
  it('refuses final sale, free gifts, memberships and cancelled lines with the reason; a monthly piece is exchange-only', () => {
    expect(lineOptions({ ...line, finalSale: true }).note).toBe(RETURN_REFUSALS.finalSale);
    expect(lineOptions({ ...line, unitPriceCents: 0 }).note).toBe(RETURN_REFUSALS.freeGift);
    expect(lineOptions({ ...line, discountClass: 'club' }).note).toBe(RETURN_REFUSALS.membership);
    expect(lineOptions({ ...line, cancelled: true }).note).toBe(RETURN_REFUSALS.cancelled);
    expect(lineOptions({ ...line, unitPriceCents: 0, discountClass: 'club_piece' })).toMatchObject({ refundable: false, exchangeable: true });
    // A brand whose clubExchanges is off (ckb) offers nothing for its monthly pieces.
    expect(lineOptions({ ...line, unitPriceCents: 0, discountClass: 'club_piece', clubExchanges: false })).toEqual({ quantityLeft: 0, refundable: false, exchangeable: false, note: RETURN_REFUSALS.clubPieceFinal });
  });
});

describe('refundForLine', () => {
  it('gives back the line’s share of what was paid for merchandise and tax, not shipping', () => {
    // $100 of goods, $10 off, $8.10 tax: a $40 line gets $36 + $3.24.
    expect(refundForLine({ subtotalCents: 10000, multiBuyCents: 0, discountCents: 1000, taxCents: 810 }, 4000)).toBe(3924);
    expect(refundForLine({ subtotalCents: 10000, multiBuyCents: 0, discountCents: 0, taxCents: 0 }, 10000)).toBe(10000);
    expect(refundForLine({ subtotalCents: 0, multiBuyCents: 0, discountCents: 0, taxCents: 0 }, 0)).toBe(0);
  });
});
