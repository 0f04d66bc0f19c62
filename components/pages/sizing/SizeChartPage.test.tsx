import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { brandById } from '../../../brands';
import type { SizingGuideEntry } from '../../../lib/catalog/types';
import type { BrandPageProps } from '../../../lib/page/brandPage';
import { renderInBrand } from '../../../tests/helpers/renderInBrand';
import { shopFactsOf } from '../../../tests/helpers/shopFacts';
import { SizeChartPage } from './SizeChartPage';

// next/head only collects tags inside Next; here they render in place so the test can read them.
jest.mock('next/head', () => ({ __esModule: true, default: ({ children }: { children: ReactNode }) => <>{children}</> }));

const img = { url: '/f.svg', width: 400, height: 500, alt: '' };
const entry = (name: string, lines: SizingGuideEntry['lines']): SizingGuideEntry => ({ name, label: name, images: { front: img, side: img, back: img }, lines });

const SOCKS = [entry('XS-S', [{ label: 'Shoe size', value: "Women's 4–6 / Men's 3–5" }]), entry('One Size', [{ label: 'Shoe size', value: "Women's 5–11 / Men's 4–10" }])];
const APPAREL = [
  entry('XS', [
    { label: 'Bust', value: '31–32 in' },
    { label: 'Waist', value: '24–25 in' },
    { label: 'Hip', value: '34–35 in' },
    { label: 'Pant', value: '0–2' },
  ]),
];

function renderChart(brandId: string, entries: SizingGuideEntry[]) {
  const brand = brandById(brandId);
  const props = { entries, betweenSizes: shopFactsOf(brand).betweenSizes, path: '/photo-size-chart' } as { entries: SizingGuideEntry[]; betweenSizes: string } & BrandPageProps;
  return renderInBrand(<SizeChartPage {...props} />, { id: brand.id, storeName: brand.storeName });
}

const tips = () => screen.getByRole('region', { name: /^How to/ });

test('a socks guide: each size lists the shoe sizes it fits, and the tips explain shoe size only, in the brand’s own advice', () => {
  renderChart('uncommonpair', SOCKS);
  const first = screen.getAllByTestId('size-entry')[0];
  expect(within(first).getByText('Shoe size')).toBeInTheDocument();
  expect(within(first).getByText("Women's 4–6 / Men's 3–5")).toBeInTheDocument();
  expect(within(tips()).getByRole('heading')).toHaveTextContent('How to choose your size');
  expect(within(tips()).getAllByRole('term').map((t) => t.textContent)).toEqual(['Shoe size']);
  expect(tips()).not.toHaveTextContent(/bust|waist|hip|pant|sculpting/i);
  expect(tips()).toHaveTextContent('Between two sizes? Take the larger one');
  expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', expect.stringMatching(/with the shoe sizes each size fits\.$/));
  expect(screen.queryByText('Pant')).toBeNull();
  // The one-size entry is headed 'One Size', never 'Size One Size' (heading and pictures alike).
  const oneSize = screen.getAllByTestId('size-entry')[1];
  expect(within(oneSize).getByRole('heading', { level: 2 })).toHaveTextContent(/^One Size$/);
  expect(within(oneSize).getAllByRole('img').map((i) => i.getAttribute('alt'))).toEqual(['One Size, front view', 'One Size, side view', 'One Size, back view'].reverse());
  expect(within(first).getByRole('heading', { level: 2 })).toHaveTextContent(/^Size XS-S$/);
});

test('an apparel guide keeps its Bust, Waist, Hip and Pant lines and how to measure each', () => {
  renderChart('pf', APPAREL);
  expect(within(tips()).getByRole('heading')).toHaveTextContent('How to measure');
  expect(within(tips()).getAllByRole('term').map((t) => t.textContent)).toEqual(['Bust', 'Waist', 'Hip', 'Pant']);
  expect(tips()).toHaveTextContent('Size down for a snug, sculpting fit');
});

test('a basics brand is not told to size down for a sculpting fit', () => {
  renderChart('hb', APPAREL);
  expect(tips()).not.toHaveTextContent(/sculpting/i);
  expect(tips()).toHaveTextContent('Our fits are relaxed');
});

test("the underwear brand's between-sizes advice is its FAQ's: up for coverage, down for a cheekier cut", () => {
  renderChart('ckb', APPAREL);
  expect(tips()).toHaveTextContent('Size up for full coverage or down for a cheekier cut');
  expect(tips()).not.toHaveTextContent(/sculpting/i);
});
