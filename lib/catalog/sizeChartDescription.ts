import type { SizingGuideEntry } from './types';

type Label = SizingGuideEntry['lines'][number]['label'];

/** Body measurements and their words, in the guide order; a socks guide has none but the shoe sizes each size fits. */
const MEASUREMENTS: [Label, string][] = [['Bust', 'bust'], ['Waist', 'waist'], ['Hip', 'hip'], ['Pant', 'pant']];

function joinWords(words: string[]): string {
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** The size chart's meta description, naming only the measurements this brand's guide really has. */
export function sizeChartDescription(storeName: string, entries: Pick<SizingGuideEntry, 'lines'>[]): string {
  const has = (label: Label) => entries.some((e) => e.lines.some((line) => line.label === label));
  const measured = MEASUREMENTS.filter(([label]) => has(label)).map(([, word]) => word);
  const parts = [
    ...(measured.length ? [`${joinWords(measured)} measurements`] : []),
    ...(has('Shoe size') ? ['the shoe sizes each size fits'] : []),
  ];
  const withLines = parts.length ? `, with ${parts.join(' and ')}` : '';
  return `Find your ${storeName} size: every size photographed on a real person from the front, side and back${withLines}.`;
}
