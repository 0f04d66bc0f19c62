import { randomId } from './random';

describe('randomId', () => {
  it('is id- plus 10 alphanumerics by default', () => {
    expect(randomId()).toMatch(/^id-[A-Za-z0-9]{10}$/);
  });

  it('honours the length', () => {
    expect(randomId(4)).toMatch(/^id-[A-Za-z0-9]{4}$/);
    expect(randomId(0)).toBe('id-');
  });

  it('differs between calls', () => {
    const ids = new Set(Array.from({ length: 50 }, () => randomId()));
    expect(ids.size).toBe(50);
  });

  it('uses the first and last alphabet characters at the ends of the random range', () => {
    const spy = jest.spyOn(Math, 'random');
    spy.mockReturnValueOnce(0).mockReturnValueOnce(0.9999);
    expect(randomId(2)).toBe('id-A9');
    spy.mockRestore();
  });
});
