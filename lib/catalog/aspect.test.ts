import { additionalTypesFor, isAdditionalImageType, toAspectClass } from './aspect';

describe('additionalTypesFor', () => {
  test('portrait shows model, instagram and customer images', () => {
    expect(additionalTypesFor('portrait')).toEqual(['model', 'instagram', 'customer']);
  });
  test('square shows pocket instead of model images', () => {
    expect(additionalTypesFor('square')).toEqual(['pocket', 'instagram', 'customer']);
  });
  test('landscape shows every type', () => {
    expect(additionalTypesFor('landscape')).toEqual(['model', 'pocket', 'instagram', 'customer']);
  });
  test('unknown, empty and differently cased values', () => {
    expect(additionalTypesFor('weird')).toEqual(additionalTypesFor('portrait'));
    expect(additionalTypesFor(null)).toEqual(additionalTypesFor('portrait'));
    expect(toAspectClass(' SQUARE ')).toBe('square');
  });
  test('isAdditionalImageType', () => {
    expect(isAdditionalImageType('pocket')).toBe(true);
    expect(isAdditionalImageType('main')).toBe(false);
    expect(isAdditionalImageType('model_plus')).toBe(false);
  });
});
