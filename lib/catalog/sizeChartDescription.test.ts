import { sizeChartDescription } from './sizeChartDescription';

const entry = (...labels: ('Bust' | 'Waist' | 'Hip' | 'Pant' | 'Shoe size')[]) => ({ lines: labels.map((label) => ({ label, value: '1' })) });

test('names the measurements the guide has, in the guide order', () => {
  expect(sizeChartDescription('Pure Form', [entry('Waist', 'Hip'), entry('Bust', 'Waist', 'Hip')])).toBe(
    'Find your Pure Form size: every size photographed on a real person from the front, side and back, with bust, waist and hip measurements.',
  );
  expect(sizeChartDescription('Cheekboss', [entry('Hip', 'Waist')])).toMatch(/, with waist and hip measurements\.$/);
  expect(sizeChartDescription('X', [entry('Pant')])).toMatch(/, with pant measurements\.$/);
});

test('a guide without measurement lines claims none', () => {
  expect(sizeChartDescription('Uncommon Pair', [entry(), entry()])).toBe(
    'Find your Uncommon Pair size: every size photographed on a real person from the front, side and back.',
  );
  expect(sizeChartDescription('Uncommon Pair', [])).not.toMatch(/measurements/);
});

test('a socks guide speaks of shoe sizes, not of measurements', () => {
  expect(sizeChartDescription('Uncommon Pair', [entry('Shoe size'), entry('Shoe size')])).toBe(
    'Find your Uncommon Pair size: every size photographed on a real person from the front, side and back, with the shoe sizes each size fits.',
  );
});
