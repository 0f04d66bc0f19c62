import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// The shopper walk's run-togethers (issue 37), as the stylesheets decide them: the order summary's
// 'Tax' and 'Added once you enter your shipping address' with no space between them, the order
// page's 'Total charged $123.60' against the 'Delivery' heading, and 'Uncommon P…' in the phone header.
const ROOT = join(__dirname, '..', '..');
interface CssRule {
  selectors: string[];
  media?: string;
  body: string;
}

/** The rules of a stylesheet (comments dropped), each with the @media it sits in. Enough for the module sheets here. */
function rulesOf(css: string): CssRule[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const rules: CssRule[] = [];
  const walk = (chunk: string, media?: string) => {
    let i = 0;
    while (i < chunk.length) {
      const open = chunk.indexOf('{', i);
      if (open < 0) break;
      const head = chunk.slice(i, open).trim();
      let depth = 1;
      let j = open + 1;
      while (j < chunk.length && depth > 0) {
        if (chunk[j] === '{') depth++;
        else if (chunk[j] === '}') depth--;
        j++;
      }
      const body = chunk.slice(open + 1, j - 1);
      if (head.startsWith('@media')) walk(body, head.slice('@media'.length).trim());
      else rules.push({ selectors: head.split(',').map((s) => s.trim().replace(/\s+/g, ' ')), media, body });
      i = j;
    }
  };
  walk(text);
  return rules;
}

/** The declarations of rules whose selector list holds `selector`, inside `media` (or at the top level). */
function decls(file: string, selector: string, media?: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rule of rulesOf(readFileSync(join(ROOT, file), 'utf8'))) {
    if (rule.media !== media || !rule.selectors.includes(selector)) continue;
    for (const d of rule.body.split(';')) {
      const at = d.indexOf(':');
      if (at > 0) out[d.slice(0, at).trim()] = d.slice(at + 1).trim();
    }
  }
  return out;
}

test('an amounts row keeps its label and value apart, however long the value', () => {
  const row = decls('components/cart/Cart.module.css', '.row');
  expect(row).toMatchObject({ display: 'flex', 'justify-content': 'space-between' });
  expect(row.gap).toMatch(/^[1-9][\d.]*rem$/);
  expect(decls('components/cart/Cart.module.css', '.row dd')['text-align']).toBe('right');
});

test('the order page sets the block after Total charged apart, as it sets one block after another', () => {
  const after = decls('components/orders/Orders.module.css', '.charged + .block');
  expect(after).toEqual(decls('components/orders/Orders.module.css', '.block + .block'));
  expect(after['margin-top']).toBeDefined();
});

test('the store name wraps on a phone instead of being cut with an ellipsis', () => {
  const phone = decls('components/layout/Header.module.css', '.logo', '(max-width: 419px)');
  expect(phone['white-space']).toBe('normal');
  expect(phone['text-overflow']).toBe('clip');
  expect(phone.overflow).toBe('visible');
});
