import { hasControlChars, parseOrderNumber } from './contentForm';

describe('content form rules (shared by the form and the shop API)', () => {
  it.each([
    ['10042', '10042'],
    ['#10042', '10042'],
    [' # 10042 ', '10042'],
    ['1', '1'],
    ['123456789012', '123456789012'],
  ])('reads the order number %p as %p', (raw, digits) => {
    expect(parseOrderNumber(raw)).toBe(digits);
  });

  it.each(['', '#', '<script>alert(1)</script>', 'PF-999', '10042a', '10 042', '1234567890123', '##10042', '-1', '１２３'])('rejects %p as an order number', (raw) => {
    expect(parseOrderNumber(raw)).toBeNull();
  });

  it('finds control characters other than tab and newlines', () => {
    expect(hasControlChars('Line one\nLine two\r\n\tindented')).toBe(false);
    expect(hasControlChars('Evil\u0000Name')).toBe(true);
    expect(hasControlChars('bell\u0007')).toBe(true);
    expect(hasControlChars('del\u007F')).toBe(true);
  });
});
