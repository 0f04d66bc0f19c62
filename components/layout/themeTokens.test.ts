import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { BRANDS } from '../../brands';
import { ThemeStyle } from './ThemeStyle';

// Every color a brand owns comes from its theme (brands/*.ts) through the --brand-* tokens that
// ThemeStyle sets; the stylesheets never carry one brand's color as a fallback or a literal.
const ROOT = join(__dirname, '..', '..');

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return cssFiles(path);
    return e.name.endsWith('.css') ? [path] : [];
  });
}

const sheets = ['styles', 'components'].flatMap((d) => cssFiles(join(ROOT, d))).map((path) => ({ file: relative(ROOT, path), css: readFileSync(path, 'utf8') }));
const globals = readFileSync(join(ROOT, 'styles', 'globals.css'), 'utf8');

function matches(re: RegExp): string[] {
  return sheets.flatMap(({ file, css }) => [...css.matchAll(re)].map((m) => `${file}: ${m[0]}`));
}

const brandColors = [...new Set(BRANDS.flatMap((b) => [b.theme.primary, b.theme.primaryDark, b.theme.accent, b.theme.background, b.theme.text]).map((c) => c.toLowerCase()))];
const themeCss = String((ThemeStyle({ theme: BRANDS[0].theme }) as { props: { children: string } }).props.children);
const tokensOf = (css: string) => new Set([...css.matchAll(/(--brand-[a-z-]+)\s*:/g)].map((m) => m[1]));

it('finds the stylesheets and every brand color', () => {
  expect(sheets.length).toBeGreaterThan(20);
  expect(brandColors.length).toBeGreaterThanOrEqual(5 * 4);
});

it('gives no --brand-* token a fallback (styles/globals.css holds the neutral defaults)', () => {
  expect(matches(/var\(\s*--brand-[a-z-]+\s*,[^)]*\)/g)).toEqual([]);
});

it('writes no brand color as a literal', () => {
  const literal = new RegExp(`(${brandColors.join('|')})(?![0-9a-f])`, 'gi');
  expect(matches(literal)).toEqual([]);
});

it('uses only custom properties that some stylesheet declares', () => {
  const declared = new Set(sheets.flatMap(({ css }) => [...css.matchAll(/(--[a-zA-Z0-9-]+)\s*:/g)].map((m) => m[1])));
  const undeclared = matches(/var\(\s*(--[a-zA-Z0-9-]+)/g).filter((hit) => !declared.has(hit.slice(hit.indexOf('--')).trim()));
  expect(undeclared).toEqual([]);
});

it('defaults exactly the tokens ThemeStyle sets, to colors no brand uses', () => {
  expect([...tokensOf(globals)].sort()).toEqual([...tokensOf(themeCss)].sort());
  const defaults = [...globals.matchAll(/--brand-[a-z-]+\s*:\s*(#[0-9a-fA-F]{3,6})/g)].map((m) => m[1].toLowerCase());
  expect(defaults).toHaveLength(tokensOf(themeCss).size);
  expect(defaults.filter((c) => brandColors.includes(c))).toEqual([]);
});
