import type { SizingGuideEntry } from './types';

type Label = SizingGuideEntry['lines'][number]['label'];

/** Body measurements, in the guide order; a socks guide has none but the shoe sizes each size fits. */
const MEASUREMENTS: Partial<Record<Label, string>> = { Bust: 'bust', Waist: 'waist', Hip: 'hip', Pant: 'pant' };
const MEASUREMENT_ORDER: Label[] = ['Bust', 'Waist', 'Hip', 'Pant'];

function joinWords(words: string[]): string {
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** The size chart's meta description, naming only the measurements this brand's guide really has. */
export function sizeChartDescription(storeName: string, entries: Pick<SizingGuideEntry, 'lines'>[]): string {
  const has = (label: Label) => entries.some((e) => e.lines.some((line) => line.label === label));
  const measured = MEASUREMENT_ORDER.filter(has).map((l) => MEASUREMENTS[l]!);
  const parts = [
    ...(measured.length ? [`${joinWords(measured)} measurements`] : []),
    ...(has('Shoe size') ? ['the shoe sizes each size fits'] : []),
  ];
  const withLines = parts.length ? `, with ${parts.join(' and ')}` : '';
  return `Find your ${storeName} size: every size photographed on a real person from the front, side and back${withLines}.`;
}
