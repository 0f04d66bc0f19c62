import fs from 'node:fs';
import path from 'node:path';
import { copySources, scanSource } from './copyScan';

const ROOT = path.resolve(__dirname, '../..');
/** Where shoppers' copy lives: pages, components, messages, mails, CMS sources, seed data, brand configs. */
const COPY_DIRS = ['pages', 'components', 'lib', 'server', 'content', 'brands'];
/**
 * British spellings that are names, not copy: the analytics event 'Club Cancelled' is a name the
 * destinations' reports are built on (docs/analytics.md); renaming it would split their history;
 * payment_instalments is a table (migration 021).
 */
const NAMES = new Set(['Club Cancelled', 'payment_instalments as i']);

const words = (file: string, source: string) => scanSource(file, source).map((f) => `${f.word}→${f.us}`);

test('finds British spellings in JSX text and in strings that read as words', () => {
  const src = [
    `const a = <p>Pick a colour</p>;`,
    `const b = { title: 'Colour' };`,
    `const c = \`Your membership is cancelled, \${name}.\`;`,
    `const d = "Pay in 4 interest-free instalments";`,
    `const e = 'Our favourite cosy greys were organised by a centred grid';`,
  ].join('\n');
  expect(words('x.tsx', src)).toEqual([
    'colour→color',
    'Colour→color',
    'cancelled→canceled',
    'instalments→installments',
    'favourite→favorite',
    'cosy→cozy',
    'greys→grays',
    'organised→organized',
    'centred→centered',
  ]);
});

test('leaves identifiers, comments, keys, one-word values and US spellings alone', () => {
  const src = [
    `// the colour of the cancelled line`,
    `/** Colours are favoured */`,
    `const colour = line.cancelled ? 'cancelled' : 'colours';`,
    `const status = { cancelled: 'Canceled', 'colour map': 1 };`,
    `import x from './colour helpers';`,
    `const ok = 'Realistic emphasis on analysis of our program and the gray color';`,
    `const k = 'COLOUR_WORDS is the list';`,
  ].join('\n');
  expect(words('x.ts', src)).toEqual([]);
});

test('every page, message, mail and content source is in US English', () => {
  const findings = copySources(ROOT, COPY_DIRS)
    .flatMap((file) => scanSource(path.relative(ROOT, file), fs.readFileSync(file, 'utf8')))
    .filter((f) => !NAMES.has(f.text))
    .map((f) => `${f.file}:${f.line} ${f.word} (${f.us}): ${f.text}`);
  expect(findings).toEqual([]);
});
