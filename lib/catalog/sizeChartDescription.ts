import type { SizingGuideEntry } from './types';

const LINE_WORDS: Record<SizingGuideEntry['lines'][number]['label'], string> = { Bust: 'bust', Waist: 'waist', Hip: 'hip', Pant: 'pant' };
const LINE_ORDER = ['Bust', 'Waist', 'Hip', 'Pant'] as const;

function joinWords(words: string[]): string {
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** The size chart's meta description, naming only the measurements this brand's guide really has. */
export function sizeChartDescription(storeName: string, entries: Pick<SizingGuideEntry, 'lines'>[]): string {
  const present = LINE_ORDER.filter((label) => entries.some((e) => e.lines.some((line) => line.label === label)));
  const measured = present.length ? `, with ${joinWords(present.map((l) => LINE_WORDS[l]))} measurements` : '';
  return `Find your ${storeName} size: every size photographed on a real person from the front, side and back${measured}.`;
}
