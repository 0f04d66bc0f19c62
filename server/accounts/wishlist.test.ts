import { HttpError } from '../http/errors';
import { readItemId } from './wishlist';

test('a positive whole number, surrounding spaces allowed', () => {
  expect(readItemId({ itemId: '9001' })).toBe(9001);
  expect(readItemId({ itemId: ' 42 ' })).toBe(42);
  expect(readItemId({ itemId: '2147483647' })).toBe(2_147_483_647);
});

test("anything else is a 400 'itemId: invalid ID'", () => {
  for (const itemId of ['', ' ', '0', '000', '-1', '1.5', '1e3', '0x1', 'abc', '1234567890123', '2147483648', '999999999999', '１２', '1\u0000']) {
    try {
      readItemId({ itemId });
      throw new Error(`accepted ${JSON.stringify(itemId)}`);
    } catch (err) {
      expect(err).toBeInstanceOf(HttpError);
      expect((err as HttpError).status).toBe(400);
      expect((err as HttpError).messages).toEqual(['itemId: invalid ID']);
    }
  }
  expect(() => readItemId({})).toThrow('itemId: invalid ID');
  expect(() => readItemId({ itemId: { id: 1 } } as unknown as Record<string, string>)).toThrow('itemId: invalid ID');
});
